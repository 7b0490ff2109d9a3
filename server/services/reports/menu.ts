import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { menuRapportages } from '../../db/schema';
import type { SessionUser } from '../permissions/access';

export const reportMenuItem = z.object({ id: z.number().int(), label: z.string() });

/** The active reports whose permission the user holds (Beheer › Rapportages). */
export const visibleReports = (user: SessionUser) =>
  and(eq(menuRapportages.active, true), inArray(menuRapportages.permissie, [...user.permissions]));

/** The entries under Rapportages in the sidebar, each opening /rapportages/{id}: the reports the user may see. */
export const reportMenu = (db: Db, user: SessionUser) =>
  db
    .select({ id: menuRapportages.id, label: menuRapportages.label })
    .from(menuRapportages)
    .where(visibleReports(user))
    .orderBy(asc(menuRapportages.volgorde), asc(menuRapportages.id));
