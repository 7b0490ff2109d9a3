import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardAnswer, LeadTimesAnswer } from '../../../contract/insight/answers';
import { CDS_SCOPES } from '../../../contract/insight/codes';
import { addDays, periodOf, shiftPeriod, type Period } from '../../../contract/insight/period';
import { rowsOf } from '../../../server/db/client';
import { dossiers, dossierWijzigingen } from '../../../server/db/schema';
import { countWorkingDays } from '../../../server/services/insight/calendar';
import { loadCalendar } from '../../../server/services/workload/calendar';
import { signIn, type Caller } from '../helpers';
import { expectDrillsMatch, query } from './drill';
import { insightServer } from './fixtures';

/**
 * Figures that agree everywhere (docs/insight.md): a report and its dashboard give the same totals
 * for the same CDS scope and period; periods are bounded; the average per business day of a running
 * period; a dossier rejected and reopened enters its step once.
 */
const { app, db, fx } = await insightServer();
const medewerker = await signIn(app, 'medewerker');

async function dashboard(name: string, params: Record<string, string | number | undefined>, caller: Caller = medewerker): Promise<DashboardAnswer> {
  const res = await caller.get(`/api/v1/inzicht/dashboards/${name}?${query(params)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const figure = (answer: DashboardAnswer, id: string) => answer.kengetallen.find((k) => k.id === id)!;

const reportId = async (label: string) => ((await medewerker.get('/api/v1/rs/menurapportages')).body as { id: number; label: string }[]).find((m) => m.label === label)!.id;
const PRODUCTION = await reportId('Productie per maand');
const FIRST_TIME_RIGHT = await reportId('First time right per kantoor');

/** A report's rows over a period's days (`tot` is the day after the last), added up per column. */
async function reportTotals(id: number, period: { van: string; tot: string }, params: Record<string, string | number | undefined>) {
  const res = await medewerker.get(`/api/v1/rapportages/${id}/rijen?${query({ van: period.van, tot: addDays(period.tot, -1), size: 500, ...params })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sum = (column: string) => (res.body.content as Record<string, number>[]).reduce((s, r) => s + Number(r[column] ?? 0), 0);
  return { rows: res.body.content as Record<string, unknown>[], sum };
}

const calendar = await loadCalendar(db);

describe('a report and its dashboard give the same totals for the same scope and period', () => {
  const thisYear = periodOf('jaar', calendar.today);
  const thisMonth = periodOf('maand', calendar.today);
  const periods: { periode: string; datum?: string; period: Period }[] = [
    { periode: 'jaar', period: thisYear },
    { periode: 'maand', period: thisMonth },
    { periode: 'maand', datum: shiftPeriod(thisMonth, -1).van, period: shiftPeriod(thisMonth, -1) },
    { periode: 'maand', datum: '2025-01-15', period: periodOf('maand', '2025-01-15') },
  ];

  it('Productie per maand against Aanvragen and Omzet, First time right against its dashboard, in every CDS scope', async () => {
    const seen: Record<string, number> = { zonder: 0, met: 0, alleen: 0 };
    for (const { periode, datum, period } of periods)
      for (const cds of CDS_SCOPES) {
        const params = { periode, datum, cds };
        const where = JSON.stringify(params);
        const production = await reportTotals(PRODUCTION, period, { cds });
        const aanvragen = await dashboard('aanvragen', params);
        const omzet = await dashboard('omzet', params);
        expect(production.sum('aanvragen'), `aanvragen ${where}`).toBe(figure(aanvragen, 'aanvragen').waarde);
        expect(production.sum('gepasseerd'), `gepasseerd ${where}`).toBe(figure(omzet, 'gepasseerd').waarde);
        expect(production.sum('volume'), `volume ${where}`).toBe(figure(omzet, 'volume').waarde);
        const ftrReport = await reportTotals(FIRST_TIME_RIGHT, period, { cds });
        const ftr = await dashboard('first-time-right', params);
        expect(ftrReport.sum('aanbiedingen'), `aanbiedingen ${where}`).toBe(figure(ftr, 'aanbiedingen').waarde);
        expect(ftrReport.sum('firstTimeRight'), `first time right ${where}`).toBe(figure(ftr, 'firstTimeRight').waarde);
        seen[cds] += production.sum('aanvragen') + production.sum('gepasseerd');
      }
    // Not vacuous: the demo data has ordinary and CDS dossiers in these periods.
    expect(seen.zonder).toBeGreaterThan(0);
    expect(seen.alleen).toBeGreaterThan(0);
    expect(seen.met).toBe(seen.zonder + seen.alleen);
  });

  it("'met CDS' counts both, opens the dossier list with dossierCds=alle, and its counts are the list's totals", async () => {
    const params = { periode: 'jaar' };
    const [zonder, met, alleen] = await Promise.all(CDS_SCOPES.map((cds) => dashboard('aanvragen', { ...params, cds })));
    expect(figure(met, 'aanvragen').waarde).toBe(figure(zonder, 'aanvragen').waarde! + figure(alleen, 'aanvragen').waarde!);
    expect(figure(zonder, 'aanvragen').filter).toMatchObject({ lijst: 'dossiers' });
    expect(figure(zonder, 'aanvragen').filter!.query.dossierCds).toBeUndefined();
    expect(figure(met, 'aanvragen').filter).toMatchObject({ lijst: 'dossiers', query: { dossierCds: 'alle' } });
    expect(figure(alleen, 'aanvragen').filter).toMatchObject({ lijst: 'cds' });
    for (const answer of [zonder, met, alleen]) await expectDrillsMatch(medewerker, answer);
    // Without a choice the screens count without CDS, the reports too.
    expect(figure(await dashboard('aanvragen', params), 'aanvragen').waarde).toBe(figure(zonder, 'aanvragen').waarde);
    const noChoice = await reportTotals(PRODUCTION, thisYear, {});
    expect(noChoice.sum('aanvragen')).toBe(figure(zonder, 'aanvragen').waarde);
  });

  it('the lead times in each scope: the three segments add up to the report Doorlooptijd per fase', async () => {
    const report = await reportId('Doorlooptijd per fase');
    for (const cds of CDS_SCOPES) {
      const rows = (await reportTotals(report, thisYear, { cds })).rows as { fase: string; stap: string; aantal: number }[];
      const segments = await Promise.all(
        ['volmacht', 'niet-volmacht', 'verhuurhypotheken'].map(async (path) => {
          const res = await medewerker.get(`/api/v1/inzicht/doorlooptijden/${path}?${query({ periode: 'jaar', cds })}`);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          return res.body as LeadTimesAnswer;
        }),
      );
      const fromReport = rows.reduce((s, r) => s + r.aantal, 0);
      const fromScreens = segments.flatMap((a) => a.rijen).reduce((s, r) => s + r.aantal, 0);
      expect(fromScreens, cds).toBe(fromReport);
    }
  });

  it('an unknown scope is refused in Dutch', async () => {
    for (const url of [`/api/v1/inzicht/dashboards/aanvragen?cds=true`, `/api/v1/inzicht/doorlooptijden/volmacht?cds=ja`, `/api/v1/rapportages/${PRODUCTION}/rijen?cds=beide`]) {
      const res = await medewerker.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ type: 'VALIDATION', fields: { cds: 'Kies zonder, met of alleen (CDS-dossiers).' } });
    }
  });
});

