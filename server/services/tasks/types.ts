import { asc, desc, eq } from 'drizzle-orm';
import { TAAK_PRIORITEITEN } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { taakTypes } from '../../db/schema';

/** GET /rs/taak/types: the active task categories, by name (the spec asks sort=displayName,asc). */
export const taskTypes = (db: Db, direction: 'asc' | 'desc') =>
  db
    .select({ id: taakTypes.id, displayName: taakTypes.displayName })
    .from(taakTypes)
    .where(eq(taakTypes.active, true))
    .orderBy(direction === 'asc' ? asc(taakTypes.displayName) : desc(taakTypes.displayName), asc(taakTypes.id));

/** GET /rs/taak/priorities: spec 000 §3, Normaal first (the default). */
export const taskPriorities = () => TAAK_PRIORITEITEN.map((p) => ({ ...p }));
