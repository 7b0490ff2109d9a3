import { describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '../../../contract/insight/answers';
import { DASHBOARD_NAMES } from '../../../contract/insight/figures';
import { signIn, type Caller } from '../helpers';
import { expectDrillsMatch, query } from './drill';
import { insightServer } from './fixtures';

const { app, fx } = await insightServer();
const medewerker = await signIn(app, 'medewerker');

/** ISO week 1 of 2025: Monday 30 December 2024 up to and including Sunday 5 January 2025 (fixtures.ts). */
const WEEK1 = { periode: 'week', datum: '2025-01-01' };

async function dashboard(name: string, params: Record<string, string | number | undefined>, caller: Caller = medewerker): Promise<DashboardAnswer> {
  const res = await caller.get(`/api/v1/inzicht/dashboards/${name}?${query(params)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const figures = (answer: DashboardAnswer) => Object.fromEntries(answer.kengetallen.map((k) => [k.id, [k.waarde, k.vorige]]));
const chart = (answer: DashboardAnswer, id: string) => {
  const g = answer.grafieken.find((x) => x.id === id)!;
  return g.punten.map((p) => [p.label, ...p.waarden]);
};

describe('the dashboards on the hand-checked data set (tests/api/insight/fixtures.ts)', () => {
  const week1 = (name: string, extra: Record<string, string | number | undefined> = {}) => dashboard(name, { ...WEEK1, kantoor: fx.office, ...extra });

  it('labels ISO week 1 of 2025 from 30 December 2024 and compares it with week 52 of 2024', async () => {
    const answer = await week1('aanvragen');
    expect(answer.periode).toEqual({
      soort: 'week',
      label: 'Week 1, 2025',
      van: '2024-12-30',
      tot: '2025-01-06',
      vorige: { label: 'Week 52, 2024', van: '2024-12-23', tot: '2024-12-30' },
    });
    // Any day of the week is the same week; 29 December 2024 is the week before.
    expect((await dashboard('aanvragen', { periode: 'week', datum: '2025-01-05' })).periode.label).toBe('Week 1, 2025');
    expect((await dashboard('aanvragen', { periode: 'week', datum: '2024-12-29' })).periode.label).toBe('Week 52, 2024');
    expect((await dashboard('aanvragen', { periode: 'week', datum: '2027-01-01' })).periode.label).toBe('Week 53, 2026');
  });

  it('aanvragen: D1, D5 and D2 came in in week 1, D4 the week before', async () => {
    const answer = await week1('aanvragen');
    // 3 in four business days (1 January is a vrije dag); 1 in the five of week 52 (2024 has no vrije dagen in the table).
    expect(figures(answer)).toEqual({ aanvragen: [3, 1], viaHdn: [2, 1], btl: [1, 0], perWerkdag: [0.8, 0.2] });
    expect(chart(answer, 'perPeriode')).toEqual([
      ['ma 30 dec', 1, 0],
      ['di 31 dec', 1, 0],
      ['woe 1 jan', 0, 0],
      ['do 2 jan', 0, 0],
      ['vrij 3 jan', 0, 0],
      ['zat 4 jan', 0, 0],
      ['zo 5 jan', 1, 1],
    ]);
    expect(chart(answer, 'perGeldverstrekker')).toEqual([['Inzicht Testbank', 3]]);
    expect(chart(answer, 'perKantoor')).toEqual([['Inzicht Testkantoor, Utrecht', 3]]);
    expect(await expectDrillsMatch(medewerker, answer)).toBeGreaterThan(15);
  });

  it('compleet dossier: D1 and D5 complete, D2 incomplete; D4 (incomplete) the week before; D3 still assessed in week 2', async () => {
    const answer = await week1('compleet-dossier');
    expect(figures(answer)).toEqual({ compleet: [2, 0], onvolledig: [1, 1], inBeoordeling: [0, 0], percentage: [66.7, 0] });
    expect(chart(answer, 'perKantoor')).toEqual([['Inzicht Testkantoor, Utrecht', 2, 1, 0]]);
    await expectDrillsMatch(medewerker, answer);
    const week2 = await dashboard('compleet-dossier', { periode: 'week', datum: '2025-01-08', kantoor: fx.office });
    expect(figures(week2)).toEqual({ compleet: [0, 2], onvolledig: [0, 1], inBeoordeling: [1, 0], percentage: [null, 66.7] });
    await expectDrillsMatch(medewerker, week2);
  });

  it('first time right: the offers of D6 and D7 went out in week 1; D7 had a declined document', async () => {
    const answer = await week1('first-time-right');
    expect(figures(answer)).toEqual({ aanbiedingen: [2, 0], firstTimeRight: [1, 0], percentage: [50, null] });
    expect(chart(answer, 'perPeriode').filter((p) => (p[1] as number) + (p[2] as number) > 0)).toEqual([
      ['di 31 dec', 1, 0],
      ['do 2 jan', 0, 1],
    ]);
    expect(chart(answer, 'perGeldverstrekker')).toEqual([['Inzicht Testbank', 1, 1]]);
    await expectDrillsMatch(medewerker, answer);
  });

  it('omzet: D8 was passed in week 1 with a principal of 250.000', async () => {
    const answer = await week1('omzet');
    expect(figures(answer)).toEqual({ gepasseerd: [1, 0], volume: [250_000, 0], gemiddeld: [250_000, null] });
    expect(chart(answer, 'volumePerPeriode').find((p) => p[0] === 'vrij 3 jan')).toEqual(['vrij 3 jan', 250_000, 0]);
    expect(chart(answer, 'volumePerGeldverstrekker')).toEqual([['Inzicht Testbank', 250_000]]);
    await expectDrillsMatch(medewerker, answer);
  });

  it('werkvoorraad: seven running dossiers now, two of them handed out and past their SLA', async () => {
    const answer = await week1('werkvoorraad');
    expect(figures(answer)).toEqual({ open: [7, null], uitTeZetten: [5, null], sla: [2, null], morgen: [0, null], instroom: [3, 1], gepasseerd: [1, 0] });
    expect(chart(answer, 'perFase')).toEqual([
      ['Aanvraag', 3, 0, 1, 0],
      ['Renteaanbod', 0, 1, 0, 0],
      ['Hypotheekaanbod', 2, 0, 0, 0],
      ['Passeren', 0, 0, 0, 0],
    ]);
    expect(chart(answer, 'perTeam')).toEqual([['Inzicht team', 2]]);
    await expectDrillsMatch(medewerker, answer);
    // The team filter narrows every figure to the dossiers of the team's members.
    const team = await week1('werkvoorraad', { team: fx.team });
    expect(figures(team)).toMatchObject({ open: [2, null], sla: [2, null], uitTeZetten: [0, null] });
    await expectDrillsMatch(medewerker, team);
  });

  it('adviseurs: adviser X brought in two dossiers in week 1, adviser Y one, and Y had one passed', async () => {
    const answer = await week1('adviseurs');
    expect(figures(answer)).toEqual({ actieveAdviseurs: [2, 0], aanvragenPerAdviseur: [1.5, null] });
    expect(chart(answer, 'perAdviseur')).toEqual([
      ['X. Xander (Inzicht Testkantoor)', 2, 0],
      ['Y. Ypma (Inzicht Testkantoor)', 1, 1],
    ]);
    await expectDrillsMatch(medewerker, answer);
  });

  it('agenda: the important dates of running dossiers in week 1 (D8 is finished and left out)', async () => {
    const answer = await week1('agenda');
    expect(figures(answer)).toEqual({ FINANCIERINGSVOORBEHOUD: [1, 0], TAXATIE: [0, 0], PASSEERDATUM: [1, 0], SLEUTELOVERDRACHT: [0, 0] });
    expect(chart(answer, 'perPeriode').find((p) => p[0] === 'zat 4 jan')).toEqual(['zat 4 jan', 0, 0, 1, 0]);
    await expectDrillsMatch(medewerker, answer);
  });

  it('the money provider filter narrows the figures; another office has none of these', async () => {
    expect(figures(await week1('aanvragen', { geldverstrekker: fx.lender }))).toMatchObject({ aanvragen: [3, 1] });
    expect(figures(await dashboard('aanvragen', { ...WEEK1, kantoor: fx.otherOffice }))).toMatchObject({ aanvragen: [0, 0] });
  });

  it('a year shows its months, a month its days, with the period before alongside', async () => {
    const year = await dashboard('aanvragen', { periode: 'jaar', datum: '2025-06-15', kantoor: fx.office });
    expect(year.periode).toMatchObject({ label: '2025', van: '2025-01-01', tot: '2026-01-01', vorige: { label: '2024' } });
    expect(chart(year, 'perPeriode')[0]).toEqual(['jan', 2, 0]);
    expect(chart(year, 'perPeriode')[11]).toEqual(['dec', 0, 6]);
    const month = await dashboard('aanvragen', { periode: 'maand', datum: '2025-02-10', kantoor: fx.office });
    expect(month.periode).toMatchObject({ label: 'februari 2025', vorige: { label: 'januari 2025' } });
    // February has 28 days; the 29th to 31st of January have no day beside them.
    expect(chart(month, 'perPeriode')).toHaveLength(28);
    expect(figures(month).aanvragen).toEqual([0, 2]);
    await expectDrillsMatch(medewerker, year);
  });

  it('the overview of /dashboard: this week and this month of the chosen day', async () => {
    const res = await medewerker.get(`/api/v1/inzicht/dashboard?${query({ datum: '2025-01-03', kantoor: fx.office })}`);
    expect(res.status).toBe(200);
    const answer = res.body as DashboardAnswer;
    expect(answer.periode.label).toBe('Week 1, 2025');
    // January 2025: D2 and D3 came in (D2 incomplete, D3 being assessed), D7's offer and D8's passing.
    expect(figures(answer)).toEqual({ aanvragen: [3, 1], open: [7, null], sla: [2, null], compleet: [0, null], firstTimeRight: [0, null], gepasseerd: [1, 0] });
    await expectDrillsMatch(medewerker, answer);
  });

  it('a CSV of the same figures', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/inzicht/dashboards/aanvragen/csv?${query({ ...WEEK1, kantoor: fx.office })}`,
      headers: { authorization: `Bearer ${medewerker.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"Cijfer";"Onderdeel";"Reeks";"Waarde";"Eenheid"');
    expect(lines).toContain('"Aanvragen";"";"Week 1, 2025";"3";"aantal"');
    expect(lines).toContain('"Gemiddeld per werkdag";"";"Week 1, 2025";"0,8";"aantal"');
    expect(lines).toContain('"Aanvragen in de periode";"zo 5 jan";"Week 52, 2024";"1";"aantal"');
  });

  it('refuses a malformed period, an unknown dashboard and a day that does not exist', async () => {
    for (const url of ['aanvragen?periode=dag', 'aanvragen?datum=2025-02-30', 'aanvragen?kantoor=abc', 'onbekend']) {
      const res = await medewerker.get(`/api/v1/inzicht/dashboards/${url}`);
      expect(res.status, url).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
    }
  });
});

describe('the dashboards on the demo data: every count is the total of the list it opens', () => {
  for (const name of DASHBOARD_NAMES) {
    it(`${name}, this month`, async () => {
      expect(await expectDrillsMatch(medewerker, await dashboard(name, { periode: 'maand' }))).toBeGreaterThan(0);
    });
  }
  it('only the CDS dossiers open the CDS list', async () => {
    const answer = await dashboard('aanvragen', { periode: 'jaar', cds: 'alleen' });
    expect(answer.kengetallen[0].filter?.lijst).toBe('cds');
    await expectDrillsMatch(medewerker, answer);
  });
});
