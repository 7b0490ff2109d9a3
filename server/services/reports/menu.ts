import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { menuRapportages } from '../../db/schema';

export const reportMenuItem = z.object({ id: z.number().int(), label: z.string() });

/** The entries under Rapportages in the sidebar, each opening /rapportages/{id}. */
export const reportMenu = (db: Db) =>
  db
    .select({ id: menuRapportages.id, label: menuRapportages.label })
    .from(menuRapportages)
    .where(eq(menuRapportages.active, true))
    .orderBy(asc(menuRapportages.volgorde), asc(menuRapportages.id));
