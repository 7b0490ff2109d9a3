import { sql } from 'drizzle-orm';
import type { Desk } from '../../../contract/desks';
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

/** What changed in a desk conversation (docs/desks.md "Live"); the stream's SSE event name. */
export type DeskEventType = 'desk.created' | 'desk.message' | 'desk.status' | 'desk.handler' | 'desk.closed' | 'desk.linked' | 'desk.read';

/**
 * A desk conversation changed. The stream sends it to the parties of that conversation only: the
 * back office, the advisers of `kantoorId` and, for an overrule request, the people of
 * `geldverstrekkerId` (services/desks/parties.ts); `onlyUserId` for a read mark.
 */
export interface DeskEvent {
  type: DeskEventType;
  desk: Desk;
  id: number;
  kantoorId: number | null;
  geldverstrekkerId: number | null;
  dossierId: number | null;
  actorId: number;
  onlyUserId?: number;
}

export const isDeskEvent = (event: AppEvent): event is DeskEvent => event.type.startsWith('desk.');


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

export const isMailEvent = (event: AppEvent): event is MailEvent => event.type.startsWith('mail.');

/** Every event the stream carries: tasks, desk conversations and mail. */
export type AppEvent = TaskEvent | DeskEvent | MailEvent;

/**
 * Publishes an event to every API server on the database (PostgreSQL NOTIFY). Inside a
 * transaction it leaves only on commit, so nobody hears of a change that was rolled back. Keep
 * events small (ids, no content): NOTIFY carries at most 8,000 bytes and each receiver reads what
 * it needs with its own rights.
 */
export async function publish(db: Db | Tx, event: AppEvent) {
  await db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(event)})`);
}
