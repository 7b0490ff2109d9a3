import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { belangrijkeDatums, dossierWijzigingen, hypotheken, leningdelen, objecten } from '../../db/schema';
import type { Dossier } from '../dossiers/audit';
import { readFinancieleDekking } from './mortgage';
import { statusOut } from './status';

/** The overview tab's blocks (spec 001 §7 GET /overzicht/{id}/…); the caller has checked the scope. */

/** The loan parts in order, with the total. */
export async function overviewLenings(db: Db, dossierId: number) {
  const parts = await db
    .select({
      volgnummer: leningdelen.volgnummer,
      aflosvorm: leningdelen.aflosvorm,
      bedrag: leningdelen.bedrag,
      rentePercentage: leningdelen.rentePercentage,
      rentevastePeriodeMaanden: leningdelen.rentevastePeriodeMaanden,
      looptijdMaanden: leningdelen.looptijdMaanden,
      fiscaalRegime: leningdelen.fiscaalRegime,
    })
    .from(leningdelen)
    .innerJoin(hypotheken, eq(hypotheken.id, leningdelen.hypotheekId))
    .where(eq(hypotheken.dossierId, dossierId))
    .orderBy(asc(leningdelen.volgnummer));
  const totaal = Math.round(parts.reduce((sum, p) => sum + p.bedrag, 0) * 100) / 100;
  return { leningdelen: parts, totaal };
}

/** The (first) property as the overview shows it; null without one. */
export async function overviewObject(db: Db, dossierId: number) {
  const [object] = await db
    .select({
      id: objecten.id,
      soortObject: objecten.soortObject,
      straatNaam: objecten.straatNaam,
      huisNummer: objecten.huisNummer,
      huisNummerToevoeging: objecten.huisNummerToevoeging,
      postcode: objecten.postcode,
      plaatsNaam: objecten.plaatsNaam,
      koopsom: objecten.koopsom,
      marktwaarde: objecten.marktwaarde,
      wozWaarde: objecten.wozWaarde,
      energieLabel: objecten.energieLabel,
    })
    .from(objecten)
    .where(eq(objecten.dossierId, dossierId))
    .orderBy(asc(objecten.id))
    .limit(1);
  return object ?? null;
}

/**
 * The dates of the status bar: received, in the current step since, offer valid until, the last
 * change of status, phase and step (from the audit trail), and the important dates.
 */
export async function overviewStatusDates(db: Db, dossier: Dossier) {
  const [changes, dates] = await Promise.all([
    db
      .select({ veld: dossierWijzigingen.veld, gewijzigdOp: dossierWijzigingen.gewijzigdOp })
      .from(dossierWijzigingen)
      .where(and(eq(dossierWijzigingen.dossierId, dossier.id), inArray(dossierWijzigingen.veld, ['status', 'fase', 'stap'])))
      .orderBy(desc(dossierWijzigingen.gewijzigdOp)),
    db
      .select({ soort: belangrijkeDatums.soort, datum: belangrijkeDatums.datum })
      .from(belangrijkeDatums)
      .where(eq(belangrijkeDatums.dossierId, dossier.id))
      .orderBy(asc(belangrijkeDatums.datum)),
  ]);
  const last = (veld: string) => changes.find((c) => c.veld === veld)?.gewijzigdOp ?? null;
  return {
    ontvangenOp: dossier.ontvangenOp,
    stapSinds: dossier.stapSinds,
    geldigTot: dossier.geldigTot,
    statusGewijzigdOp: last('status'),
    faseGewijzigdOp: last('fase'),
    belangrijkeDatums: dates,
  };
}

/** GET /dossiers/{id}/overview: every block of the overview tab in one answer. */
export async function overview(db: Db, dossier: Dossier) {
  const [lenings, object, financieleDekking, statusDates] = await Promise.all([
    overviewLenings(db, dossier.id),
    overviewObject(db, dossier.id),
    readFinancieleDekking(db, dossier.id),
    overviewStatusDates(db, dossier),
  ]);
  return { status: statusOut(dossier), lenings, object, financieleDekking, statusDates };
}
