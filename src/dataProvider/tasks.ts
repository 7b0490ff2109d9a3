import type { z } from 'zod';
import type { referenceOptionSchema, taskCreateSchema, taskDetailSchema, taskListFilterSchema, taskSchema, taskSearchSchema, taskUpdateSchema } from '../../contract/tasks';
import type { Page } from './crud';
import { saveAs } from './documents';
import { request } from './http';

/** Named calls of the tasks (spec 000 §3–§7; docs/tasks.md). */
export type Task = z.input<typeof taskSchema>;
export type TaskDetail = z.input<typeof taskDetailSchema>;
export type NewTask = z.input<typeof taskCreateSchema>;
export type TaskSearch = z.input<typeof taskSearchSchema>;
type TaskUpdate = z.input<typeof taskUpdateSchema>;
type ReferenceOption = z.input<typeof referenceOptionSchema>;
/** Done or not (both when left out), archived ones on request: the body of the per-person lists. */
export type TaskListFilter = z.input<typeof taskListFilterSchema>;
export type ReportFormat = 'csv' | 'pdf';

export interface TaskPaging {
  page: number;
  size: number;
  sort?: string;
}

export const taskCalls = {
  searchTasks: (paging: TaskPaging, body: TaskSearch) =>
    request<Page<Task>>('/api/v1/taken/search', { method: 'POST', query: { ...paging }, body }),
  /** Mine, my teams' and teammates' (not mine), or one person's as far as I may see them. */
  getMyTasks: (paging: TaskPaging, filter: TaskListFilter) => request<Page<Task>>('/api/v1/gebruikers/taken', { method: 'POST', query: { ...paging }, body: filter }),
  getTeammatesTasks: (paging: TaskPaging, filter: TaskListFilter) =>
    request<Page<Task>>('/api/v1/gebruikers/current/teammates/taken', { method: 'POST', query: { ...paging }, body: filter }),
  getUserTasks: (userId: number, paging: TaskPaging, filter: TaskListFilter) =>
    request<Page<Task>>(`/api/v1/gebruikers/${userId}/taken`, { method: 'POST', query: { ...paging }, body: filter }),
  /** A dossier's tasks by creation time (spec 001: page, size, direction). */
  getDossierTasks: (dossierId: number, query: { page: number; size: number; direction: 'asc' | 'desc' }) =>
    request<Page<Task>>(`/api/v1/dossiers/${dossierId}/taken`, { query: { ...query } }),
  /** The report's CSV as text, read by the report screen for its summary (columns: docs/tasks.md). */
  getTaskReportCsv: (body: TaskSearch) => request<string>('/api/v1/taken/report', { method: 'POST', body, as: 'text' }),
  downloadTaskReport: async (body: TaskSearch, format: ReportFormat) =>
    saveAs(await request<Blob>(`/api/v1/taken/report/${format}`, { method: 'POST', body, as: 'blob' }), `taken-${new Date().toISOString().slice(0, 10)}.${format}`),
  getTask: (id: number) => request<TaskDetail>(`/api/v1/taken/${id}`),
  /** Update and delegate in one, on the version read (409 when someone changed it meanwhile). */
  updateTask: (body: TaskUpdate) => request<Task>('/api/v1/taken', { method: 'PUT', body, report: false }),
  createTask: (body: NewTask) => request<Task>('/api/v1/taken', { method: 'POST', body, formErrors: true }),
  toggleTaskDone: (id: number) => request<Task>(`/api/v1/taken/${id}/done`, { method: 'PUT' }),
  toggleTaskPriority: (id: number) => request<Task>(`/api/v1/taken/${id}/priority`, { method: 'PUT' }),
  markTaskUnread: (id: number) => request<Task>(`/api/v1/taken/${id}/ongelezen`, { method: 'PUT' }),
  toggleTaskArchived: (id: number) => request<Task>(`/api/v1/taken/${id}/archiveer`, { method: 'PUT' }),
  linkTaskDossier: (id: number, dossierId: number) => request<Task>(`/api/v1/taken/${id}/koppel/${dossierId}`, { method: 'PUT' }),
  /** The categories by name (spec 000 §7: `?sort=displayName,asc`). */
  getTaskTypes: () => request<ReferenceOption[]>('/api/v1/rs/taak/types', { query: { sort: 'displayName,asc' } }),
  /** Normaal, Hoog, Spoed as the server names them (spec 000 §7). */
  getTaskPriorities: () => request<ReferenceOption[]>('/api/v1/rs/taak/priorities'),
  /** The prefill of spec 000 §5 with the database's vrije dagen. */
  getDefaultDeadline: () => request<{ deadline: string }>('/api/v1/taken/standaard-deadline'),
};
export type TaskCalls = typeof taskCalls;
