import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gebruikerProfielen, gebruikers, kantoren } from '../../db/schema';
import { readDossier } from '../dossier-detail/access';
import type { SessionUser } from '../permissions/access';

/**
 * GET /dossiers/{id}/advisor-contact: who to call about a dossier, its adviser and office with
 * their contact data; either may be missing (a dossier not linked yet). The dossier is read within
 * the caller's scope first, so a dossier out of scope answers 404 and tells nothing.
 */
export async function advisorContact(db: Db, user: SessionUser, dossierId: number) {
  const dossier = await readDossier(db, user, dossierId);
  const [adviseur] = dossier.adviseurId
    ? await db
        .select({
          id: gebruikers.id,
          voorLetters: gebruikers.voorLetters,
          tussenVoegsels: gebruikers.tussenVoegsels,
          achterNaam: gebruikers.achterNaam,
          email: gebruikers.email,
          telefoonnummer: gebruikerProfielen.telefoonnummer,
          mobielnummer: gebruikerProfielen.mobielnummer,
        })
        .from(gebruikers)
        .leftJoin(gebruikerProfielen, eq(gebruikerProfielen.gebruikerId, gebruikers.id))
        .where(eq(gebruikers.id, dossier.adviseurId))
    : [];
  const [kantoor] = dossier.kantoorId
    ? await db
        .select({
          id: kantoren.id,
          bedrijfsNaam: kantoren.bedrijfsNaam,
          plaatsNaam: kantoren.plaatsNaam,
          straatNaam: kantoren.straatNaam,
          huisNummer: kantoren.huisNummer,
          postcode: kantoren.postcode,
          telefoonNummer: kantoren.telefoonNummer,
          email: kantoren.email,
          website: kantoren.website,
          afmNummer: kantoren.afmNummer,
        })
        .from(kantoren)
        .where(eq(kantoren.id, dossier.kantoorId))
    : [];
  return { adviseur: adviseur ?? null, kantoor: kantoor ?? null };
}
