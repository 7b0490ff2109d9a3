import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { personName } from '../../../contract/names';
import type {
  BancaireDekking,
  Fondsverdeling,
  HypotheekOpties,
  Kortingsregeling,
  LeningdeelSub,
  LeningSub,
  Maatwerk,
  PremieAfspraak,
} from '../../../contract/mortgage-details';
import type { Db } from '../../db/client';
import { bancaireDekkingen, fondsverdelingen, gebruikers, hypotheekOpties, hypotheken, kortingsregelingen, leningdelen, maatwerk, premieAfspraken } from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../permissions/access';
import { readDossier } from './access';
import { readFinancieleDekking } from './mortgage';

/**
 * The lening and leningdeel sub-reads (docs/dossier-detail-forms.md "Mortgage sub-reads"). A loan or
 * loan part is read within its dossier's scope: one outside it answers 404, as an unknown id does.
 */
async function loanDossier(db: Db, user: SessionUser, hypotheekId: number) {
  const [row] = await db.select({ dossierId: hypotheken.dossierId }).from(hypotheken).where(eq(hypotheken.id, hypotheekId));
  if (!row) throw notFound();
  return readDossier(db, user, row.dossierId);
}

async function partDossier(db: Db, user: SessionUser, leningdeelId: number) {
  const [row] = await db
    .select({ dossierId: hypotheken.dossierId })
    .from(leningdelen)
    .innerJoin(hypotheken, eq(hypotheken.id, leningdelen.hypotheekId))
    .where(eq(leningdelen.id, leningdeelId));
  if (!row) throw notFound();
  return readDossier(db, user, row.dossierId);
}

/** GET /dossiers/hypotheek/lening/{id}/{sub}: an object for financieledekking and hypotheekopties (null when none), else a list. */
export async function readLeningSub(db: Db, user: SessionUser, hypotheekId: number, sub: LeningSub) {
  const dossier = await loanDossier(db, user, hypotheekId);
  switch (sub) {
    case 'financieledekking':
      return readFinancieleDekking(db, dossier.id);
    case 'hypotheekopties':
      return readOpties(db, hypotheekId);
    case 'bancairedekking':
      return readBancaireDekking(db, hypotheekId);
    case 'maatwerk':
      return readMaatwerk(db, hypotheekId);
  }
}

/** GET /dossiers/hypotheek/leningdeel/{id}/{sub}: always a list (a part may have none). */
export async function readLeningdeelSub(db: Db, user: SessionUser, leningdeelId: number, sub: LeningdeelSub) {
  await partDossier(db, user, leningdeelId);
  switch (sub) {
    case 'premieafspraken':
      return readPremieAfspraken(db, leningdeelId);
    case 'fondsverdeling':
      return readFondsverdeling(db, leningdeelId);
    case 'kortingsregeling':
      return readKortingsregelingen(db, leningdeelId);
  }
}

async function readOpties(db: Db, hypotheekId: number): Promise<HypotheekOpties | null> {
  const [row] = await db.select().from(hypotheekOpties).where(eq(hypotheekOpties.hypotheekId, hypotheekId));
  if (!row) return null;
  const { id, meeneembaar, verhogingMogelijk, inschrijvingsBedrag, renteaanpassing, boetevrijAflossenPercentage } = row;
  return { id, meeneembaar, verhogingMogelijk, inschrijvingsBedrag, renteaanpassing, boetevrijAflossenPercentage };
}

async function readBancaireDekking(db: Db, hypotheekId: number): Promise<BancaireDekking[]> {
  const { id, leningdeelId, soort, contractNummer, waarde, inlegPerMaand, ingangsDatum } = getTableColumns(bancaireDekkingen);
  return db
    .select({ id, leningdeelId, leningdeelVolgnummer: leningdelen.volgnummer, soort, contractNummer, waarde, inlegPerMaand, ingangsDatum })
    .from(bancaireDekkingen)
    .leftJoin(leningdelen, eq(leningdelen.id, bancaireDekkingen.leningdeelId))
    .where(eq(bancaireDekkingen.hypotheekId, hypotheekId))
    .orderBy(asc(leningdelen.volgnummer), asc(bancaireDekkingen.id));
}

async function readMaatwerk(db: Db, hypotheekId: number): Promise<Maatwerk[]> {
  const rows = await db
    .select({ row: maatwerk, beoordelaar: { voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam } })
    .from(maatwerk)
    .leftJoin(gebruikers, eq(gebruikers.id, maatwerk.beoordeeldDoor))
    .where(eq(maatwerk.hypotheekId, hypotheekId))
    .orderBy(asc(maatwerk.id));
  return rows.map(({ row, beoordelaar }) => ({
    id: row.id,
    reden: row.reden,
    toelichting: row.toelichting,
    beoordeeldDoor: beoordelaar ? personName(beoordelaar) : null,
    beoordeeldOp: row.beoordeeldOp,
  }));
}

async function readPremieAfspraken(db: Db, leningdeelId: number): Promise<PremieAfspraak[]> {
  const { id, soort, bedragPerMaand, ingangsDatum, looptijdMaanden } = getTableColumns(premieAfspraken);
  return db
    .select({ id, soort, bedragPerMaand, ingangsDatum, looptijdMaanden })
    .from(premieAfspraken)
    .where(eq(premieAfspraken.leningdeelId, leningdeelId))
    .orderBy(asc(premieAfspraken.ingangsDatum), asc(premieAfspraken.id));
}

/** Largest share first, as a statement of the funds lists them. */
async function readFondsverdeling(db: Db, leningdeelId: number): Promise<Fondsverdeling[]> {
  const { id, fondsNaam, percentage } = getTableColumns(fondsverdelingen);
  return db
    .select({ id, fondsNaam, percentage })
    .from(fondsverdelingen)
    .where(eq(fondsverdelingen.leningdeelId, leningdeelId))
    .orderBy(desc(fondsverdelingen.percentage), asc(fondsverdelingen.id));
}

async function readKortingsregelingen(db: Db, leningdeelId: number): Promise<Kortingsregeling[]> {
  const { id, soort, percentage, voorwaarde } = getTableColumns(kortingsregelingen);
  return db.select({ id, soort, percentage, voorwaarde }).from(kortingsregelingen).where(eq(kortingsregelingen.leningdeelId, leningdeelId)).orderBy(asc(kortingsregelingen.id));
}
