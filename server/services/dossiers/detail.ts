import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { BuiltStatements, runPrepared } from '../../db/prepared';
import {
  belangrijkeDatums,
  btlContractanten,
  dossierBehandelaars,
  dossierOpmerkingen,
  dossiers,
  dossierTekstregels,
  gebruikers,
  hypotheekgevers,
  offerteData,
} from '../../db/schema';
import { notFound } from '../../errors';
import { applicantSchema, NAW_FIELDS } from '../dossier-detail/applicants';
import { userKey, type SessionUser } from '../permissions/access';
import type { BusinessCalendar } from '../workload/calendar';
import { dossierRowSchema, dossierRowsSql, toDossierRow, userName as userNameSchema, type RawRow } from './rows';
import { visibleTo } from './scope';

const id = z.number().int();
const text = z.string();
const maybeText = z.string().nullable();

/** What loadDossier answers: the list row with the detail's parts (docs/api-dossiers.md). */
export const dossierDetailSchema = dossierRowSchema.extend({
  hypotheekGevers: z.array(applicantSchema),
  dienstverlening: maybeText,
  redenBeeindigingId: id.nullable(),
  statusToelichting: maybeText,
  tekstregels: z.array(text),
  offerteData: z.array(
    z.object({ id, volgnummer: id, kenmerk: text, uitgebrachtOp: maybeText, geldigTot: maybeText, hoofdsom: z.number().nullable() }),
  ),
  contractanten: z.array(
    z.object({
      id,
      type: text,
      firstName: maybeText,
      familyNamePrefix: maybeText,
      familyName: maybeText,
      name: maybeText,
      kvkNummer: maybeText,
      contactDetails: z.array(z.object({ type: text, value: text })),
      version: id,
    }),
  ),
  behandelaars: z.array(z.object({ rol: text, gebruiker: userNameSchema })),
  belangrijkeDatums: z.array(z.object({ soort: text, datum: text, omschrijving: maybeText })),
  opmerkingen: z.array(z.object({ id, tekst: text, createdAt: z.date(), gebruiker: userNameSchema.nullable() })),
});