describe('periods are bounded to the calendar the figures are counted in', () => {
  const MESSAGE = 'Kies een datum van 1 januari 2001 tot en met 31 december 2059.';

  it('refuses a well-formed day outside 2001–2059 with 400, on every insight call and report', async () => {
    for (const day of ['9999-12-31', '0001-01-01', '0099-06-15', '1999-12-31', '2000-12-31', '2060-01-01']) {
      for (const url of [
        `/api/v1/inzicht/dashboards/aanvragen?periode=maand&datum=${day}`,
        `/api/v1/inzicht/dashboard?datum=${day}`,
        `/api/v1/inzicht/doorlooptijden/volmacht?periode=week&datum=${day}`,
        `/api/v1/inzicht/dashboards/omzet/csv?periode=jaar&datum=${day}`,
      ]) {
        const res = await medewerker.get(url);
        expect(res.status, url).toBe(400);
        expect(res.body, url).toMatchObject({ type: 'VALIDATION', fields: { datum: MESSAGE } });
      }
      const report = await medewerker.get(`/api/v1/rapportages/${PRODUCTION}/rijen?van=${day}&tot=2025-01-31`);
      expect(report.status, day).toBe(400);
      expect(report.body.fields.van).toBe(MESSAGE);
    }
  });

  it('answers the period that holds the day at both ends of the range', async () => {
    for (const [periode, datum, label] of [
      ['jaar', '2001-01-01', '2001'],
      ['week', '2001-01-01', 'Week 1, 2001'],
      ['jaar', '2059-12-31', '2059'],
      ['maand', '2059-12-31', 'december 2059'],
      ['week', '2059-12-31', 'Week 1, 2060'],
    ]) {
      const answer = await dashboard('aanvragen', { periode, datum });
      expect(answer.periode.label, datum).toBe(label);
      expect(answer.periode.van <= datum && datum < answer.periode.tot, datum).toBe(true);
    }
  });
});

