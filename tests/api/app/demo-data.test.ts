import { describe, expect, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { dossiers, dossierWijzigingen, gebruikers, hypotheekgevers, kantoren } from '../../../server/db/schema';
import { testServer } from '../helpers';

const { database } = await testServer();
const db = database.db;

/** Issue #18, defect 15: the demo organisation reads as Dutch. */
describe('demo data', () => {
  it('gives every person one prefix at most: the surname itself starts with a capital', async () => {
    const people = [...(await db.select().from(gebruikers)), ...(await db.select().from(hypotheekgevers))];
    const doubled = people.filter((p) => !/^[A-Z'ÀÁÄÉËÏÖÜ]/.test(p.achterNaam)).map((p) => `${p.tussenVoegsels ?? ''} ${p.achterNaam}`);
    expect(doubled).toEqual([]);
  });

  it('names no office with the English "and"', async () => {
    const names = (await db.select({ naam: kantoren.bedrijfsNaam }).from(kantoren)).map((k) => k.naam);
    expect(names.filter((n) => / and /i.test(n))).toEqual([]);
  });
});

/** Issue #18, defect 5: the demo dossiers carry a history that fits where each stands. */
describe('demo history', () => {
  it('gives every dossier that was handed out a trail, never dated ahead', async () => {
    const handedOut = await db.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.workloadStatus, 'BEHANDELING'));
    const changed = new Set((await db.select({ id: dossierWijzigingen.dossierId }).from(dossierWijzigingen)).map((r) => r.id));
    expect(handedOut.length).toBeGreaterThan(0);
    expect(handedOut.filter((d) => !changed.has(d.id))).toEqual([]);
    const ahead = await db.select().from(dossierWijzigingen).where(gt(dossierWijzigingen.gewijzigdOp, sql`now()`));
    expect(ahead).toEqual([]);
  });

  it('passes a dossier at the notary through every phase in order', async () => {
    const [passing] = await db.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.fase, 'PASSEREN')).limit(1);
    const phases = await db
      .select({ oud: dossierWijzigingen.oudeWaarde, nieuw: dossierWijzigingen.nieuweWaarde })
      .from(dossierWijzigingen)
      .where(and(eq(dossierWijzigingen.dossierId, passing.id), eq(dossierWijzigingen.veld, 'fase')))
      .orderBy(asc(dossierWijzigingen.gewijzigdOp));
    expect(phases).toEqual([
      { oud: 'AANVRAAG', nieuw: 'RENTEAANBOD' },
      { oud: 'RENTEAANBOD', nieuw: 'HYPOTHEEKAANBOD' },
      { oud: 'HYPOTHEEKAANBOD', nieuw: 'PASSEREN' },
    ]);
  });
});