/** `json_build_object('key', value, …)` of the given columns or expressions, under the API's names. */
const jsonObject = (fields: Record<string, SQLWrapper>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/** A json array of one object per row of a subquery over the dossier's rows, '[]' when there are none. */
const jsonRows = (object: SQL, from: SQL, order: SQL) => sql`(select coalesce(json_agg(${object} order by ${order}), '[]') ${from})`;

const outerDossier = sql.raw('d.id');
const nameOf = (table: typeof gebruikers) =>
  jsonObject({ id: table.id, voorLetters: table.voorLetters, tussenVoegsels: table.tussenVoegsels, achterNaam: table.achterNaam });

/**
 * The detail's parts as columns beside the list row (dossierRowsSql), each a json subquery on the
 * dossier's id: one statement, and so one round trip, for the whole detail rather than nine.
 * Every value is what a Drizzle select of the column gives (dates of `date` columns as text,
 * money as a number); the remarks' instants come back as text and are made Dates below.
 */
const detailColumns = sql`
  d.dienstverlening, d.reden_beeindiging_id, d.status_toelichting,
  ${jsonRows(
    jsonObject({
      id: hypotheekgevers.id,
      version: hypotheekgevers.version,
      partijNawData: jsonObject(Object.fromEntries(NAW_FIELDS.map((field) => [field, hypotheekgevers[field]]))),
    }),
    sql`from ${hypotheekgevers} where ${eq(hypotheekgevers.dossierId, outerDossier)}`,
    sql`${hypotheekgevers.id}`,
  )} as applicants,
  ${jsonRows(
    jsonObject({
      id: offerteData.id,
      volgnummer: offerteData.volgnummer,
      kenmerk: offerteData.kenmerk,
      uitgebrachtOp: offerteData.uitgebrachtOp,
      geldigTot: offerteData.geldigTot,
      hoofdsom: sql`${offerteData.hoofdsom}::float8`,
    }),
    sql`from ${offerteData} where ${eq(offerteData.dossierId, outerDossier)}`,
    sql`${offerteData.volgnummer}`,
  )} as offerte_data,
  ${jsonRows(
    jsonObject({
      id: btlContractanten.id,
      type: btlContractanten.type,
      firstName: btlContractanten.firstName,
      familyNamePrefix: btlContractanten.familyNamePrefix,
      familyName: btlContractanten.familyName,
      name: btlContractanten.name,
      kvkNummer: btlContractanten.kvkNummer,
      contactDetails: btlContractanten.contactDetails,
      version: btlContractanten.version,
    }),
    sql`from ${btlContractanten} where ${eq(btlContractanten.dossierId, outerDossier)}`,
    sql`${btlContractanten.id}`,
  )} as contractanten,
  ${jsonRows(
    jsonObject({ rol: dossierBehandelaars.rol, gebruiker: nameOf(gebruikers) }),
    sql`from ${dossierBehandelaars} join ${gebruikers} on ${eq(gebruikers.id, dossierBehandelaars.gebruikerId)} where ${eq(dossierBehandelaars.dossierId, outerDossier)}`,
    sql`${dossierBehandelaars.rol}`,
  )} as behandelaars,
  ${jsonRows(
    jsonObject({ soort: belangrijkeDatums.soort, datum: belangrijkeDatums.datum, omschrijving: belangrijkeDatums.omschrijving }),
    sql`from ${belangrijkeDatums} where ${eq(belangrijkeDatums.dossierId, outerDossier)}`,
    sql`${belangrijkeDatums.datum}`,
  )} as belangrijke_datums,
  ${jsonRows(
    jsonObject({
      id: dossierOpmerkingen.id,
      tekst: dossierOpmerkingen.tekst,
      createdAt: dossierOpmerkingen.createdAt,
      gebruiker: sql`case when ${gebruikers.id} is null then null else ${nameOf(gebruikers)} end`,
    }),
    sql`from ${dossierOpmerkingen} left join ${gebruikers} on ${eq(gebruikers.id, dossierOpmerkingen.gebruikerId)} where ${eq(dossierOpmerkingen.dossierId, outerDossier)}`,
    sql`${dossierOpmerkingen.createdAt}`,
  )} as opmerkingen,
  (select coalesce(json_agg(${dossierTekstregels.tekst} order by ${dossierTekstregels.volgnummer}), '[]')
     from ${dossierTekstregels} where ${eq(dossierTekstregels.dossierId, outerDossier)}) as tekstregels,`;

type Detail = z.infer<typeof dossierDetailSchema>;

const detailStatements = new BuiltStatements(64);

/**
 * One dossier with what the header and the overview show: the list row plus the applicants'
 * full partijNawData, the offers, BTL contractors, handlers, important dates and remarks. The
 * detail issue adds the sub-entities. A dossier outside the user's scope answers 404.
 */
export async function loadDossier(db: Db, user: SessionUser, id: number, calendar: BusinessCalendar): Promise<Detail> {
  // Built once per user and prepared, the dossier's id a parameter.
  const statement = detailStatements.get(userKey(user), () => {
    const page = sql`(select ${dossiers.id} as id, 1 as n from ${dossiers} where ${and(sql`${dossiers.id} = ${sql.placeholder('id')}`, visibleTo(user))})`;
    return dossierRowsSql(page, detailColumns);
  });
  const [raw] = await runPrepared<RawRow>(db, statement, { id });
  if (!raw) throw notFound();
  const remarks = raw.opmerkingen as (Omit<Detail['opmerkingen'][number], 'createdAt'> & { createdAt: string })[];
  // Added to the fresh row, not spread into a new literal: V8 copies a spread object of this size
  // property by property through its runtime, some 10 µs a call (docs/performance.md).
  return Object.assign(toDossierRow(raw, calendar), {
    // With each applicant's version and IBAN: the detail's forms save them (docs/api-dossier-detail.md).
    hypotheekGevers: raw.applicants as Detail['hypotheekGevers'],
    dienstverlening: raw.dienstverlening as string | null,
    redenBeeindigingId: raw.reden_beeindiging_id as number | null,
    statusToelichting: raw.status_toelichting as string | null,
    tekstregels: raw.tekstregels as string[],
    offerteData: raw.offerte_data as Detail['offerteData'],
    contractanten: raw.contractanten as Detail['contractanten'],
    behandelaars: raw.behandelaars as Detail['behandelaars'],
    belangrijkeDatums: raw.belangrijke_datums as Detail['belangrijkeDatums'],
    opmerkingen: remarks.map((remark) => ({ id: remark.id, tekst: remark.tekst, createdAt: new Date(remark.createdAt), gebruiker: remark.gebruiker })),
  });
}
