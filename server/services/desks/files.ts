import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deskBijlagen, overruleBerichten, overruleVerzoeken, voorbespreekBerichten, voorbespreekGesprekken } from '../../db/schema';
import type { SessionUser } from '../permissions/access';
import { overruleScope, voorbespreekScope } from './parties';

/** GET /files/{key} of a desk message's file: only for the parties of its conversation (services/files/download.ts). */
export async function deskFileReadable(db: Db, bestandId: number, user: SessionUser) {
  const [file] = await db
    .select({ overrule: deskBijlagen.overruleBerichtId, voorbespreek: deskBijlagen.voorbespreekBerichtId })
    .from(deskBijlagen)
    .where(eq(deskBijlagen.bestandId, bestandId));
  if (!file) return false;
  const rows =
    file.overrule !== null
      ? await db
          .select({ id: overruleVerzoeken.id })
          .from(overruleBerichten)
          .innerJoin(overruleVerzoeken, eq(overruleVerzoeken.id, overruleBerichten.verzoekId))
          .where(and(eq(overruleBerichten.id, file.overrule), overruleScope(user)))
      : await db
          .select({ id: voorbespreekGesprekken.id })
          .from(voorbespreekBerichten)
          .innerJoin(voorbespreekGesprekken, eq(voorbespreekGesprekken.id, voorbespreekBerichten.gesprekId))
          .where(and(eq(voorbespreekBerichten.id, file.voorbespreek!), voorbespreekScope(user)));
  return rows.length > 0;
}
