import { eq, sql, type SQL } from 'drizzle-orm';
import type { DeskRole } from '../../../contract/desks';
import type { UserCode } from '../../../contract/permissions';
import { overruleVerzoeken, voorbespreekGesprekken } from '../../db/schema';
import type { DeskEvent } from '../events/publish';
import type { SessionUser } from '../permissions/access';

/**
 * Who takes part in a desk conversation (docs/desks.md "Who sees what"): the back office's staff
 * see every conversation, an adviser those of its own office, a money provider the overrule
 * requests on its own dossiers. One rule gives the lists' SQL and the live events' audience, so a
 * stream never hears of a conversation its user could not open.
 */
const STAFF: readonly UserCode[] = ['M', 'E', 'B', 'V'];
export const isStaff = (user: Pick<SessionUser, 'typeCode'>) => STAFF.includes(user.typeCode);

/** The part a user plays in a desk's chat, or null when they play none. */
export function deskRole(user: Pick<SessionUser, 'typeCode'>): DeskRole | null {
  if (isStaff(user)) return 'MEDEWERKER';
  if (user.typeCode === 'A') return 'ADVISEUR';
  if (user.typeCode === 'H') return 'GELDVERSTREKKER';
  return null;
}

const NOTHING = sql`false`;

const mayOpenOverrule = (user: SessionUser) => user.permissions.has('MENU_OVERRULEDESK_VIEW');
const mayOpenVoorbespreek = (user: SessionUser) => user.permissions.has('MENU_VOORBESPREEKDESK_VIEW') || user.permissions.has('VOORBESPREEKDESK_VIEW_ONLY');

/** The overrule requests a user takes part in. */
export function overruleScope(user: SessionUser): SQL | undefined {
  if (!mayOpenOverrule(user)) return NOTHING;
  if (isStaff(user)) return undefined;
  if (user.typeCode === 'A') return user.kantoorId === null ? NOTHING : eq(overruleVerzoeken.kantoorId, user.kantoorId);
  if (user.typeCode === 'H') return user.geldverstrekkerId === null ? NOTHING : eq(overruleVerzoeken.geldverstrekkerId, user.geldverstrekkerId);
  return NOTHING;
}

/** The pre-discussions a user takes part in: no money provider is party to them. */
export function voorbespreekScope(user: SessionUser): SQL | undefined {
  if (!mayOpenVoorbespreek(user)) return NOTHING;
  if (isStaff(user)) return undefined;
  if (user.typeCode === 'A') return user.kantoorId === null ? NOTHING : eq(voorbespreekGesprekken.kantoorId, user.kantoorId);
  return NOTHING;
}

/** Whether a live desk event goes to this user: the same rule as the lists, from the event's own fields. */
export function deskEventReaches(user: SessionUser, event: DeskEvent) {
  if (event.onlyUserId !== undefined) return event.onlyUserId === user.id;
  const open = event.desk === 'OVERRULE' ? mayOpenOverrule(user) : mayOpenVoorbespreek(user);
  if (!open) return false;
  if (isStaff(user)) return true;
  if (user.typeCode === 'A') return user.kantoorId !== null && user.kantoorId === event.kantoorId;
  if (user.typeCode === 'H') return event.desk === 'OVERRULE' && user.geldverstrekkerId !== null && user.geldverstrekkerId === event.geldverstrekkerId;
  return false;
}
