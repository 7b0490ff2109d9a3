import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { setDone, setPriority, markOpened } from '../mail/actions';
import { worksWithMail } from '../mail/counts';
import { describeDetail, readMail } from '../mail/read';
import type { SessionUser } from '../permissions/access';

/**
 * A mail row of the workflow (docs/mail.md "Workflow and counters"): opened, given a priority,
 * marked done (archived) or undone like a task, by `?workflowType=MAIL` on the task's calls. The
 * mail's own rights apply: its mailbox must be the caller's to read.
 */
const mailItem = async <T extends object>(user: SessionUser, work: () => Promise<T>) => {
  if (!worksWithMail(user)) throw forbidden();
  return { ...(await work()), workflowType: 'MAIL' as const };
};

/** GET /workflow/{id}?workflowType=MAIL: the message; opening it reads it, as in Berichten. */
export const openMailItem = (db: Db, user: SessionUser, id: number) => mailItem(user, async () => describeDetail(db, await markOpened(db, user, await readMail(db, user, id))));

export const mailItemPriority = (db: Db, user: SessionUser, id: number, value: number) => mailItem(user, () => setPriority(db, user, id, value));

export const mailItemDone = (db: Db, user: SessionUser, id: number, done: boolean) => mailItem(user, () => setDone(db, user, id, done));
