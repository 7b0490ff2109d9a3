import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/client';
import { dossierDocumenten, dossiers, externeAanroepen, inkomens, regelsetTransacties } from '../../../server/db/schema';
import { auditRows, userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';

/** The unprefixed rule-engine calls and the stipulations rule set (spec 001 §7; docs/stipulations.md). */
const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');
const office = (await userRow(db, 'adviseur')).kantoorId!;
const lender = (await userRow(db, 'verstrekker')).geldverstrekkerId!;

/** Dossiers from the newest end, past those the workload tests take: with a property, requested documents and income. */
const candidates = await db
  .select({ id: dossiers.id, kantoorId: dossiers.kantoorId, geldverstrekkerId: dossiers.geldverstrekkerId })
  .from(dossiers)
  .where(
    and(
      eq(dossiers.status, 'LOPEND'),
      eq(dossiers.cds, false),
      sql`exists (select 1 from dossier_documenten d where d.dossier_id = ${dossiers.id} and d.soort = 'TAXATIE' and not d.dossier_change)`,
      sql`exists (select 1 from inkomens i where i.dossier_id = ${dossiers.id})`,
    ),
  )
  .orderBy(desc(dossiers.id))
  .offset(40);
const target = candidates.find((d) => d.kantoorId === office)!;
const second = candidates.find((d) => d.id !== target.id && d.kantoorId !== office && d.geldverstrekkerId !== lender)!;
const saved = await db.select().from(dossierDocumenten).where(eq(dossierDocumenten.dossierId, target.id));

afterAll(async () => {
  for (const row of saved) {
    await db.update(dossierDocumenten).set({ status: row.status, opgevraagdOp: row.opgevraagdOp, ontvangenOp: row.ontvangenOp, beoordeeldOp: row.beoordeeldOp, beoordeeldDoor: row.beoordeeldDoor }).where(eq(dossierDocumenten.id, row.id));
  }
});

/** Every requested document of the dossier received and approved, the valuation received `monthsAgo` months ago. */
async function complete(dossierId: number, monthsAgo = 1) {
  await db.execute(sql`
    update dossier_documenten set opgevraagd_op = least(opgevraagd_op, now() - make_interval(months => ${monthsAgo + 1}::int)),
      ontvangen_op = case when soort = 'TAXATIE' then now() - make_interval(months => ${monthsAgo}::int) else now() - interval '2 days' end,
      beoordeeld_op = now() - interval '1 day', status = 'G'
    where dossier_id = ${dossierId} and not dossier_change`);
}

const run = (user = medewerker, id = target.id) => user.post(`/execute-ruleset/dossiers/${id}`);
const refresh = (user = medewerker, id = target.id) => user.post(`/dossiers/${id}/refresh`);
const runs = async (id = target.id) => db.select().from(regelsetTransacties).where(eq(regelsetTransacties.dossierId, id)).orderBy(desc(regelsetTransacties.id));

describe('POST /execute-ruleset/dossiers/{id}', () => {
  it('judges the dossier by the four rules, records the run and traces the call to the rule engine', async () => {
    const before = (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(externeAanroepen).where(eq(externeAanroepen.dossierId, target.id)))[0].n;
    await db.update(dossierDocumenten).set({ status: 'O', ontvangenOp: null, beoordeeldOp: null, beoordeeldDoor: null }).where(and(eq(dossierDocumenten.dossierId, target.id), eq(dossierDocumenten.soort, 'TAXATIE')));
    const res = await run();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dossierId: target.id, transactionType: 'EXECUTE_RULESET', regelset: 'STIPULATIES-1', voldaan: false, uitgevoerdDoor: expect.any(String) });
    expect(res.body.resultaten.map((r: { code: string }) => r.code)).toEqual(['DOCUMENTEN_ONTVANGEN', 'DOCUMENTEN_GEVERIFIEERD', 'TAXATIE_BINNEN_TERMIJN', 'INKOMEN_GECONTROLEERD']);
    expect(res.body.resultaten[2]).toEqual({ code: 'TAXATIE_BINNEN_TERMIJN', uitkomst: 'NIET_VOLDAAN', toelichting: 'Het taxatierapport is nog niet ontvangen.' });
    const traces = await db.select().from(externeAanroepen).where(eq(externeAanroepen.dossierId, target.id)).orderBy(desc(externeAanroepen.id));
    expect(traces.length).toBe(before + 1);
    expect(traces[0]).toMatchObject({ aanroeper: 'REGELSET', operatie: 'regels toepassen', uitkomst: 'OK' });
    expect(traces[0].verzoek).toMatchObject({ regelset: 'STIPULATIES-1', dossiers: [{ dossierId: target.id }] });
  });

  it('goes into the audit trail when the outcome changes, and only then', async () => {
    await complete(target.id);
    const res = await run();
    expect(res.body).toMatchObject({ voldaan: true, gewijzigd: true });
    const [audit] = await auditRows(db, target.id, 'stipulaties');
    expect(audit).toMatchObject({ oudeWaarde: expect.stringMatching(/^Niet voldaan: .*Taxatie binnen termijn/), nieuweWaarde: 'Voldaan', gebruikerId: (await userRow(db, 'medewerker')).id });
    const again = await run();
    expect(again.body).toMatchObject({ voldaan: true, gewijzigd: false });
    expect(again.body.id).not.toBe(res.body.id);
    expect((await auditRows(db, target.id, 'stipulaties'))[0].id).toBe(audit.id);
  });

  it('is refused without DOSSIER_DETAIL_EDIT, and answers 404 for a dossier out of scope', async () => {
    expect((await run(adviseur)).status).toBe(403);
    expect((await run(beheerder)).status).toBe(403);
    expect((await run(verstrekker, second.id)).status).toBe(404);
    expect((await run(medewerker, 99999999)).status).toBe(404);
    expect((await run(medewerker, 0)).status).toBe(400);
    expect((await run(employee)).status).toBe(200);
  });
});

