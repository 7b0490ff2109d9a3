import type { z } from 'zod';
import type { referenceOptionSchema, taskCreateSchema, taskDetailSchema, taskSchema, taskSearchSchema, taskUpdateSchema } from '../../contract/tasks';
import type { Page } from './crud';
import { request } from './http';

/** Named calls of the tasks (spec 000 §3–§7; docs/tasks.md). */
export type Task = z.input<typeof taskSchema>;
export type TaskDetail = z.input<typeof taskDetailSchema>;
export type NewTask = z.input<typeof taskCreateSchema>;
export type TaskSearch = z.input<typeof taskSearchSchema>;
type TaskUpdate = z.input<typeof taskUpdateSchema>;
type ReferenceOption = z.input<typeof referenceOptionSchema>;

export interface TaskPaging {
  page: number;
  size: number;
  sort?: string;
}

export const taskCalls = {
  searchTasks: (paging: TaskPaging, body: TaskSearch) =>
    request<Page<Task>>('/api/v1/taken/search', { method: 'POST', query: { ...paging }, body }),
  getTask: (id: number) => request<TaskDetail>(`/api/v1/taken/${id}`),
  /** Update and delegate in one, on the version read (409 when someone changed it meanwhile). */
  updateTask: (body: TaskUpdate) => request<Task>('/api/v1/taken', { method: 'PUT', body, report: false }),
  createTask: (body: NewTask) => request<Task>('/api/v1/taken', { method: 'POST', body, formErrors: true }),
  toggleTaskDone: (id: number) => request<Task>(`/api/v1/taken/${id}/done`, { method: 'PUT' }),
  toggleTaskPriority: (id: number) => request<Task>(`/api/v1/taken/${id}/priority`, { method: 'PUT' }),
  toggleTaskArchived: (id: number) => request<Task>(`/api/v1/taken/${id}/archiveer`, { method: 'PUT' }),
  linkTaskDossier: (id: number, dossierId: number) => request<Task>(`/api/v1/taken/${id}/koppel/${dossierId}`, { method: 'PUT' }),
  getTaskTypes: () => request<ReferenceOption[]>('/api/v1/rs/taak/types'),
  /** The prefill of spec 000 §5 with the database's vrije dagen. */
  getDefaultDeadline: () => request<{ deadline: string }>('/api/v1/taken/standaard-deadline'),
};
export type TaskCalls = typeof taskCalls;
