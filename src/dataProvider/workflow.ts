import type { z } from 'zod';
import type { WorkflowScope, delegateTargetsSchema, unreadDetailsSchema, workflowCountsSchema, workflowFilterSchema, workflowItemSchema } from '../../contract/workflow';
import type { Page } from './crud';
import { request } from './http';
import type { Task, TaskPaging } from './tasks';

/** Named calls of the workflow list, its counts and group actions (spec 000 §3, §7; docs/tasks.md). */
export type WorkflowFilter = z.input<typeof workflowFilterSchema>;
/** A task, or (workflowType MAIL) an incoming mail. */
type WorkflowItem = z.input<typeof workflowItemSchema>;
type WorkflowCounts = z.input<typeof workflowCountsSchema>;
type UnreadDetails = z.input<typeof unreadDetailsSchema>;
export type DelegateTargets = z.input<typeof delegateTargetsSchema>;

/** A hand-over: to a person (toSelection 1) or a team (0). */
export interface Recipient {
  toSelection: 0 | 1;
  assigneeId?: number | null;
  teamId?: number | null;
}

export const workflowCalls = {
  getWorkflow: (query: TaskPaging & { scope: WorkflowScope; search?: string }, filter: WorkflowFilter) =>
    request<Page<WorkflowItem>>('/api/v1/workflow', { method: 'POST', query: { ...query }, body: filter }),
  getWorkflowCounts: (scope: WorkflowScope) => request<WorkflowCounts>('/api/v1/workflow/count/unread', { query: { scope } }),
  /** A failed refresh is reported like any call; a 401 there ends the session (spec 000 §4). */
  getUnreadDetails: () => request<UnreadDetails>('/api/v1/unread/details', { report: false }),
  getDelegateTargets: (dossierId?: number | null) => request<DelegateTargets>('/api/v1/workflow/delegate-to', { query: { dossierId: dossierId ?? undefined } }),
  markWorkflowDone: (id: number, done: boolean) => request<Task>(`/api/v1/workflow/${id}/${done ? 'mark-as-done' : 'mark-as-undone'}`, { method: 'PATCH' }),
  delegateWorkflow: (id: number, to: Recipient) => request<Task>(`/api/v1/workflow/${id}/delegate`, { method: 'PATCH', body: to, report: false }),
  setWorkflowPriority: (id: number, value: number) => request<Task>(`/api/v1/workflow/${id}/priority`, { method: 'PATCH', body: { value } }),
  /** All or nothing: a refusal names every task the caller may not touch; the screen shows it. */
  groupMarkDone: (ids: number[]) => request<{ items: Task[] }>('/api/v1/workflow/mark-as-done', { method: 'PATCH', body: { ids }, report: false }),
  groupDelegate: (ids: number[], to: Recipient) => request<{ items: Task[] }>('/api/v1/workflow/delegate', { method: 'PATCH', body: { ids, ...to }, report: false }),
  /** A ticket for the event stream: EventSource cannot send the bearer header (docs/events.md). */
  getEventTicket: () => request<{ ticket: string; expiresAt: string }>('/api/v1/events/ticket', { method: 'POST', report: false }),
};
export type WorkflowCalls = typeof workflowCalls;
