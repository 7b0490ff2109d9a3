import { describe, expect, it } from 'vitest';
import { asc, inArray, like } from 'drizzle-orm';
import { contracten, dossiers, dossierWijzigingen, gebruikers, hypotheekgevers, kantoren } from '../../../server/db/schema';
import { seedContracts } from '../../../server/demo/contracts';
import { insertDossierHistory } from '../../../server/demo/history';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;

/** Issue #18, defect 15: the demo organisation reads as Dutch. */
describe('demo data', () => {
  it('gives every person one prefix at most: the surname itself starts with a capital', async () => {
    const people = [...(await db.select().from(gebruikers)), ...(await db.select().from(hypotheekgevers))];
    const doubled = people.filter((p) => !/^[A-Z'ÀÁÄÉËÏÖÜ]/.test(p.achterNaam)).map((p) => `${p.tussenVoegsels ?? ''} ${p.achterNaam}`);
    expect(doubled).toEqual([]);
  });

  it('fills the applicant form lists and offers running agreements as contract templates (issue 26)', async () => {
    // The demo start seeds them (server/main.ts); other test files may have added contracts before.
    if (!(await db.select().from(contracten).where(like(contracten.contractNummer, 'DO-%'))).length) await seedContracts(db);
    const beheerder = await signIn(app, 'beheerder');
    const info = (await beheerder.get('/api/v1/rs/applicant-info')).body as Record<string, unknown[]>;
    expect(Object.values(info).every((list) => list.length > 0)).toBe(true);
    const templates = (await beheerder.get('/api/v1/beheer/contract-templates')).body as { contractNummer: string; omschrijving: string }[];
    expect(templates.length).toBeGreaterThan(8);
    expect(templates.some((t) => t.omschrijving.startsWith('Distributieovereenkomst'))).toBe(true);
    // An ended agreement is not one to start from.
    expect(templates.map((t) => t.contractNummer).filter((nr) => nr.endsWith(String(new Date().getFullYear() - 4)))).toEqual([]);
  });

  it('names no office with the English "and"', async () => {
    const names = (await db.select({ naam: kantoren.bedrijfsNaam }).from(kantoren)).map((k) => k.naam);
    expect(names.filter((n) => / and /i.test(n))).toEqual([]);
  });
});

/**
 * Issue #18, defect 5: the demo dossiers carry a history that fits where each stands. Other test
 * files change dossiers of the shared database, so the history is written afresh for a set here.
 */
describe('demo history', async () => {
  const ids = (await db.select({ id: dossiers.id }).from(dossiers).orderBy(asc(dossiers.id)).limit(120)).map((d) => d.id);
  await db.delete(dossierWijzigingen).where(inArray(dossierWijzigingen.dossierId, ids));
  await insertDossierHistory(db, ids);
  const chosen = await db.select().from(dossiers).where(inArray(dossiers.id, ids));
  const trail = await db.select().from(dossierWijzigingen).where(inArray(dossierWijzigingen.dossierId, ids)).orderBy(asc(dossierWijzigingen.gewijzigdOp));

  it('gives every dossier that was handed out a trail, never dated ahead', () => {
    const handedOut = chosen.filter((d) => d.workloadStatus === 'BEHANDELING' && d.workloadGebruikerId !== null);
    expect(handedOut.length).toBeGreaterThan(0);
    expect(handedOut.filter((d) => !trail.some((t) => t.dossierId === d.id))).toEqual([]);
    expect(trail.filter((t) => t.gewijzigdOp.getTime() > Date.now())).toEqual([]);
  });

  it('passes a dossier at the notary through every phase in order', () => {
    const passing = chosen.find((d) => d.fase === 'PASSEREN')!;
    const phases = trail.filter((t) => t.dossierId === passing.id && t.veld === 'fase').map((t) => ({ oud: t.oudeWaarde, nieuw: t.nieuweWaarde }));
    expect(phases).toEqual([
      { oud: 'AANVRAAG', nieuw: 'RENTEAANBOD' },
      { oud: 'RENTEAANBOD', nieuw: 'HYPOTHEEKAANBOD' },
      { oud: 'HYPOTHEEKAANBOD', nieuw: 'PASSEREN' },
    ]);
  });
});
