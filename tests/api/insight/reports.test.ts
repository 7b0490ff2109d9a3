import { describe, expect, it } from 'vitest';
import type { ReportInfo } from '../../../contract/insight/reports';
import { dossiers } from '../../../server/db/schema';
import { loadCalendar, shiftDay, startOfDay } from '../../../server/services/workload/calendar';
import { signIn } from '../helpers';
import { query } from './drill';
import { insightServer } from './fixtures';

const { app, db, fx } = await insightServer();
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const beheerder = await signIn(app, 'beheerder');
const adviseur = await signIn(app, 'adviseur');

const menu = async (caller = medewerker) => (await caller.get('/api/v1/rs/menurapportages')).body as { id: number; label: string }[];
const byLabel = async (label: string) => (await menu()).find((m) => m.label === label)!.id;
/** December 2024 and January 2025 of the test office (fixtures.ts). */
const WINTER = { van: '2024-12-01', tot: '2025-01-31', kantoor: fx.office };

describe('reports defined in Beheer, run on a fixed query', () => {
  it('the menu lists the reports whose permission the user holds', async () => {
    // The demo's reports in their order; other test files sharing this server may have added their own after them.
    expect((await menu()).map((m) => m.label).slice(0, 5)).toEqual([
      'Productie per maand',
      'Doorlooptijd per fase',
      'Werkvoorraad per behandelaar',
      'Afwijzingen per geldverstrekker',
      'First time right per kantoor',
    ]);
    // Who handles how much is for the werkverdeler (MENU_WERKVERDELING_VIEW), which the employee is not.
    expect((await menu(employee)).map((m) => m.label)).not.toContain('Werkvoorraad per behandelaar');
    expect((await employee.get(`/api/v1/rapportages/${await byLabel('Werkvoorraad per behandelaar')}`)).status).toBe(404);
    expect((await adviseur.get('/api/v1/rs/menurapportages')).status).toBe(403);
  });

  it('Productie per maand: December brought six, January two, one passed (250.000) and one rejected', async () => {
    const id = await byLabel('Productie per maand');
    const info = (await medewerker.get(`/api/v1/rapportages/${id}`)).body as ReportInfo;
    expect(info).toMatchObject({ query: 'PRODUCTIE', groepering: 'GEEN', tijdvak: 'MAAND' });
    expect(info.kolommen.map((k) => k.id)).toEqual(['tijdvak', 'aanvragen', 'gepasseerd', 'volume', 'afgewezen', 'beeindigd']);
    const rows = await medewerker.get(`/api/v1/rapportages/${id}/rijen?${query(WINTER)}`);
    expect(rows.status).toBe(200);
    expect(rows.body.content).toEqual([
      { tijdvak: 'december 2024', aanvragen: 6, gepasseerd: 0, volume: 0, afgewezen: 0, beeindigd: 0 },
      { tijdvak: 'januari 2025', aanvragen: 2, gepasseerd: 1, volume: 250_000, afgewezen: 1, beeindigd: 0 },
    ]);
    const sorted = await medewerker.get(`/api/v1/rapportages/${id}/rijen?${query({ ...WINTER, sort: 'aanvragen,asc', size: 1, page: 1 })}`);
    expect(sorted.body).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect(sorted.body.content[0].tijdvak).toBe('december 2024');
    // The tijdvak sorts in time, not by its name ('januari' before 'december').
    const byTime = await medewerker.get(`/api/v1/rapportages/${id}/rijen?${query({ ...WINTER, sort: 'tijdvak,desc' })}`);
    expect(byTime.body.content.map((r: { tijdvak: string }) => r.tijdvak)).toEqual(['januari 2025', 'december 2024']);
  });

  it('a quarter reads Q4 2024, a year 2025', async () => {
    const body = { label: 'Productie per kwartaal', permissie: 'MENU_RAPPORTAGES_VIEW', query: 'PRODUCTIE', groepering: 'GEEN', tijdvak: 'KWARTAAL', volgorde: 8, active: true };
    const created = await beheerder.post('/api/v1/beheer/rapportages', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    try {
      const rows = await medewerker.get(`/api/v1/rapportages/${created.body.id}/rijen?${query(WINTER)}`);
      expect(rows.body.content.map((r: { tijdvak: string }) => r.tijdvak)).toEqual(['Q4 2024', 'Q1 2025']);
      expect((await beheerder.put(`/api/v1/beheer/rapportages/${created.body.id}`, { ...body, tijdvak: 'JAAR', version: created.body.version })).status).toBe(200);
      const years = await medewerker.get(`/api/v1/rapportages/${created.body.id}/rijen?${query(WINTER)}`);
      expect(years.body.content.map((r: { tijdvak: string }) => r.tijdvak)).toEqual(['2024', '2025']);
    } finally {
      expect((await beheerder.delete(`/api/v1/beheer/rapportages/${created.body.id}`)).status).toBe(204);
    }
  });

  it('Doorlooptijd per fase: the stretches that ended, in business days, in process order', async () => {
    const id = await byLabel('Doorlooptijd per fase');
    const rows = await medewerker.get(`/api/v1/rapportages/${id}/rijen?${query({ van: '2024-12-30', tot: '2025-01-05', kantoor: fx.office, size: 50 })}`);
    expect(rows.status).toBe(200);
    const [first, second] = rows.body.content;
    expect(first).toEqual({ fase: 'Aanvraag', stap: '(hele fase)', aantal: 1, mediaan: 3, p80: 3, p95: 3, norm: 10 });
    // D1 and D4 took one business day, D5 (a buy-to-let loan) none.
    expect(second).toEqual({ fase: 'Aanvraag', stap: 'Aanvraag ontvangen', aantal: 3, mediaan: 1, p80: 1, p95: 1, norm: 1 });
  });

  it('First time right per kantoor, Afwijzingen and Werkvoorraad on the test office', async () => {
    const ftr = await medewerker.get(`/api/v1/rapportages/${await byLabel('First time right per kantoor')}/rijen?${query(WINTER)}`);
    expect(ftr.body.content).toEqual([{ groep: 'Inzicht Testkantoor, Utrecht', aanbiedingen: 2, firstTimeRight: 1, percentage: 50, compleet: 71.4 }]);
    const rejected = await medewerker.get(`/api/v1/rapportages/${await byLabel('Afwijzingen per geldverstrekker')}/rijen?${query(WINTER)}`);
    expect(rejected.body.content).toEqual([{ groep: 'Inzicht Testbank', aanvragen: 8, afgewezen: 1, beeindigd: 0, percentageAfgewezen: 12.5 }]);
    const work = await medewerker.get(`/api/v1/rapportages/${await byLabel('Werkvoorraad per behandelaar')}/rijen?${query(WINTER)}`);
    expect(work.body.content).toEqual([{ groep: 'I. Behandelaar', uitgezet: 1, behandeling: 1, sla: 2, afgerond: 0 }]);
  });

  it('a CSV of every row, in Dutch numbers', async () => {
    const id = await byLabel('Productie per maand');
    const res = await app.inject({ method: 'GET', url: `/api/v1/rapportages/${id}/csv?${query(WINTER)}`, headers: { authorization: `Bearer ${medewerker.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="productie-per-maand-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      '"Tijdvak";"Aanvragen";"Gepasseerd";"Volume";"Afgewezen";"Beëindigd"',
      '"december 2024";"6";"0";"0";"0";"0"',
      '"januari 2025";"2";"1";"250000";"1";"0"',
    ]);
  });

  it('refuses a sort on a column it does not have, and an end before the start', async () => {
    const id = await byLabel('Productie per maand');
    const sort = await medewerker.get(`/api/v1/rapportages/${id}/rijen?sort=id,desc`);
    expect(sort.status).toBe(400);
    expect(sort.body.fields.sort).toContain('aanvragen');
    const range = await medewerker.get(`/api/v1/rapportages/${id}/rijen?van=2025-02-01&tot=2025-01-01`);
    expect(range.status).toBe(400);
    expect(range.body.fields.tot).toBe('De einddatum ligt voor de begindatum.');
  });

  it('Beheer › Rapportages: a new report for the dashboards permission shows in the menu; a grouping its query cannot do is refused', async () => {
    const body = { label: 'Afwijzingen per adviseur', permissie: 'MENU_DASHBOARDS_VIEW', query: 'AFWIJZINGEN', groepering: 'ADVISEUR', tijdvak: 'MAAND', volgorde: 9, active: true };
    const wrong = await beheerder.post('/api/v1/beheer/rapportages', { ...body, groepering: 'TEAM' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.groepering).toBe('Afwijzingen groepeert alleen per: geldverstrekker, kantoor, adviseur.');
    expect((await medewerker.post('/api/v1/beheer/rapportages', body)).status).toBe(403);
    const created = await beheerder.post('/api/v1/beheer/rapportages', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    try {
      expect((await menu(employee)).map((m) => m.label)).toContain('Afwijzingen per adviseur');
      const rows = await employee.get(`/api/v1/rapportages/${created.body.id}/rijen?${query(WINTER)}`);
      expect(rows.body.content).toEqual([
        { groep: 'X. Xander', aanvragen: 3, afgewezen: 0, beeindigd: 0, percentageAfgewezen: 0 },
        { groep: 'Y. Ypma', aanvragen: 2, afgewezen: 1, beeindigd: 0, percentageAfgewezen: 50 },
        { groep: 'Zonder adviseur', aanvragen: 3, afgewezen: 0, beeindigd: 0, percentageAfgewezen: 0 },
      ]);
    } finally {
      expect((await beheerder.delete(`/api/v1/beheer/rapportages/${created.body.id}`)).status).toBe(204);
    }
  });

  it('without days it runs from 1 January through tomorrow (spec 000 §5: the end date defaults to tomorrow)', async () => {
    const { today } = await loadCalendar(db);
    const tomorrow = shiftDay(today, 1);
    const id = await byLabel('Afwijzingen per geldverstrekker');
    const count = async () => (await medewerker.get(`/api/v1/rapportages/${id}/rijen?${query({ kantoor: fx.office, van: `${tomorrow.slice(0, 4)}-01-01` })}`)).body.content as { aanvragen: number }[];
    const before = (await count()).reduce((s, r) => s + r.aanvragen, 0);
    await db.insert(dossiers).values({ kantoorId: fx.office, geldverstrekkerId: fx.lender, naamHypotheekGever: 'Morgen', sorteerNaam: 'morgen', zoekNaam: 'morgen', fase: 'AANVRAAG', stap: 'ONTVANGEN', ontvangenOp: new Date(startOfDay(tomorrow).getTime() + 9 * 3600_000) });
    expect((await count()).reduce((s, r) => s + r.aanvragen, 0)).toBe(before + 1);
  });
});
