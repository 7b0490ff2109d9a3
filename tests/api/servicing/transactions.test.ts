import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/client';
import { dossiers, hypotheken, leningdelen, leningTransacties as t } from '../../../server/db/schema';
import { REVERSAL_MESSAGES } from '../../../server/services/servicing/transactions';
import { amsterdamDay } from '../../../server/services/workload/calendar';
import { userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { userWith } from '../uploads';

/** The loan-servicing transactions of BTL loans in beheer (spec 001 §3, §7 `/transaction`; docs/transactions.md). */
const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const employee = await signIn(app, 'employee');
const beheerder = await signIn(app, 'beheerder');
const lender = (await userRow(db, 'verstrekker')).geldverstrekkerId!;

type Listed = { id: number; transactionType: string; leningdeel: number | null; richting: string; bedrag: number; rente: number | null; aflossing: number | null; boekdatum: string; omschrijving: string };

/** The seeded loans in servicing, with how many of their allocations were reversed. */
const loans = await db
  .select({ id: dossiers.id, leningType: dossiers.leningType, geldverstrekkerId: dossiers.geldverstrekkerId, reversed: sql<number>`count(${t.teruggedraaidOp})`.mapWith(Number), allocations: sql<number>`count(*) filter (where ${t.transactionType} = 'PAYMENT_ALLOCATION')`.mapWith(Number) })
  .from(dossiers)
  .innerJoin(t, eq(t.dossierId, dossiers.id))
  .where(inArray(dossiers.leningType, ['SERVICING', 'SPECIAL_SERVICING']))
  .groupBy(dossiers.id)
  .orderBy(asc(dossiers.id));
/** Loans this file changes, from the far end, so the reads above stay on untouched ones. */
const withReversal = loans.find((l) => l.reversed > 0 && l.leningType === 'SERVICING')!;
const special = loans.find((l) => l.leningType === 'SPECIAL_SERVICING')!;
const toReverse = [...loans].reverse().find((l) => l.id !== withReversal.id && l.id !== special.id && l.allocations > 3)!;

const all = async (dossierId: number, user = medewerker, query = '') => {
  const res = await user.get(`/transaction?dossierId=${dossierId}&size=500${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { content: Listed[]; totalElements: number };
};
const summary = async (dossierId: number, user = medewerker) => (await user.get(`/api/v1/dossiers/${dossierId}/servicing`)).body;

describe('the demo ledgers', () => {
  it('gives every BTL loan in servicing a ledger from its boarding on, ordinary and special servicing alike', async () => {
    const btlInServicing = await db.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.btl, true), ne(dossiers.leningType, 'ORIGINATION')));
    expect(btlInServicing.length).toBeGreaterThan(2);
    expect(loans.map((l) => l.id)).toEqual(btlInServicing.map((d) => d.id).sort((a, b) => a - b));
    expect(special).toBeDefined();
    expect(withReversal).toBeDefined();
    // Every reversal points at an allocation that is marked reversed, and every marked allocation has exactly one.
    const pairs = rowsOf<{ n: number; ok: number }>(await db.execute(sql`select count(*)::int as n,
        count(*) filter (where a.transaction_type = 'PAYMENT_ALLOCATION' and a.teruggedraaid_op is not null and a.bedrag = r.bedrag)::int as ok
      from lening_transacties r join lening_transacties a on a.id = r.terugdraaiing_van where r.transaction_type = 'PAYMENT_ALLOCATION_REVERSAL'`));
    const [{ marked }] = rowsOf<{ marked: number }>(await db.execute(sql`select count(*)::int as marked from lening_transacties where teruggedraaid_op is not null`));
    expect(pairs[0].n).toBe(pairs[0].ok);
    expect(pairs[0].n).toBe(marked);
  });
});

describe('GET /transaction', () => {
  it('lists the ledger newest booking first, each line debit or credit, without reversed allocations and their reversals', async () => {
    const { content, totalElements } = await all(withReversal.id);
    const stored = await db.select().from(t).where(eq(t.dossierId, withReversal.id));
    const hidden = stored.filter((line) => line.teruggedraaidOp !== null || line.terugdraaiingVan !== null);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    expect(totalElements).toBe(stored.length - hidden.length);
    for (const line of hidden) expect(content.some((l) => l.id === line.id)).toBe(false);
    expect(content.some((l) => l.transactionType === 'PAYMENT_ALLOCATION_REVERSAL')).toBe(false);
    const days = content.map((l) => l.boekdatum);
    expect(days).toEqual([...days].sort().reverse());
    expect(content.at(-1)).toMatchObject({ transactionType: 'LOAN_BOARDING', richting: 'DEBET' });
    expect(content.find((l) => l.transactionType === 'PAYMENT_ALLOCATION')).toMatchObject({ richting: 'CREDIT', leningdeel: 1, omschrijving: expect.stringMatching(/^Termijn \w+ \d{4} \((incasso|overboeking)\)$/) });
    expect(content.find((l) => l.transactionType === 'INTEREST_CHARGE')).toMatchObject({ richting: 'DEBET', leningdeel: 1, omschrijving: expect.stringMatching(/^Rente \w+ \d{4} \(\d+(,\d+)?%\)$/) });
  });

  it('narrows to kinds, pages and sorts; refuses what it cannot read with Dutch messages', async () => {
    const interest = await all(withReversal.id, medewerker, '&transactionType=INTEREST_CHARGE&transactionType=LOAN_BOARDING');
    expect(new Set(interest.content.map((l) => l.transactionType))).toEqual(new Set(['INTEREST_CHARGE', 'LOAN_BOARDING']));
    const paged = await medewerker.get(`/transaction?dossierId=${withReversal.id}&page=1&size=3&sort=bedrag,desc`);
    expect(paged.body).toMatchObject({ number: 1, size: 3 });
    const amounts = (await all(withReversal.id, medewerker, '&sort=bedrag,desc')).content.map((l) => l.bedrag);
    expect(paged.body.content.map((l: Listed) => l.bedrag)).toEqual(amounts.slice(3, 6));

    expect((await medewerker.get('/transaction')).body).toMatchObject({ type: 'VALIDATION', fields: { dossierId: expect.any(String) } });
    const reversal = await medewerker.get(`/transaction?dossierId=${withReversal.id}&transactionType=PAYMENT_ALLOCATION_REVERSAL`);
    expect(reversal.status).toBe(400);
    expect(reversal.body.messages[0]).toMatch(/^Soort transactie: /);
    expect((await medewerker.get(`/transaction?dossierId=${withReversal.id}&sort=omschrijving,asc`)).status).toBe(400);
    expect((await medewerker.get('/transaction?dossierId=99999999')).status).toBe(404);
  });

  it('is for BTL_DOSSIER_TRANSACTIES within the dossier scope: staff and the loan’s own lender', async () => {
    const own = loans.find((l) => l.geldverstrekkerId === lender);
    const foreign = loans.find((l) => l.geldverstrekkerId !== lender)!;
    if (own) expect((await verstrekker.get(`/transaction?dossierId=${own.id}`)).status).toBe(200);
    expect((await verstrekker.get(`/transaction?dossierId=${foreign.id}`)).status).toBe(404);
    for (const user of [adviseur, employee, beheerder]) expect((await user.get(`/transaction?dossierId=${foreign.id}`)).status).toBe(403);
    for (const user of [adviseur, employee, beheerder]) expect((await user.get(`/api/v1/dossiers/${foreign.id}/servicing`)).status).toBe(403);
  });
});

describe('GET /dossiers/{id}/servicing', () => {
  it('sums what counts: principal taken over less repayments, interest and costs not paid', async () => {
    const lines = await db.select().from(t).where(and(eq(t.dossierId, withReversal.id), sql`${t.teruggedraaidOp} is null and ${t.terugdraaiingVan} is null`));
    const sum = (type: string, pick: (l: (typeof lines)[number]) => number | null) => lines.filter((l) => l.transactionType === type).reduce((s, l) => s + (pick(l) ?? 0), 0);
    const restschuld = sum('LOAN_BOARDING', (l) => l.bedrag) - sum('PAYMENT_ALLOCATION', (l) => l.aflossing) - sum('EXTRA_REPAYMENT', (l) => l.bedrag);
    const achterstand = sum('INTEREST_CHARGE', (l) => l.bedrag) + sum('ARREARS_COSTS', (l) => l.bedrag) - sum('PAYMENT_ALLOCATION', (l) => l.rente) - sum('PAYMENT_ALLOCATION', (l) => l.kosten);
    const body = await summary(withReversal.id);
    expect(body).toMatchObject({ leningType: 'SERVICING', teruggedraaid: withReversal.reversed });
    expect(body.restschuld).toBeCloseTo(restschuld, 2);
    expect(body.achterstand).toBeCloseTo(Math.max(0, achterstand), 2);
    expect(body.inBeheerSinds).toBe(lines.find((l) => l.transactionType === 'LOAN_BOARDING')!.boekdatum);
    expect(body.hoofdsomBijOvername).toBeCloseTo(sum('LOAN_BOARDING', (l) => l.bedrag), 2);
  });

  it('shows a loan in special servicing in arrears: its last collections reversed, reminder costs charged', async () => {
    const body = await summary(special.id);
    expect(body.leningType).toBe('SPECIAL_SERVICING');
    expect(body.achterstand).toBeGreaterThan(0);
    const costs = await all(special.id, medewerker, '&transactionType=ARREARS_COSTS');
    expect(costs.totalElements).toBeGreaterThan(0);
    expect(costs.content[0]).toMatchObject({ bedrag: 25, richting: 'DEBET', omschrijving: expect.stringMatching(/^Aanmaningskosten termijn/) });
  });
});

describe('POST /transaction/{id}/reversal', () => {
  it('takes an allocated payment back once: the pair leaves the list, the payment counts as unpaid again', async () => {
    const before = await summary(toReverse.id);
    const allocation = (await all(toReverse.id, medewerker, '&transactionType=PAYMENT_ALLOCATION')).content[0];
    const res = await medewerker.post(`/transaction/${allocation.id}/reversal`, { reden: 'Betaling toegewezen aan de verkeerde lening.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ transactionType: 'PAYMENT_ALLOCATION_REVERSAL', richting: 'DEBET', bedrag: allocation.bedrag, boekdatum: amsterdamDay(new Date()), omschrijving: `Terugdraaiing: ${allocation.omschrijving}`, geboektDoor: expect.any(String) });
    const [stored] = await db.select().from(t).where(eq(t.id, res.body.id));
    expect(stored).toMatchObject({ terugdraaiingVan: allocation.id, reden: 'Betaling toegewezen aan de verkeerde lening.' });
    expect((await db.select().from(t).where(and(eq(t.id, allocation.id), isNotNull(t.teruggedraaidOp)))).length).toBe(1);

    const listed = (await all(toReverse.id)).content.map((l) => l.id);
    expect(listed).not.toContain(allocation.id);
    expect(listed).not.toContain(res.body.id);
    const after = await summary(toReverse.id);
    expect(after.teruggedraaid).toBe(before.teruggedraaid + 1);
    expect(after.restschuld).toBeCloseTo(before.restschuld + (allocation.aflossing ?? 0), 2);
    expect(after.achterstand).toBeCloseTo(before.achterstand + (allocation.rente ?? 0), 2);

    const again = await medewerker.post(`/transaction/${allocation.id}/reversal`, { reden: 'Nog eens.' });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([REVERSAL_MESSAGES.alreadyReversed]);
  });

  it('takes back allocations only, with a reason, under BTL_DOSSIER_TRANSACTIES_CORRIGEREN', async () => {
    const { content } = await all(toReverse.id);
    const interest = content.find((l) => l.transactionType === 'INTEREST_CHARGE')!;
    const allocation = content.find((l) => l.transactionType === 'PAYMENT_ALLOCATION')!;
    expect((await medewerker.post(`/transaction/${interest.id}/reversal`, { reden: 'Fout.' })).body.messages).toEqual([REVERSAL_MESSAGES.notAllocation]);
    const empty = await medewerker.post(`/transaction/${allocation.id}/reversal`, { reden: '  ' });
    expect(empty.body).toMatchObject({ type: 'VALIDATION', fields: { reden: 'Dit veld is verplicht.' } });
    expect((await medewerker.post('/transaction/99999999/reversal', { reden: 'Fout.' })).status).toBe(404);
    // The lender reads its loans' ledger but does not correct it; the adviser and the Beheerder see none.
    for (const user of [verstrekker, adviseur, beheerder]) expect((await user.post(`/transaction/${allocation.id}/reversal`, { reden: 'Fout.' })).status).toBe(403);
    const reader = await userWith(app, beheerder, 'transacties-lezer', 'M', ['MENU_BTL_DOSSIERS_VIEW', 'BTL_DOSSIER_TRANSACTIES']);
    expect((await reader.get(`/transaction?dossierId=${toReverse.id}`)).status).toBe(200);
    expect((await reader.post(`/transaction/${allocation.id}/reversal`, { reden: 'Fout.' })).status).toBe(403);
    const corrector = await userWith(app, beheerder, 'transacties-corrector', 'M', ['MENU_BTL_DOSSIERS_VIEW', 'BTL_DOSSIER_TRANSACTIES', 'BTL_DOSSIER_TRANSACTIES_CORRIGEREN']);
    expect((await corrector.post(`/transaction/${allocation.id}/reversal`, { reden: 'Storno van de klant.' })).status).toBe(201);
  });
});

describe('POST /dossiers/{id}/sendtoservicing', () => {
  it('boards the loan part by part under BTL_DOSSIER_NAAR_BEHEER, and the ledger starts there', async () => {
    const [btl] = await db
      .select({ id: dossiers.id, fase: dossiers.fase, stap: dossiers.stap, status: dossiers.status, version: dossiers.version })
      .from(dossiers)
      .innerJoin(hypotheken, eq(hypotheken.dossierId, dossiers.id))
      .where(and(eq(dossiers.btl, true), eq(dossiers.leningType, 'ORIGINATION'), eq(dossiers.gearchiveerd, false), eq(dossiers.status, 'LOPEND')))
      .orderBy(sql`${dossiers.id} desc`)
      .limit(1);
    await db.update(dossiers).set({ fase: 'PASSEREN', stap: 'GEPASSEERD' }).where(eq(dossiers.id, btl.id));
    const parts = await db.select({ volgnummer: leningdelen.volgnummer, bedrag: leningdelen.bedrag, aflosvorm: leningdelen.aflosvorm, rentePercentage: leningdelen.rentePercentage }).from(leningdelen).innerJoin(hypotheken, eq(hypotheken.id, leningdelen.hypotheekId)).where(eq(hypotheken.dossierId, btl.id)).orderBy(leningdelen.volgnummer);
    expect(parts.length).toBeGreaterThan(0);
    expect((await all(btl.id)).totalElements).toBe(0);

    // DOSSIER_DETAIL_STATUS alone (the lender's) no longer moves a loan into servicing.
    expect((await verstrekker.post(`/api/v1/dossiers/${btl.id}/sendtoservicing`)).status).toBe(403);
    const statusOnly = await userWith(app, beheerder, 'status-zonder-beheer', 'M', ['MENU_BTL_DOSSIERS_VIEW', 'DOSSIER_DETAIL_STATUS']);
    expect((await statusOnly.post(`/api/v1/dossiers/${btl.id}/sendtoservicing`)).status).toBe(403);
    const res = await medewerker.post(`/api/v1/dossiers/${btl.id}/sendtoservicing`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.leningType).toBe('SERVICING');

    const ledger = await all(btl.id);
    expect(ledger.content.map(({ transactionType, leningdeel, bedrag, boekdatum }) => ({ transactionType, leningdeel, bedrag, boekdatum }))).toEqual(
      // One booking day: in the order they were booked (id), part by part.
      parts.map((p) => ({ transactionType: 'LOAN_BOARDING', leningdeel: p.volgnummer, bedrag: p.bedrag, boekdatum: amsterdamDay(new Date()) })),
    );
    // BTL loans are interest-only in the demo: '… (aflossingsvrij, 5,25%)'.
    expect(ledger.content[0].omschrijving).toBe(`Hoofdsom overgenomen in beheer (${parts[0].aflosvorm.toLowerCase()}, ${String(parts[0].rentePercentage).replace('.', ',')}%)`);
    expect(await summary(btl.id)).toMatchObject({ leningType: 'SERVICING', inBeheerSinds: amsterdamDay(new Date()), achterstand: 0, laatsteBetaling: null, teruggedraaid: 0 });
    expect((await summary(btl.id)).restschuld).toBeCloseTo(parts.reduce((s, p) => s + p.bedrag, 0), 2);
    await db.delete(t).where(eq(t.dossierId, btl.id));
    await db.update(dossiers).set({ fase: btl.fase, stap: btl.stap, leningType: 'ORIGINATION' }).where(eq(dossiers.id, btl.id));
  });
});