describe('POST /dossiers/{id}/refresh', () => {
  it('records a run only when the conclusions changed, and notices a valuation that ran out of its term', async () => {
    await complete(target.id);
    await run();
    const count = (await runs()).length;
    const same = await refresh();
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ voldaan: true });
    expect((await runs()).length).toBe(count);

    await complete(target.id, 7);
    const expired = await refresh();
    expect(expired.body).toMatchObject({ transactionType: 'REFRESH', voldaan: false, gewijzigd: true });
    expect(expired.body.resultaten[2].toelichting).toMatch(/^Het taxatierapport is verlopen op .+; vraag een nieuwe taxatie aan\.$/);
    expect((await runs()).length).toBe(count + 1);
    expect((await auditRows(db, target.id, 'stipulaties'))[0]).toMatchObject({ oudeWaarde: 'Voldaan', nieuweWaarde: 'Niet voldaan: Taxatie binnen termijn' });
  });

  it('is for whoever may read the dossier: its adviser yes, another office’s adviser and the beheerder not', async () => {
    expect((await refresh(adviseur)).status).toBe(200);
    expect((await refresh(adviseur, second.id)).status).toBe(404);
    expect((await refresh(beheerder)).status).toBe(403);
  });
});

describe('GET /execute-ruleset/dossiers/{id}', () => {
  it('pages the dossier’s runs newest first', async () => {
    const all = await runs();
    const res = await medewerker.get(`/execute-ruleset/dossiers/${target.id}?page=0&size=2`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ totalElements: all.length, number: 0, size: 2, totalPages: Math.ceil(all.length / 2) });
    expect(res.body.content.map((t: { id: number }) => t.id)).toEqual(all.slice(0, 2).map((t) => t.id));
    expect((await adviseur.get(`/execute-ruleset/dossiers/${target.id}`)).status).toBe(200);
  });

  it('wants a dossier within the caller’s scope', async () => {
    expect((await medewerker.get('/execute-ruleset/dossiers/abc')).status).toBe(400);
    expect((await medewerker.get(`/execute-ruleset/dossiers/${target.id}?size=101`)).status).toBe(400);
    expect((await adviseur.get(`/execute-ruleset/dossiers/${second.id}`)).status).toBe(404);
    expect((await beheerder.get(`/execute-ruleset/dossiers/${target.id}`)).status).toBe(403);
  });

  it('leaves /transaction to the loan-servicing transactions (docs/transactions.md)', async () => {
    const res = await medewerker.get(`/transaction?dossierId=${target.id}`);
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual([]);
  });
});

describe('POST /stipulations-refresh', () => {
  it('evaluates the dossiers asked for in the background, as a job its caller follows', async () => {
    const res = await medewerker.post('/stipulations-refresh', { dossierIds: [second.id, target.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ soort: 'stipulaties.verversen', status: 'WACHTEND' });
    let job = res.body;
    for (let i = 0; i < 200 && job.status !== 'KLAAR' && job.status !== 'MISLUKT'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await medewerker.get(`/api/v1/jobs/${res.body.id}`)).body;
    }
    expect(job).toMatchObject({ status: 'KLAAR', gedaan: 2, totaal: 2 });
    const [latest] = await runs(second.id);
    expect(latest).toMatchObject({ transactionType: 'STIPULATIONS_REFRESH', uitgevoerdDoor: (await userRow(db, 'medewerker')).id });
    // After a run the next night's refresh waits on the queue.
    const next = rowsOf(await db.execute(sql`select id from achtergrondtaken where soort = 'stipulaties.verversen' and status = 'WACHTEND'`));
    expect(next.length).toBeGreaterThan(0);
  });

  it('is for staff with STIPULATIES_VERVERSEN, and refuses a malformed body', async () => {
    for (const user of [employee, adviseur, verstrekker, beheerder]) expect((await user.post('/stipulations-refresh', {})).status).toBe(403);
    const bad = await medewerker.post('/stipulations-refresh', { dossierIds: ['een'] });
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('VALIDATION');
  });
});

describe('the facts the rules read', () => {
  it('count an applicant’s incomes per applicant, not per dossier', async () => {
    await complete(target.id);
    const res = await run();
    const [trace] = await db.select().from(externeAanroepen).where(and(eq(externeAanroepen.dossierId, target.id), ne(externeAanroepen.aanroeper, 'SMTP'))).orderBy(desc(externeAanroepen.id)).limit(1);
    const applicants = (trace.verzoek as { dossiers: { aanvragers: { id: number; inkomens: number }[] }[] }).dossiers[0].aanvragers;
    for (const applicant of applicants) {
      const rows = await db.select().from(inkomens).where(eq(inkomens.hypotheekgeverId, applicant.id));
      expect(applicant.inkomens).toBe(rows.length);
    }
    expect(res.body.voldaan).toBe(true);
  });
});
