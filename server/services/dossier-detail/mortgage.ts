import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bezittingen, hypotheken, leningdelen, objecten } from '../../db/schema';
import { recordOut } from './single-records';

/** GET /dossiers/{id}/hypotheek: the mortgage with its loan parts in order (null without one). */
export async function readHypotheek(db: Db, dossierId: number) {
  const [hypotheek] = await db.select().from(hypotheken).where(eq(hypotheken.dossierId, dossierId));
  if (!hypotheek) return null;
  const parts = await db.select().from(leningdelen).where(eq(leningdelen.hypotheekId, hypotheek.id)).orderBy(asc(leningdelen.volgnummer));
  return {
    ...recordOut(hypotheek),
    leningdelen: parts.map(({ hypotheekId: _h, createdAt: _c, updatedAt: _u, ...part }) => part),
  };
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * GET /dossiers/{id}/financieledekking: how the purchase is paid for. Needed is the purchase price
 * of the properties; covered are the mortgage, the own means stated on the mortgage and the assets
 * brought in. `tekort` is what is still missing (0 when covered).
 */
export async function readFinancieleDekking(db: Db, dossierId: number) {
  const [[objects], [hypotheek], [assets]] = await Promise.all([
    db.select({ koopsom: sql<string>`coalesce(sum(${objecten.koopsom}), 0)` }).from(objecten).where(eq(objecten.dossierId, dossierId)),
    db.select({ hoofdsom: hypotheken.hoofdsom, eigenMiddelen: hypotheken.eigenMiddelen }).from(hypotheken).where(eq(hypotheken.dossierId, dossierId)),
    db.select({ waarde: sql<string>`coalesce(sum(${bezittingen.waarde}), 0)` }).from(bezittingen).where(eq(bezittingen.dossierId, dossierId)),
  ]);
  const koopsom = Number(objects.koopsom);
  const hoofdsom = hypotheek?.hoofdsom ?? 0;
  const eigenMiddelen = hypotheek?.eigenMiddelen ?? 0;
  const bezit = Number(assets.waarde);
  const dekking = cents(hoofdsom + eigenMiddelen + bezit);
  return { koopsom, hoofdsom, eigenMiddelen, bezittingen: bezit, totaalDekking: dekking, tekort: cents(Math.max(0, koopsom - dekking)) };
}
