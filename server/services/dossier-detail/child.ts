import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierKoppelingen, dossiers } from '../../db/schema';
import { projectionColumns } from '../dossiers/projections';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { readDossier } from './access';

/**
 * GET /dossiers/{id}/child: the dossier made from this one (the CDS dossier that follows a passed
 * mortgage), as the quick search's projection plus the kind of link; null when there is none or
 * when the user may not see it (a child outside the user's scope is not revealed).
 */
export async function readChild(db: Db, user: SessionUser, id: number) {
  await readDossier(db, user, id);
  const [child] = await db
    .select({ ...projectionColumns, status: dossiers.status, soort: dossierKoppelingen.soort })
    .from(dossierKoppelingen)
    .innerJoin(dossiers, eq(dossiers.id, dossierKoppelingen.kindDossierId))
    .where(and(eq(dossierKoppelingen.ouderDossierId, id), visibleTo(user)));
  return child ?? null;
}