describe('Gemiddeld per werkdag', () => {
  it('divides the running period by its business days so far, a finished one by all of them', async () => {
    const month = periodOf('maand', calendar.today);
    const answer = await dashboard('aanvragen', { periode: 'maand' });
    const [n, before] = [figure(answer, 'aanvragen').waarde!, figure(answer, 'aanvragen').vorige!];
    const soFar = countWorkingDays(calendar, { van: month.van, tot: addDays(calendar.today, 1) });
    const previousDays = countWorkingDays(calendar, shiftPeriod(month, -1));
    const perDay = (count: number, days: number) => (days > 0 ? Math.round((count / days) * 10) / 10 : null);
    expect(figure(answer, 'perWerkdag')).toMatchObject({ waarde: perDay(n, soFar), vorige: perDay(before, previousDays) });
    // The data set's January 2025 is over: 2 applications in its 22 business days (1 January is a vrije dag).
    const january = await dashboard('aanvragen', { periode: 'maand', datum: '2025-01-15', kantoor: fx.office });
    expect(figure(january, 'perWerkdag').waarde).toBe(0.1);
  });
});

describe('a dossier rejected and reopened does not enter its step a second time', () => {
  const at = (local: string) => new Date(`${local}+01:00`);

  it('its offer counts in the month it went out, not again in the month it was reopened; its lead time runs from the first entry', async () => {
    // The offer went out on 16 December 2024; rejected on 10 January 2025, reopened on 3 February and signed on 5 February.
    const [d] = await db
      .insert(dossiers)
      .values({
        kantoorId: fx.office,
        geldverstrekkerId: fx.lender,
        naamHypotheekGever: 'Heropend',
        sorteerNaam: 'heropend',
        zoekNaam: 'heropend',
        ontvangenOp: at('2024-12-02T09:00:00'),
        fase: 'HYPOTHEEKAANBOD',
        stap: 'GETEKEND',
        stapSinds: at('2025-02-05T10:00:00'),
      })
      .returning();
    await db.insert(dossierWijzigingen).values([
      { dossierId: d.id, gewijzigdOp: at('2024-12-16T10:00:00'), veld: 'stap', oudeWaarde: 'DOCUMENTEN_BEOORDELEN', nieuweWaarde: 'UITGEBRACHT' },
      { dossierId: d.id, gewijzigdOp: at('2025-01-10T10:00:00'), veld: 'status', oudeWaarde: 'LOPEND', nieuweWaarde: 'AFGEWEZEN' },
      { dossierId: d.id, gewijzigdOp: at('2025-02-03T10:00:00'), veld: 'status', oudeWaarde: 'AFGEWEZEN', nieuweWaarde: 'LOPEND' },
      { dossierId: d.id, gewijzigdOp: at('2025-02-05T10:00:00'), veld: 'stap', oudeWaarde: 'UITGEBRACHT', nieuweWaarde: 'GETEKEND' },
    ]);
    const office = { kantoor: fx.office };
    const december = await dashboard('first-time-right', { periode: 'maand', datum: '2024-12-15', ...office });
    const february = await dashboard('first-time-right', { periode: 'maand', datum: '2025-02-15', ...office });
    // December: D6's offer and this one; February: none, though the dossier ran in the step again then.
    expect(figure(december, 'aanbiedingen').waarde).toBe(2);
    expect(figure(february, 'aanbiedingen').waarde).toBe(0);
    expect(figure(february, 'firstTimeRight').waarde).toBe(0);
    await expectDrillsMatch(medewerker, february);
    const report = await reportTotals(FIRST_TIME_RIGHT, periodOf('maand', '2025-02-15'), office);
    expect(report.sum('aanbiedingen')).toBe(0);

    // The lead time of the step is counted once, in February, from the first entry (16 December) to the signing.
    const [{ wd }] = rowsOf<{ wd: number }>(
      await db.execute(sql`select (select nr from werkdag_kalender where datum = '2025-02-05') - (select nr from werkdag_kalender where datum = '2024-12-16') as wd`),
    );
    const lead = await medewerker.get(`/api/v1/inzicht/doorlooptijden/volmacht?${query({ periode: 'maand', datum: '2025-02-15', ...office })}`);
    const offered = (lead.body as LeadTimesAnswer).rijen.find((r) => r.fase === 'HYPOTHEEKAANBOD' && r.stap === 'UITGEBRACHT')!;
    expect(offered).toMatchObject({ aantal: 1, mediaan: Number(wd) });
    expect(Number(wd)).toBeGreaterThan(30);
    // The rejection itself still counts, in the month it happened.
    const rejected = await reportTotals(PRODUCTION, periodOf('maand', '2025-01-15'), office);
    expect(rejected.sum('afgewezen')).toBe(2);
  });
});
