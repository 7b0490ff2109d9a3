import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../dossiers/audit';

/** The one PostgreSQL channel every live event travels on (docs/events.md). */
export const EVENT_CHANNEL = 'app_events';

/** What changed about a task; the stream's SSE event name. */
export type TaskEventType = 'task.created' | 'task.updated' | 'task.delegated' | 'task.done' | 'task.undone' | 'task.archived' | 'task.read';

/**
 * A task changed. The stream sends it to each signed-in user who may see the task now, to whoever
 * held it before a hand-over (`former`, so their list drops it), and, for `onlyUserId`, to that one
 * user alone (their read marks are nobody else's business).
 */
export interface TaskEvent {
  type: TaskEventType;
  taskId: number;
  dossierId: number | null;
  actorId: number;
  former?: { userId: number | null; teamId: number | null };
  onlyUserId?: number;
}

/**
 * Mail arrived in, changed in or left one or more mailboxes (docs/mail.md). The stream sends it to
 * each signed-in user who may read one of those mailboxes now, and to nobody else.
 */
export interface MailEvent {
  type: 'mail.received' | 'mail.updated' | 'mail.deleted';
  postvakIds: number[];
  mailIds: number[];
  dossierIds: number[];
  actorId: number | null;
}

/** Every event the stream carries; the desk areas add their kinds here. */
export type AppEvent = TaskEvent | MailEvent;

/**
 * Publishes an event to every API server on the database (PostgreSQL NOTIFY). Inside a
 * transaction it leaves only on commit, so nobody hears of a change that was rolled back. Keep
 * events small (ids, no content): NOTIFY carries at most 8,000 bytes and each receiver reads what
 * it needs with its own rights.
 */
export async function publish(db: Db | Tx, event: AppEvent) {
  await db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(event)})`);
}
