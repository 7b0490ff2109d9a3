import { aliasedTable, and, asc, eq, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BANKGARANTIE_STATUSSEN, OPEN_BANKGARANTIE_STATUSSEN } from '../../../contract/dossier-parties';
import { moment } from '../../../contract/documents';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { bankgaranties, belangrijkeDatums, dossiers, dossierWijzigingen, gebruikers, geldverstrekkers, kantoren, objecten } from '../../db/schema';
import { notFound } from '../../errors';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { amsterdamDay } from '../workload/calendar';
import { guaranteeItem } from './list';

export const guaranteeDetail = guaranteeItem.extend({
  version: z.number().int(),
  fase: z.string(),
  stap: z.string(),
  adviseurNaam: z.string().nullable(),
  /** The property bought, whose deposit the guarantee stands in for. */
  object: z.object({ straatNaam: z.string(), huisNummer: z.number().int(), huisNummerToevoeging: z.string().nullable(), postcode: z.string(), plaatsNaam: z.string() }).nullable(),
  koopsom: z.number().nullable(),
  /** The planned transfer at the notary (belangrijke datums, PASSEERDATUM). */
  passeerdatum: z.string().nullable(),
  /** An open guarantee that lapses before the planned transfer: it must be extended. */
  verlooptVoorPasseren: z.boolean(),
  aangemaaktOp: moment,
  gewijzigdOp: moment,
  /** Its changes from the dossier's audit trail, newest first; null without DOSSIER_DETAIL_AUDIT. */
  wijzigingen: z
    .array(z.object({ id: z.number().int(), gewijzigdOp: moment, door: z.string().nullable(), veld: z.string(), oudeWaarde: z.string().nullable(), nieuweWaarde: z.string().nullable() }))
    .nullable(),
});

const adviseur = aliasedTable(gebruikers, 'adviseur');

/**
 * GET /bankgaranties/{id} (docs/guarantees.md "Detail"): one guarantee with what a handler checks
 * it against: the purchase it secures, the planned transfer, the dossier's people, and what
 * changed on it. Within the dossier lists' scope; outside it 404.
 */
export async function readGuarantee(db: Db, user: SessionUser, id: number, now = new Date()) {
  const today = amsterdamDay(now);
  const [row] = await db
    .select({
      id: bankgaranties.id,
      dossierId: bankgaranties.dossierId,
      cds: dossiers.cds,
      btl: dossiers.btl,
      fase: dossiers.fase,
      stap: dossiers.stap,
      naamHypotheekGever: dossiers.naamHypotheekGever,
      geldverstrekkerNaam: geldverstrekkers.naam,
      kantoorNaam: kantoren.bedrijfsNaam,
      adviseurVoorLetters: adviseur.voorLetters,
      adviseurTussenVoegsels: adviseur.tussenVoegsels,
      adviseurAchterNaam: adviseur.achterNaam,
      bank: bankgaranties.bank,
      kenmerk: bankgaranties.kenmerk,
      begunstigde: bankgaranties.begunstigde,
      bedrag: bankgaranties.bedrag,
      ingangsDatum: bankgaranties.ingangsDatum,
      vervalDatum: bankgaranties.vervalDatum,
      status: bankgaranties.status,
      dagenTotVerval: sql<number>`(${bankgaranties.vervalDatum} - ${today}::date)`.mapWith(Number),
      version: bankgaranties.version,
      aangemaaktOp: bankgaranties.createdAt,
      gewijzigdOp: bankgaranties.updatedAt,
      passeerdatum: belangrijkeDatums.datum,
    })
    .from(bankgaranties)
    .innerJoin(dossiers, eq(dossiers.id, bankgaranties.dossierId))
    .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, dossiers.geldverstrekkerId))
    .leftJoin(kantoren, eq(kantoren.id, dossiers.kantoorId))
    .leftJoin(adviseur, eq(adviseur.id, dossiers.adviseurId))
    .leftJoin(belangrijkeDatums, and(eq(belangrijkeDatums.dossierId, dossiers.id), eq(belangrijkeDatums.soort, 'PASSEERDATUM')))
    .where(and(eq(bankgaranties.id, id), visibleTo(user)));
  if (!row) throw notFound();
  const [object] = await db
    .select({ straatNaam: objecten.straatNaam, huisNummer: objecten.huisNummer, huisNummerToevoeging: objecten.huisNummerToevoeging, postcode: objecten.postcode, plaatsNaam: objecten.plaatsNaam, koopsom: objecten.koopsom })
    .from(objecten)
    .where(eq(objecten.dossierId, row.dossierId))
    .orderBy(asc(objecten.id))
    .limit(1);
  const wijzigingen = user.permissions.has('DOSSIER_DETAIL_AUDIT') ? await changes(db, row.dossierId, id) : null;
  const { adviseurVoorLetters, adviseurTussenVoegsels, adviseurAchterNaam, ...guarantee } = row;
  const open = OPEN_BANKGARANTIE_STATUSSEN.includes(row.status);
  return {
    ...guarantee,
    status: row.status as (typeof BANKGARANTIE_STATUSSEN)[number],
    adviseurNaam: adviseurAchterNaam === null ? null : personName({ voorLetters: adviseurVoorLetters ?? '', tussenVoegsels: adviseurTussenVoegsels, achterNaam: adviseurAchterNaam }),
    object: object ? { straatNaam: object.straatNaam, huisNummer: object.huisNummer, huisNummerToevoeging: object.huisNummerToevoeging, postcode: object.postcode, plaatsNaam: object.plaatsNaam } : null,
    koopsom: object?.koopsom ?? null,
    verlooptVoorPasseren: open && row.passeerdatum !== null && row.vervalDatum < row.passeerdatum,
    wijzigingen,
  };
}

/** The guarantee's lines of the audit trail (`bankgaranties[{id}].{field}`), the field named without its prefix. */
async function changes(db: Db, dossierId: number, id: number) {
  const prefix = `bankgaranties[${id}].`;
  const rows = await db
    .select({
      id: dossierWijzigingen.id,
      gewijzigdOp: dossierWijzigingen.gewijzigdOp,
      veld: dossierWijzigingen.veld,
      oudeWaarde: dossierWijzigingen.oudeWaarde,
      nieuweWaarde: dossierWijzigingen.nieuweWaarde,
      voorLetters: gebruikers.voorLetters,
      tussenVoegsels: gebruikers.tussenVoegsels,
      achterNaam: gebruikers.achterNaam,
    })
    .from(dossierWijzigingen)
    .leftJoin(gebruikers, eq(gebruikers.id, dossierWijzigingen.gebruikerId))
    .where(and(eq(dossierWijzigingen.dossierId, dossierId), like(dossierWijzigingen.veld, `${prefix}%`)))
    .orderBy(sql`${dossierWijzigingen.gewijzigdOp} desc`, sql`${dossierWijzigingen.id} desc`)
    .limit(100);
  return rows.map(({ voorLetters, tussenVoegsels, achterNaam, veld, ...change }) => ({
    ...change,
    veld: veld.slice(prefix.length),
    door: achterNaam === null ? null : personName({ voorLetters: voorLetters ?? '', tussenVoegsels, achterNaam }),
  }));
}
