import { and, eq } from 'drizzle-orm';
import type { Appeal } from '../../../contract/appeals';
import { MSG } from '../../../contract/rules';
import { APPEAL_LABELS } from '../../../contract/appeals';
import type { Db } from '../../db/client';
import { dossiers, dossierWijzigingen, gebruikers, geldverstrekkers, hypotheekgevers, kantoren } from '../../db/schema';
import { forbidden, notYours, validationError } from '../../errors';
import { checkCountries } from '../beheer/reference-lists';
import { auditFields } from '../dossier-detail/audit-trail';
import { visibleTo } from '../dossiers/scope';
import { dossierNames } from '../dossiers/summary';
import type { SessionUser } from '../permissions/access';

const NAW_FIELDS = [
  'geslacht', 'voorLetters', 'voorNamen', 'tussenVoegsels', 'achterNaam', 'geboorteDatum', 'bsn', 'iban', 'straatNaam',
  'huisNummer', 'huisNummerToevoeging', 'postcode', 'plaatsNaam', 'land', 'email', 'telefoonNummer',
] as const;

/** The first step of the application phase (contract/dossier.ts STAPPEN). */
const FIRST_STEP = 'ONTVANGEN';

/**
 * Whose application it is: an adviser enters one for its own office (another office is refused,
 * 403) and is its adviser unless it names a colleague; a lender only for its own money provider;
 * staff name the office (docs/applications.md).
 */
function owner(user: SessionUser, body: Appeal) {
  if (user.typeCode === 'A') {
    if (user.kantoorId === null || (body.kantoorId !== null && body.kantoorId !== user.kantoorId)) throw notYours();
    return { kantoorId: user.kantoorId, adviseurId: body.adviseurId ?? user.id };
  }
  if (user.typeCode === 'H' && body.geldverstrekkerId !== user.geldverstrekkerId) throw notYours();
  if (body.kantoorId === null) throw validationError({ kantoorId: MSG.required }, APPEAL_LABELS);
  return { kantoorId: body.kantoorId, adviseurId: body.adviseurId };
}

/**
 * POST /appeals: the dossier in phase AANVRAAG, step 'Aanvraag ontvangen', entered by hand (not
 * through HDN), with its applicants and their names on the dossier row; every field in the audit
 * trail. One transaction: a refusal leaves nothing behind.
 */
export async function createAppeal(db: Db, user: SessionUser, body: Appeal) {
  const { kantoorId, adviseurId } = owner(user, body);
  return db.transaction(async (tx) => {
    const [office] = await tx.select({ id: kantoren.id }).from(kantoren).where(and(eq(kantoren.id, kantoorId), eq(kantoren.active, true)));
    if (!office) throw validationError({ kantoorId: 'Dit kantoor bestaat niet of is niet actief.' }, APPEAL_LABELS);
    const [lender] = await tx
      .select({ id: geldverstrekkers.id })
      .from(geldverstrekkers)
      .where(and(eq(geldverstrekkers.id, body.geldverstrekkerId), eq(geldverstrekkers.active, true)));
    if (!lender) throw validationError({ geldverstrekkerId: 'Deze geldverstrekker bestaat niet of is niet actief.' }, APPEAL_LABELS);
    if (adviseurId !== null) {
      const [adviser] = await tx
        .select({ id: gebruikers.id })
        .from(gebruikers)
        .where(and(eq(gebruikers.id, adviseurId), eq(gebruikers.typeCode, 'A'), eq(gebruikers.kantoorId, kantoorId), eq(gebruikers.active, true)));
      if (!adviser) throw validationError({ adviseurId: 'Deze adviseur werkt niet (meer) bij dit kantoor.' }, APPEAL_LABELS);
    }
    await checkCountries(tx, body.hypotheekgevers.map((naw, i) => ({ field: `hypotheekgevers.${i}.land`, land: naw.land })), APPEAL_LABELS);

    const [dossier] = await tx
      .insert(dossiers)
      .values({
        kantoorId,
        adviseurId,
        geldverstrekkerId: body.geldverstrekkerId,
        fase: 'AANVRAAG',
        stap: FIRST_STEP,
        aanleverenViaHdnjn: 0,
        ...dossierNames(body.hypotheekgevers),
      })
      .returning();
    const opened = { fase: dossier.fase, stap: dossier.stap, kantoorId, adviseurId, geldverstrekkerId: body.geldverstrekkerId };
    await tx.insert(dossierWijzigingen).values(
      Object.entries(opened)
        .filter(([, value]) => value !== null)
        .map(([veld, value]) => ({ dossierId: dossier.id, gebruikerId: user.id, veld, oudeWaarde: null, nieuweWaarde: String(value) })),
    );
    for (const naw of body.hypotheekgevers) {
      const [applicant] = await tx.insert(hypotheekgevers).values({ dossierId: dossier.id, ...naw }).returning();
      await auditFields(tx, user.id, dossier.id, `hypotheekGevers[${applicant.id}]`, null, applicant, NAW_FIELDS);
    }
    // Entering what one could not open afterwards (an office or kind outside the user's scope) is refused.
    const [visible] = await tx.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.id, dossier.id), visibleTo(user)));
    if (!visible) throw forbidden();
    return { id: dossier.id, fase: 'AANVRAAG' as const, stap: dossier.stap, naamHypotheekGever: dossier.naamHypotheekGever };
  });
}
