import type { z } from 'zod';
import type { WorkflowScope, delegateTargetsSchema, unreadDetailsSchema, workflowCountsSchema, workflowFilterSchema, workflowItemSchema, workflowMailSchema } from '../../contract/workflow';
import type { Page } from './crud';
import { request } from './http';
import type { Task, TaskPaging } from './tasks';

/** Named calls of the workflow list, its counts and group actions (spec 000 §3, §7; docs/tasks.md). */
export type WorkflowFilter = z.input<typeof workflowFilterSchema>;
/** A task, or (workflowType MAIL) an incoming mail. */
type WorkflowItem = z.input<typeof workflowItemSchema>;
type WorkflowCounts = z.input<typeof workflowCountsSchema>;
type WorkflowMail = z.input<typeof workflowMailSchema>;
type UnreadDetails = z.input<typeof unreadDetailsSchema>;
export type DelegateTargets = z.input<typeof delegateTargetsSchema>;

/** A team a task can go to, named by its e-mail in the panel (spec 000 §2). */
export interface TaskTeam {
  id: number;
  teamNaam: string;
  teamEmail: string;
}

/** A hand-over: to a person (toSelection 1) or a team (0). */
export interface Recipient {
  toSelection: 0 | 1;
  assigneeId?: number | null;
  teamId?: number | null;
}

export const workflowCalls = {
  getWorkflow: (query: TaskPaging & { scope: WorkflowScope; search?: string }, filter: WorkflowFilter) =>
    request<Page<WorkflowItem>>('/api/v1/workflow', { method: 'POST', query: { ...query }, body: filter }),
  /**
   * The unread counts of the workflow page's scope, sent as spec 000 §7 has it: Mijn without a
   * scope (the server's default; the scope is only sent outside the page) and with the deadline
   * range, Team and Alle posted with activeUsers; the page adds its range there too.
   */
  getWorkflowCounts: (scope: WorkflowScope, filter: Pick<NonNullable<WorkflowFilter>, 'activeUsers' | 'deadlineFrom' | 'deadlineTo'>) =>
    scope === 'MIJN'
      ? request<WorkflowCounts>('/api/v1/workflow/count/unread', { query: { deadlineFrom: filter.deadlineFrom ?? undefined, deadlineTo: filter.deadlineTo ?? undefined } })
      : request<WorkflowCounts>(`/api/v1/workflow/count/${scope === 'TEAM' ? 'team' : 'all'}`, { method: 'POST', body: filter }),
  /** A failed refresh is reported like any call; a 401 there ends the session (spec 000 §4). */
  getUnreadDetails: () => request<UnreadDetails>('/api/v1/unread/details', { report: false }),
  /** The caller's own active teams; with a dossier those in which someone may see it (spec 000 §7). */
  getOwnTeams: (dossierId?: number | null) => request<TaskTeam[]>('/api/v1/gebruikers/current/teams', { query: { dossierId: dossierId ?? undefined } }),
  /**
   * The teams a new task may go to (spec 000 §7): the caller's own active teams of its organisation,
   * money provider -1 for the processor's staff (spec 000 §6).
   */
  getTaskTeams: (moneyProviderId: number | null) =>
    request<TaskTeam[]>('/api/v1/teams', { query: { active: 'true', moneyProviderId: moneyProviderId ?? -1, userTeamsOnly: 'true' } }),
  getDelegateTargets: (dossierId?: number | null) => request<DelegateTargets>('/api/v1/workflow/delegate-to', { query: { dossierId: dossierId ?? undefined } }),
  markWorkflowDone: (id: number, done: boolean) => request<Task>(`/api/v1/workflow/${id}/${done ? 'mark-as-done' : 'mark-as-undone'}`, { method: 'PATCH' }),
  /** A mail of the workflow list: done archives it, undone puts it back to work (docs/mail.md). */
  markWorkflowMailDone: (id: number, done: boolean) =>
    request<WorkflowMail>(`/api/v1/workflow/${id}/${done ? 'mark-as-done' : 'mark-as-undone'}`, { method: 'PATCH', query: { workflowType: 'MAIL' } }),
  setWorkflowMailPriority: (id: number, value: number) => request<WorkflowMail>(`/api/v1/workflow/${id}/priority`, { method: 'PATCH', query: { workflowType: 'MAIL' }, body: { value } }),
  delegateWorkflow: (id: number, to: Recipient) => request<Task>(`/api/v1/workflow/${id}/delegate`, { method: 'PATCH', body: to, report: false }),
  setWorkflowPriority: (id: number, value: number) => request<Task>(`/api/v1/workflow/${id}/priority`, { method: 'PATCH', body: { value } }),
  /** All or nothing: a refusal names every task the caller may not touch; the screen shows it. */
  groupMarkDone: (ids: number[]) => request<{ items: Task[] }>('/api/v1/workflow/mark-as-done', { method: 'PATCH', body: { ids }, report: false }),
  groupDelegate: (ids: number[], to: Recipient) => request<{ items: Task[] }>('/api/v1/workflow/delegate', { method: 'PATCH', body: { ids, ...to }, report: false }),
  /** A ticket for the event stream: EventSource cannot send the bearer header (docs/events.md). */
  getEventTicket: () => request<{ ticket: string; expiresAt: string }>('/api/v1/events/ticket', { method: 'POST', report: false }),
};
export type WorkflowCalls = typeof workflowCalls;
