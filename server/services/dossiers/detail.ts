import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { rowsOf, type Db } from '../../db/client';
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
import { applicantOut, applicantSchema } from '../dossier-detail/applicants';
import type { SessionUser } from '../permissions/access';
import type { BusinessCalendar } from '../workload/calendar';
import { dossierRowSchema, dossierRowsSql, toDossierRow, userName as userNameSchema, type RawRow } from './rows';
import { visibleTo } from './scope';

const userName = (table: typeof gebruikers | ReturnType<typeof alias<typeof gebruikers, string>>) => ({
  id: table.id,
  voorLetters: table.voorLetters,
  tussenVoegsels: table.tussenVoegsels,
  achterNaam: table.achterNaam,
});

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

/**
 * One dossier with what the header and the overview show: the list row plus the applicants'
 * full partijNawData, the offers, BTL contractors, handlers, important dates and remarks. The
 * detail issue adds the sub-entities. A dossier outside the user's scope answers 404.
 */
export async function loadDossier(db: Db, user: SessionUser, id: number, calendar: BusinessCalendar) {
  const page = sql`(select ${dossiers.id} as id, 1 as n from ${dossiers} where ${and(eq(dossiers.id, id), visibleTo(user))})`;
  const [raw] = rowsOf<RawRow>(await db.execute(dossierRowsSql(page)));
  if (!raw) throw notFound();
  const author = alias(gebruikers, 'auteur');
  const [applicants, offers, contractors, handlers, dates, remarks, [own], lines] = await Promise.all([
    db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, id)).orderBy(asc(hypotheekgevers.id)),
    db
      .select({
        id: offerteData.id,
        volgnummer: offerteData.volgnummer,
        kenmerk: offerteData.kenmerk,
        uitgebrachtOp: offerteData.uitgebrachtOp,
        geldigTot: offerteData.geldigTot,
        hoofdsom: offerteData.hoofdsom,
      })
      .from(offerteData)
      .where(eq(offerteData.dossierId, id))
      .orderBy(asc(offerteData.volgnummer)),
    db.select().from(btlContractanten).where(eq(btlContractanten.dossierId, id)).orderBy(asc(btlContractanten.id)),
    db
      .select({ rol: dossierBehandelaars.rol, gebruiker: userName(gebruikers) })
      .from(dossierBehandelaars)
      .innerJoin(gebruikers, eq(gebruikers.id, dossierBehandelaars.gebruikerId))
      .where(eq(dossierBehandelaars.dossierId, id))
      .orderBy(asc(dossierBehandelaars.rol)),
    db
      .select({ soort: belangrijkeDatums.soort, datum: belangrijkeDatums.datum, omschrijving: belangrijkeDatums.omschrijving })
      .from(belangrijkeDatums)
      .where(eq(belangrijkeDatums.dossierId, id))
      .orderBy(asc(belangrijkeDatums.datum)),
    db
      .select({ id: dossierOpmerkingen.id, tekst: dossierOpmerkingen.tekst, createdAt: dossierOpmerkingen.createdAt, gebruiker: userName(author) })
      .from(dossierOpmerkingen)
      .leftJoin(author, eq(author.id, dossierOpmerkingen.gebruikerId))
      .where(eq(dossierOpmerkingen.dossierId, id))
      .orderBy(asc(dossierOpmerkingen.createdAt)),
    db
      .select({ dienstverlening: dossiers.dienstverlening, redenBeeindigingId: dossiers.redenBeeindigingId, statusToelichting: dossiers.statusToelichting })
      .from(dossiers)
      .where(eq(dossiers.id, id)),
    db.select().from(dossierTekstregels).where(eq(dossierTekstregels.dossierId, id)).orderBy(asc(dossierTekstregels.volgnummer)),
  ]);
  return {
    ...toDossierRow(raw, calendar),
    // With each applicant's version and IBAN: the detail's forms save them (docs/api-dossier-detail.md).
    hypotheekGevers: applicants.map(applicantOut),
    dienstverlening: own.dienstverlening,
    redenBeeindigingId: own.redenBeeindigingId,
    statusToelichting: own.statusToelichting,
    tekstregels: lines.map((l) => l.tekst),
    offerteData: offers,
    contractanten: contractors.map(({ dossierId: _d, createdAt: _c, updatedAt: _u, ...c }) => c),
    behandelaars: handlers,
    belangrijkeDatums: dates,
    opmerkingen: remarks,
  };
}
