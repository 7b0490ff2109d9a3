import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidBsn } from '../../../contract/bsn';
import { FASES, STAPPEN } from '../../../contract/dossier';
import { DOSSIER_SORT_COLUMNS } from '../../../contract/dossier-columns';
import { WORKLOAD_STATUS_CODES } from '../../../contract/workload';
import {
  dossierBehandelaars,
  dossiers,
  gebruikers,
  geldverstrekkers,
  hypotheekgevers,
  hypotheken,
  kantoren,
  offerteData,
} from '../../../server/db/schema';
import { amsterdamDay, loadCalendar } from '../../../server/services/workload/calendar';
import { deadlineFlag, deadlineOf } from '../../../server/services/workload/deadlines';
import { makeRole, makeUser, PASSWORD } from '../auth/account-fixtures';
import { signIn, testServer, TEST_DOSSIERS } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const employee = await signIn(app, 'employee');
const beheerder = await signIn(app, 'beheerder');

type Row = { id: number; [key: string]: unknown };
const ids = (rows: Row[]) => rows.map((r) => r.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
/** Every row of a list call (one page of up to 500). */
const all = async (caller = medewerker, query = '', path = '/api/v1/dossiers') => {
  const res = await caller.get(`${path}?page=0&size=500${query ? `&${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content as Row[];
};

/** The truth the filters are checked against, read straight from the database. */
const live = async () =>
  db
    .select({
      id: dossiers.id,
      fase: dossiers.fase,
      stap: dossiers.stap,
      status: dossiers.status,
      cds: dossiers.cds,
      btl: dossiers.btl,
      gearchiveerd: dossiers.gearchiveerd,
      hdn: dossiers.aanleverenViaHdnjn,
      kantoorId: dossiers.kantoorId,
      adviseurId: dossiers.adviseurId,
      geldverstrekkerId: dossiers.geldverstrekkerId,
      organisatieId: dossiers.organisatieId,
      offerteNr: dossiers.offerteNr,
      kenmerk: dossiers.kenmerk,
      zoekNaam: dossiers.zoekNaam,
      leningType: dossiers.leningType,
      workloadStatus: dossiers.workloadStatus,
      workloadGebruikerId: dossiers.workloadGebruikerId,
      ontvangenOp: dossiers.ontvangenOp,
      stapDag: sql<string>`((${dossiers.stapSinds} at time zone 'Europe/Amsterdam')::date)::text`,
      regio: kantoren.regio,
      kantoorType: kantoren.kantoorType,
      bedrijfsNaam: kantoren.bedrijfsNaam,
    })
    .from(dossiers)
    .leftJoin(kantoren, eq(kantoren.id, dossiers.kantoorId))
    .where(and(eq(dossiers.cds, false), eq(dossiers.gearchiveerd, false)));

describe('seeded dossiers', () => {
  it('cover every phase, step, office, money provider and workload status with valid Dutch data', async () => {
    const rows = await db.select().from(dossiers);
    expect(rows.length).toBeGreaterThanOrEqual(TEST_DOSSIERS);
    for (const fase of FASES) {
      for (const stap of STAPPEN[fase.id]) expect(rows.some((r) => r.fase === fase.id && r.stap === stap.id), `${fase.id}/${stap.id}`).toBe(true);
    }
    expect(new Set(rows.map((r) => r.workloadStatus))).toEqual(new Set(WORKLOAD_STATUS_CODES));
    // Against what the seed made: other test files add offices and lenders of their own.
    const { seeded } = await testServer();
    // Every seeded office and lender has dossiers (other files may add dossiers in offices of their own).
    const offices = new Set(rows.map((r) => r.kantoorId!));
    const lenders = new Set(rows.map((r) => r.geldverstrekkerId));
    expect(seeded.kantoorIds.filter((id) => !offices.has(id))).toEqual([]);
    expect(seeded.geldverstrekkerIds.filter((id) => !lenders.has(id))).toEqual([]);
    // The seed's applicants (other files make dossiers of their own, with test data).
    const applicants = await db.select().from(hypotheekgevers).where(lte(hypotheekgevers.dossierId, seeded.lastDossierId));
    expect(applicants.every((a) => a.bsn && isValidBsn(a.bsn))).toBe(true);
    expect(applicants.every((a) => /^[1-9]\d{3}[A-Z]{2}$/.test(a.postcode ?? ''))).toBe(true);
    expect(applicants.every((a) => a.geslacht === 'M mannelijk' || a.geslacht === 'V vrouwelijk')).toBe(true);
    const loans = await db.select().from(hypotheken);
    expect(loans.every((l) => l.hoofdsom >= 100_000 && l.hoofdsom <= 2_000_000)).toBe(true);
  });

  it('keep the name and kenmerk columns in step with applicants and offers', async () => {
    const [row] = await db.select().from(dossiers).where(and(eq(dossiers.btl, false), sql`${dossiers.kenmerk} is not null`)).limit(1);
    const applicants = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, row.id)).orderBy(hypotheekgevers.id);
    expect(row.naamHypotheekGever).toContain(applicants[0].achterNaam);
    const offers = await db.select().from(offerteData).where(eq(offerteData.dossierId, row.id)).orderBy(offerteData.volgnummer);
    expect(row.kenmerk).toBe(offers.at(-1)!.kenmerk);
  });
});

describe('GET /api/v1/dossiers', () => {
  it('pages zero-based in the page shape and leaves CDS and archived dossiers out', async () => {
    const truth = await live();
    const first = await medewerker.get('/api/v1/dossiers?page=0&size=20');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: truth.length, totalPages: Math.ceil(truth.length / 20), number: 0, size: 20 });
    expect(first.body.content).toHaveLength(20);
    const second = await medewerker.get('/api/v1/dossiers?page=1&size=20');
    expect(second.body.number).toBe(1);
    expect(ids(second.body.content).some((id) => ids(first.body.content).includes(id))).toBe(false);
    const past = await medewerker.get('/api/v1/dossiers?page=99&size=20');
    expect(past.body).toMatchObject({ content: [], totalElements: truth.length });
  });

  it('answers rows with what a list shows', async () => {
    const [row] = (await medewerker.get('/api/v1/dossiers?page=0&size=1&sort=naamHypotheekGever,asc')).body.content;
    expect(row).toMatchObject({
      id: expect.any(Number),
      naamHypotheekGever: expect.any(String),
      aanleverenViaHdnjn: expect.any(Number),
      fase: expect.any(String),
      stap: expect.any(String),
      cds: false,
      gearchiveerd: false,
      geldverstrekker: { id: expect.any(Number), naam: expect.any(String), ontvangerCode: expect.any(String) },
      workload: { status: expect.any(String), gewijzigdOp: expect.stringMatching(/Z$/) },
      labels: expect.any(Array),
      version: expect.any(Number),
    });
    expect(row.hypotheekGevers[0].partijNawData).toMatchObject({ geslacht: expect.stringMatching(/^[MV] /), achterNaam: expect.any(String) });
    expect(row.ontvangenOp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('sorts on every listed column both ways, with id ascending last', async () => {
    for (const column of DOSSIER_SORT_COLUMNS) {
      for (const direction of ['asc', 'desc']) {
        const res = await medewerker.get(`/api/v1/dossiers?page=0&size=5&sort=${column},${direction}`);
        expect(res.status, `${column},${direction}`).toBe(200);
      }
    }
    const asc = await all(medewerker, 'sort=naamHypotheekGever,asc');
    const names = await db
      .select({ id: dossiers.id, key: dossiers.sorteerNaam })
      .from(dossiers)
      .where(inArray(dossiers.id, ids(asc)));
    const keyOf = new Map(names.map((n) => [n.id, n.key]));
    const expected = [...ids(asc)].sort((a, b) => (keyOf.get(a)! < keyOf.get(b)! ? -1 : keyOf.get(a)! > keyOf.get(b)! ? 1 : a - b));
    expect(ids(asc)).toEqual(expected);
    const desc = await all(medewerker, 'sort=naamHypotheekGever,desc');
    expect(desc.map((r) => keyOf.get(r.id))).toEqual([...asc.map((r) => keyOf.get(r.id))].reverse());
    // Phases sort in process order; within a phase the id breaks the tie, ascending.
    const byPhase = await all(medewerker, 'sort=fase,asc');
    const order = FASES.map((f) => f.id);
    for (let i = 1; i < byPhase.length; i++) {
      const [a, b] = [byPhase[i - 1], byPhase[i]];
      const diff = order.indexOf(a.fase as never) - order.indexOf(b.fase as never);
      expect(diff < 0 || (diff === 0 && a.id < b.id)).toBe(true);
    }
    const older = await medewerker.get('/api/v1/dossiers?page=0&size=50&sort=naamHypotheekGever&reverse=true');
    expect(ids(older.body.content)).toEqual(ids(desc).slice(0, 50));
  });

  it('refuses an unknown sort column or direction with 400 VALIDATION', async () => {
    for (const sort of ['wachtwoord,asc', 'naamHypotheekGever,up', 'id;drop table dossiers']) {
      const res = await medewerker.get(`/api/v1/dossiers?sort=${encodeURIComponent(sort)}`);
      expect(res.status, sort).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
      expect(res.body.fields.sort).toMatch(/^Sorteer als kolom,asc of kolom,desc/);
    }
  });

  it('refuses malformed filters with 400 VALIDATION, never 500', async () => {
    const cases: [string, string][] = [
      ['dateRangeStart=2025-02-30', 'dateRangeStart'],
      ['dateRangeStart=21-11-2025', 'dateRangeStart'],
      ['dateRangeEnd=morgen', 'dateRangeEnd'],
      ['dateRangeStart=2025-03-10&dateRangeEnd=2025-03-01', 'dateRangeEnd'],
      ['gebdatum=1980-13-01', 'gebdatum'],
      ['page=-1', 'page'],
      ['page=een', 'page'],
      ['size=100000', 'size'],
      ['fase=ONBEKEND', 'fase'],
      ['fase=AANVRAAG&stap=GEPASSEERD', 'stap'],
      ['workloadStatus=UITGEZET,KLAAR', 'workloadStatus'],
      ['moneyproviders=1,abn', 'moneyproviders'],
      ['HDN=2', 'HDN'],
      ['archive=misschien', 'archive'],
      ['postcode=12AB', 'postcode'],
      ['advisor=iedereen', 'advisor'],
      ['dossierMorgenSLASelected=OVERMORGEN', 'dossierMorgenSLASelected'],
    ];
    for (const [query, field] of cases) {
      const res = await medewerker.get(`/api/v1/dossiers?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.type, query).toBe('VALIDATION');
      expect(Object.keys(res.body.fields), query).toContain(field);
    }
  });

  it('ignores empty filter values and keys it does not know (alle=true from the sidebar)', async () => {
    const plain = await medewerker.get('/api/v1/dossiers?page=0&size=5');
    const noisy = await medewerker.get('/api/v1/dossiers?page=0&size=5&creditor=&query=&alle=true&advisor=alle');
    expect(noisy.status).toBe(200);
    expect(noisy.body.totalElements).toBe(plain.body.totalElements);
  });

  it('applies every quick and extended filter as the data says', async () => {
    const truth = await live();
    const calendar = await loadCalendar(db);
    const [me] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'medewerker'));
    const pick = <T>(values: T[]) => values.find((v) => v !== null && v !== undefined)!;
    const withOffer = truth.find((t) => t.offerteNr && t.kenmerk)!;
    const applicant = (await db.select().from(hypotheekgevers).where(inArray(hypotheekgevers.dossierId, truth.map((t) => t.id))).limit(1))[0];
    const applicantsOf = async (condition: ReturnType<typeof eq>) =>
      new Set((await db.select({ id: hypotheekgevers.dossierId }).from(hypotheekgevers).where(condition)).map((r) => r.id));
    const cdsHandler = (await db.select().from(dossierBehandelaars).where(eq(dossierBehandelaars.rol, 'CDS_BEHANDELAAR')).limit(1))[0];
    const lenderId = async (code: string) => (await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.ontvangerCode, code)))[0].id;
    const [ing, rabo] = [await lenderId('ING'), await lenderId('RABO')];
    const days = truth.map((t) => amsterdamDay(t.ontvangenOp)).sort();
    const range = { from: days[Math.floor(days.length / 3)], to: days[Math.floor((days.length * 2) / 3)] };
    const inRange = (d: Date) => amsterdamDay(d) >= range.from && amsterdamDay(d) <= range.to;
    const postcodeSet = await applicantsOf(sql`${hypotheekgevers.postcode} like ${applicant.postcode!.slice(0, 4) + '%'}` as never);
    const placeSet = await applicantsOf(sql`${hypotheekgevers.plaatsNaam} ilike ${'%' + applicant.plaatsNaam!.slice(1, 5) + '%'}` as never);
    const birthSet = await applicantsOf(eq(hypotheekgevers.geboorteDatum, applicant.geboorteDatum));
    const advisers = await db.select().from(gebruikers).where(eq(gebruikers.typeCode, 'A'));
    const office = truth[0].bedrijfsNaam!;
    const someAdviser = advisers.find((a) => truth.some((t) => t.adviseurId === a.id))!;

    const cases: [string, (t: (typeof truth)[number]) => boolean][] = [
      ['fase=HYPOTHEEKAANBOD', (t) => t.fase === 'HYPOTHEEKAANBOD'],
      ['fase=HYPOTHEEKAANBOD&stap=UITGEBRACHT', (t) => t.fase === 'HYPOTHEEKAANBOD' && t.stap === 'UITGEBRACHT'],
      ['stap=UITGEBRACHT', (t) => t.stap === 'UITGEBRACHT'],
      ['HDN=0', (t) => t.hdn === 0],
      ['HDN=1', (t) => t.hdn === 1],
      ['status=AFGEWEZEN&status=BEEINDIGD', (t) => ['AFGEWEZEN', 'BEEINDIGD'].includes(t.status)],
      ['creditor=ing', (t) => t.geldverstrekkerId === ing],
      ['creditor=Rabo', (t) => t.geldverstrekkerId === rabo],
      [`advisor=${someAdviser.id}`, (t) => t.adviseurId === someAdviser.id],
      ['advisor=eigen', (t) => t.adviseurId === me.id],
      [`query=${withOffer.kenmerk}`, (t) => t.kenmerk === withOffer.kenmerk],
      ['region=WEST', (t) => t.regio === 'WEST'],
      [`cdsBehandelaar=${cdsHandler.gebruikerId}`, () => false],
      ['workloadStatus=UITGEZET,BEHANDELING', (t) => ['UITGEZET', 'BEHANDELING'].includes(t.workloadStatus)],
      ['kantoorType=VOLMACHT', (t) => t.kantoorType === 'VOLMACHT'],
      ['moneyproviders=1&moneyproviders=2', (t) => [1, 2].includes(t.geldverstrekkerId)],
      [
        'dossierMorgenSLASelected=SLA',
        (t) => t.status === 'LOPEND' && t.workloadStatus !== 'AFGEROND' && deadlineFlag(calendar, deadlineOf(calendar, t.fase, t.stapDag)) === 'SLA',
      ],
      [
        'dossierMorgenSLASelected=MORGEN',
        (t) => t.status === 'LOPEND' && t.workloadStatus !== 'AFGEROND' && deadlineFlag(calendar, deadlineOf(calendar, t.fase, t.stapDag)) === 'MORGEN',
      ],
      [`organisationId=${pick(truth.map((t) => t.organisatieId))}`, (t) => t.organisatieId === pick(truth.map((x) => x.organisatieId))],
      [`dossiernr=${truth[3].id}`, (t) => t.id === truth[3].id],
      ['dossierBTL=true', (t) => t.btl],
      ['dossierBTL=false', (t) => !t.btl],
      [`dateRangeStart=${range.from}T00:00:00Z&dateRangeEnd=${range.to}T23:59:59Z`, (t) => inRange(t.ontvangenOp)],
      [`offerteNr=${withOffer.offerteNr!.slice(-6).toLowerCase()}`, (t) => (t.offerteNr ?? '').toLowerCase().includes(withOffer.offerteNr!.slice(-6).toLowerCase())],
      [`achterNaam=${encodeURIComponent(' Van der ')}`, (t) => t.zoekNaam.includes('vander')],
      [`plaatsNaam=${encodeURIComponent(applicant.plaatsNaam!.slice(1, 5))}`, (t) => placeSet.has(t.id)],
      [`gebdatum=${applicant.geboorteDatum}`, (t) => birthSet.has(t.id)],
      [`postcode=${applicant.postcode!.slice(0, 4)}`, (t) => postcodeSet.has(t.id)],
      [`gebruiker=${pick(truth.map((t) => t.workloadGebruikerId))}`, (t) => t.workloadGebruikerId === pick(truth.map((x) => x.workloadGebruikerId))],
      [`intermediair=${encodeURIComponent(office.slice(0, 6))}`, (t) => (t.bedrijfsNaam ?? '').toLowerCase().includes(office.slice(0, 6).toLowerCase())],
      [
        `adviseur=${encodeURIComponent(someAdviser.achterNaam.slice(0, 4))}`,
        (t) =>
          advisers.some(
            (a) =>
              a.id === t.adviseurId &&
              [a.tussenVoegsels, a.achterNaam].filter(Boolean).join(' ').toLowerCase().includes(someAdviser.achterNaam.slice(0, 4).toLowerCase()),
          ),
      ],
      ['leningType=SERVICING,SPECIAL_SERVICING&dossierBTL=true', (t) => t.btl && t.leningType !== 'ORIGINATION'],
    ];
    for (const [query, expected] of cases) {
      const got = sorted(ids(await all(medewerker, query)));
      const want = sorted(truth.filter(expected).map((t) => t.id));
      expect(got, query).toEqual(want);
      // Each case really narrows the list, so the comparison proves something.
      if (!query.startsWith('cdsBehandelaar') && query !== 'advisor=eigen') {
        expect(want.length, query).toBeGreaterThan(0);
        expect(want.length, query).toBeLessThan(truth.length);
      }
    }
    const [adv] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'adviseur'));
    const own = sorted(truth.filter((t) => t.adviseurId === adv.id).map((t) => t.id));
    expect(sorted(ids(await all(adviseur, 'advisor=eigen')))).toEqual(own);
    // A CDS handler works on CDS dossiers, which the CDS list shows.
    const cds = await all(medewerker, `cdsBehandelaar=${cdsHandler.gebruikerId}`, '/api/v1/cds/dossiers');
    expect(ids(cds)).toContain(cdsHandler.dossierId);
    // archive=true shows the archived dossiers only.
    const archived = await all(medewerker, 'archive=true');
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((r) => r.gearchiveerd)).toBe(true);
  });

  it('quick-searches without regard to spaces', async () => {
    const [row] = await db.select().from(dossiers).where(sql`${dossiers.kenmerk} is not null and not ${dossiers.cds} and not ${dossiers.gearchiveerd}`).limit(1);
    const spaced = `${row.kenmerk!.slice(0, 4)} ${row.kenmerk!.slice(4)}`;
    expect(ids(await all(medewerker, `query=${encodeURIComponent(` ${spaced} `)}`))).toContain(row.id);
  });

  it('keeps the dossiers of advisers to their office and of lenders to their money provider', async () => {
    const [me] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'adviseur'));
    const mine = await all(adviseur);
    const truth = (await live()).filter((t) => t.kantoorId === me.kantoorId);
    expect(mine.length).toBeGreaterThan(0);
    expect(sorted(ids(mine))).toEqual(sorted(truth.map((t) => t.id)));
    const [lender] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
    const theirs = await all(verstrekker);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r) => (r.geldverstrekker as { id: number }).id === lender.geldverstrekkerId)).toBe(true);
    // Another office's dossier does not become visible through a filter either.
    const foreign = (await live()).find((t) => t.kantoorId !== me.kantoorId)!;
    expect(await all(adviseur, `dossiernr=${foreign.id}`)).toEqual([]);
  });

  it('refuses users without a dossier permission, and shows no CDS dossiers to those without the CDS one', async () => {
    expect((await beheerder.get('/api/v1/dossiers')).status).toBe(403);
    const cds = await adviseur.get('/api/v1/dossiers?dossierCds=true');
    expect(cds.status).toBe(200);
    expect(cds.body.totalElements).toBe(0);
  });
});

describe('GET /api/v1/cds/dossiers', () => {
  it('lists the CDS dossiers only, with the same filter', async () => {
    const rows = await all(employee, 'sort=id,asc', '/api/v1/cds/dossiers');
    const truth = await db.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.cds, true), eq(dossiers.gearchiveerd, false)));
    expect(ids(rows)).toEqual(sorted(truth.map((t) => t.id)));
    expect(sorted(ids(await all(employee, 'dossierCds=true')))).toEqual(sorted(ids(rows)));
    expect((await adviseur.get('/api/v1/cds/dossiers')).status).toBe(403);
  });

  it("dossierCds=alle lists both kinds (the insight figures counted 'met CDS'), each as far as the user sees it", async () => {
    const both = await all(employee, 'dossierCds=alle');
    const truth = await db.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.gearchiveerd, false));
    expect(sorted(ids(both))).toEqual(sorted(truth.map((t) => t.id)));
    // The adviser has no CDS permission: 'alle' is its own office's dossiers, as without the filter.
    expect(sorted(ids(await all(adviseur, 'dossierCds=alle')))).toEqual(sorted(ids(await all(adviseur))));
    expect((await employee.get('/api/v1/dossiers?dossierCds=beide')).status).toBe(400);
  });
});

describe('BTL lists', () => {
  it('lists BTL dossiers and, for beheer-btl, the BTL loans in servicing', async () => {
    const btl = await all(adviseur, 'dossierBTL=true&advisor=alle');
    expect(btl.every((r) => r.btl)).toBe(true);
    const beheer = await all(medewerker, 'dossierBTL=true&leningType=SERVICING&leningType=SPECIAL_SERVICING');
    expect(beheer.length).toBeGreaterThan(0);
    expect(beheer.every((r) => r.btl && r.leningType !== 'ORIGINATION')).toBe(true);
  });
});

describe('GET /api/v1/dossiers/overrule/dossiers', () => {
  it('answers the overrule picker a plain list with the same filter', async () => {
    const res = await medewerker.get('/api/v1/dossiers/overrule/dossiers?fase=PASSEREN&size=10');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((r: Row) => r.fase === 'PASSEREN')).toBe(true);
    // Every demo role opens the overrule desk (docs/desks.md), so a user with a role without it is refused.
    const bare = await makeRole(db, 'Zonder overruledesk', false);
    await makeUser(db, 'zonder.overrule', { roles: [bare.id] });
    expect((await (await signIn(app, 'zonder.overrule', PASSWORD)).get('/api/v1/dossiers/overrule/dossiers')).status).toBe(403);
  });
});

describe('GET /api/v1/dossiers/projections/', () => {
  it('finds a dossier by number, kenmerk or name for the header, exact number first', async () => {
    const [row] = await db.select().from(dossiers).where(sql`${dossiers.kenmerk} is not null`).orderBy(dossiers.id).limit(1);
    const byId = await medewerker.get(`/api/v1/dossiers/projections/?query=${row.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body[0]).toMatchObject({ id: row.id, naamHypotheekGever: row.naamHypotheekGever, kenmerk: row.kenmerk });
    const spaced = encodeURIComponent(` ${row.kenmerk!.slice(0, 3)} ${row.kenmerk!.slice(3)} `);
    expect(ids((await medewerker.get(`/api/v1/dossiers/projections/?query=${spaced}`)).body)).toContain(row.id);
    const several = await medewerker.get('/api/v1/dossiers/projections/?query=de');
    expect(several.body.length).toBeGreaterThan(1);
    expect(several.body.length).toBeLessThanOrEqual(20);
    expect((await medewerker.get('/api/v1/dossiers/projections/?query=zzqqxx')).body).toEqual([]);
  });

  it('answers a whole dossier number with that one dossier, and marks archived hits', async () => {
    const [row] = await db.select().from(dossiers).where(sql`${dossiers.id} between 10 and 99`).orderBy(dossiers.id).limit(1);
    const exact = await medewerker.get(`/api/v1/dossiers/projections/?query=${row.id}`);
    expect(ids(exact.body)).toEqual([row.id]);
    // Digits that are no visible dossier's number still search references and names.
    expect((await medewerker.get('/api/v1/dossiers/projections/?query=999999999')).body).toEqual([]);
    const [archived] = await db.select().from(dossiers).where(eq(dossiers.gearchiveerd, true)).limit(1);
    expect(archived).toBeTruthy();
    expect((await medewerker.get(`/api/v1/dossiers/projections/?query=${archived.id}`)).body[0]).toMatchObject({ id: archived.id, gearchiveerd: true });
  });

  it('looks dossier numbers up by their first digits, optionally only those with an offer number', async () => {
    const res = await medewerker.get('/api/v1/dossiers/projections/?hasOfferteNr=false&dossierId=1');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((p: Row) => String(p.id).startsWith('1'))).toBe(true);
    const withNumber = await medewerker.get('/api/v1/dossiers/projections/?hasOfferteNr=true&dossierId=2');
    expect(withNumber.body.every((p: Row) => p.offerteNr !== null && String(p.id).startsWith('2'))).toBe(true);
    expect((await medewerker.get('/api/v1/dossiers/projections/?dossierId=12a')).status).toBe(400);
  });

  it('finds only what the user may see', async () => {
    const [me] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'adviseur'));
    const [foreign] = await db.select().from(dossiers).where(sql`${dossiers.kantoorId} <> ${me.kantoorId}`).limit(1);
    expect((await adviseur.get(`/api/v1/dossiers/projections/?query=${foreign.id}`)).body.map((p: Row) => p.id)).not.toContain(foreign.id);
  });
});

describe('GET /api/v1/dossiers/{id}', () => {
  it('answers the header data: applicants by id, offers with the last kenmerk, office and adviser', async () => {
    const [row] = await db
      .select()
      .from(dossiers)
      .where(and(eq(dossiers.cds, false), sql`${dossiers.kenmerk} is not null`))
      .limit(1);
    const res = await medewerker.get(`/api/v1/dossiers/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: row.id, offerteNr: row.offerteNr, naamHypotheekGever: row.naamHypotheekGever, origin: 'AANVRAAG' });
    expect(ids(res.body.hypotheekGevers)).toEqual(sorted(ids(res.body.hypotheekGevers)));
    expect(res.body.hypotheekGevers[0].partijNawData).toMatchObject({
      geslacht: expect.stringMatching(/^(M mannelijk|V vrouwelijk)$/),
      voorLetters: expect.any(String),
      achterNaam: expect.any(String),
      geboorteDatum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      postcode: expect.stringMatching(/^\d{4}[A-Z]{2}$/),
    });
    expect(res.body.offerteData.at(-1).kenmerk).toBe(row.kenmerk);
    expect(res.body.kantoor).toMatchObject({ bedrijfsNaam: expect.any(String), plaatsNaam: expect.any(String) });
    expect((await medewerker.get(`/api/v1/dossiers/${row.id}?origin=RENTEAANBOD`)).body.origin).toBe('RENTEAANBOD');
    expect((await medewerker.get(`/api/v1/dossiers/${row.id}?origin=RENTE-AANBOD`)).body.origin).toBe('RENTEAANBOD');
    expect((await medewerker.get(`/api/v1/dossiers/${row.id}?origin=ONBEKEND`)).status).toBe(400);
  });

  it('shows the contractors of a BTL dossier that did not come through HDN in its name', async () => {
    const [row] = await db.select().from(dossiers).where(and(eq(dossiers.btl, true), eq(dossiers.aanleverenViaHdnjn, 0))).limit(1);
    const res = await medewerker.get(`/api/v1/dossiers/${row.id}`);
    expect(res.body.contractanten.length).toBeGreaterThan(0);
    const first = res.body.contractanten[0];
    expect(res.body.naamHypotheekGever).toContain(first.name ?? first.familyName);
  });

  it('answers 404 for another office or money provider, and for a dossier that does not exist', async () => {
    const [adv] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'adviseur'));
    const [own] = await db.select().from(dossiers).where(and(eq(dossiers.kantoorId, adv.kantoorId!), eq(dossiers.cds, false))).limit(1);
    const [foreign] = await db.select().from(dossiers).where(sql`${dossiers.kantoorId} <> ${adv.kantoorId}`).limit(1);
    expect((await adviseur.get(`/api/v1/dossiers/${own.id}`)).status).toBe(200);
    const refused = await adviseur.get(`/api/v1/dossiers/${foreign.id}`);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(foreign.naamHypotheekGever);
    const [lender] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
    const [other] = await db.select().from(dossiers).where(sql`${dossiers.geldverstrekkerId} <> ${lender.geldverstrekkerId}`).limit(1);
    expect((await verstrekker.get(`/api/v1/dossiers/${other.id}`)).status).toBe(404);
    expect((await medewerker.get('/api/v1/dossiers/99999999')).status).toBe(404);
    expect((await medewerker.get('/api/v1/dossiers/abc')).status).toBe(400);
  });
});
