import type { Db } from '../../db/client';
import type { Tx } from '../dossiers/audit';
import { publish, type MailEvent } from '../events/publish';
import type { SessionUser } from '../permissions/access';
import { readableMailboxIds } from './mailboxes';

/** The hub's rule for mail events (docs/events.md): only who may read one of the mailboxes hears of it. */
export async function mailEventReaches(db: Db, user: SessionUser, event: MailEvent) {
  const readable = await readableMailboxIds(db, user.id);
  return event.postvakIds.some((id) => readable.includes(id));
}

/** Publishes a mail event in the caller's transaction (it leaves on commit); ids made unique and small. */
export async function publishMail(tx: Db | Tx, type: MailEvent['type'], rows: readonly { id: number; postvakId: number; dossierId: number | null }[], actorId: number | null) {
  if (!rows.length) return;
  const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  // NOTIFY carries at most 8,000 bytes: a large selection sends its mailboxes without the message ids.
  const mailIds = rows.length <= 200 ? unique(rows.map((r) => r.id)) : [];
  await publish(tx, { type, postvakIds: unique(rows.map((r) => r.postvakId)), mailIds, dossierIds: unique(rows.map((r) => r.dossierId)).slice(0, 200), actorId });
}
