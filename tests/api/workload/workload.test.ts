import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { dossiers, dossierWijzigingen, gebruikers, vrijeDagen } from '../../../server/db/schema';
import {
  addBusinessDays,
  businessDayBack,
  loadCalendar,
  shiftDay,
  startOfDay,
} from '../../../server/services/workload/calendar';
import { deadlineFlag, deadlineOf } from '../../../server/services/workload/deadlines';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');

const userId = async (username: string) => (await db.select().from(gebruikers).where(eq(gebruikers.username, username)))[0].id;
const [me, colleague, emp, adv] = [await userId('medewerker'), await userId('medewerker5'), await userId('employee'), await userId('adviseur')];
const DAY = 86_400_000;

/**
 * Each test takes dossiers of its own from a pool (the adviser's office left out) and puts them in
 * the state it needs, so the tests do not depend on each other or on the day they run.
 */
const pool = (
  await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(and(eq(dossiers.cds, false), gt(dossiers.kantoorId, 1)))
    .orderBy(desc(dossiers.id))
).map((r) => r.id);
const cdsPool = (await db.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.cds, true)).orderBy(desc(dossiers.id))).map((r) => r.id);
type State = Partial<typeof dossiers.$inferInsert>;
/** A dossier put in a known state, with a trail of its own: the seeded demo history is cleared. */
async function prepare(state: State = {}, from = pool) {
  const id = from.shift()!;
  await db.delete(dossierWijzigingen).where(eq(dossierWijzigingen.dossierId, id));
  await db
    .update(dossiers)
    .set({
      status: 'LOPEND',
      gearchiveerd: false,
      fase: 'AANVRAAG',
      stap: 'BEOORDELEN',
      workloadStatus: 'UITZETTEN',
      workloadGebruikerId: null,
      stapSinds: new Date(),
      ...state,
    })
    .where(eq(dossiers.id, id));
  return id;
}
const overdue = { stapSinds: new Date(Date.now() - 30 * DAY) };
const row = async (id: number) => (await db.select().from(dossiers).where(eq(dossiers.id, id)))[0];
const audit = (id: number) => db.select().from(dossierWijzigingen).where(eq(dossierWijzigingen.dossierId, id)).orderBy(asc(dossierWijzigingen.id));
const setStatus = (id: number, body: unknown, caller = medewerker) => caller.post(`/api/v1/workload/dossier/${id}/status`, body);
const counters = async () => (await medewerker.get('/api/v1/workload/dossiers/status')).body;

describe('GET /api/v1/workload/dossier/{id}', () => {
  it('answers the status, the user, the SLA deadline and whether it is due', async () => {
    const id = await prepare({ workloadStatus: 'UITGEZET', workloadGebruikerId: colleague, ...overdue });
    const res = await medewerker.get(`/api/v1/workload/dossier/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dossierId: id,
      status: 'UITGEZET',
      gebruiker: { id: colleague, achterNaam: expect.any(String) },
      gewijzigdOp: expect.stringMatching(/Z$/),
      slaDatum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      deadline: 'SLA',
    });
  });

  it('answers 404 outside the user’s scope', async () => {
    const [own] = await db.select().from(dossiers).where(and(eq(dossiers.kantoorId, 1), eq(dossiers.cds, false))).limit(1);
    expect((await adviseur.get(`/api/v1/workload/dossier/${own.id}`)).status).toBe(200);
    expect((await adviseur.get(`/api/v1/workload/dossier/${pool[0]}`)).status).toBe(404);
    expect((await medewerker.get('/api/v1/workload/dossier/99999999')).status).toBe(404);
  });
});

describe('POST /api/v1/workload/dossier/{id}/status', () => {
  it('walks the allowed transitions and audits every change in the same transaction', async () => {
    const id = await prepare();
    const before = await row(id);
    const steps: [unknown, string, number | null][] = [
      [{ status: 'UITGEZET', gebruiker: colleague }, 'UITGEZET', colleague],
      [{ status: 'BEHANDELING' }, 'BEHANDELING', colleague],
      [{ status: 'AFGEROND', gebruiker: null }, 'AFGEROND', colleague],
      [{ status: 'UITZETTEN' }, 'UITZETTEN', null],
    ];
    for (const [body, status, user] of steps) {
      const res = await setStatus(id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe(status);
      expect(res.body.gebruiker?.id ?? null).toBe(user);
    }
    expect((await row(id)).version).toBe(before.version + 4);
    const trail = await audit(id);
    expect(trail.map((a) => [a.veld, a.oudeWaarde, a.nieuweWaarde])).toEqual([
      ['workloadStatus', 'UITZETTEN', 'UITGEZET'],
      ['workloadGebruikerId', null, String(colleague)],
      ['workloadStatus', 'UITGEZET', 'BEHANDELING'],
      ['workloadStatus', 'BEHANDELING', 'AFGEROND'],
      ['workloadStatus', 'AFGEROND', 'UITZETTEN'],
      ['workloadGebruikerId', String(colleague), null],
    ]);
    expect(trail.every((a) => a.gebruikerId === me && a.gewijzigdOp instanceof Date)).toBe(true);
  });

  it('refuses other transitions with a Dutch 409 and changes nothing', async () => {
    const cases: [State, unknown, RegExp][] = [
      [{}, { status: 'AFGEROND' }, /kan niet van 'Uit te zetten' naar 'Afgerond'/],
      [{ workloadStatus: 'UITGEZET', workloadGebruikerId: colleague }, { status: 'AFGEROND' }, /kan niet van 'Uitgezet' naar 'Afgerond'/],
      [{ workloadStatus: 'AFGEROND', workloadGebruikerId: colleague }, { status: 'BEHANDELING' }, /kan niet van 'Afgerond' naar 'In behandeling'/],
      [{ workloadStatus: 'AFGEROND', workloadGebruikerId: colleague }, { status: 'AFGEROND', gebruiker: me }, /kan niet van 'Afgerond' naar 'Afgerond'/],
      [{ gearchiveerd: true }, { status: 'UITGEZET', gebruiker: colleague }, /is gearchiveerd/],
      [{ status: 'AFGEWEZEN' }, { status: 'UITGEZET', gebruiker: colleague }, /is afgesloten/],
    ];
    for (const [state, body, message] of cases) {
      const id = await prepare(state);
      const before = await row(id);
      const res = await setStatus(id, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body).toMatchObject({ type: 'GENERAL', messages: [expect.stringMatching(message)] });
      expect(res.body.messages[0]).toContain(`Dossier ${id}`);
      expect(await row(id)).toEqual(before);
      expect(await audit(id)).toEqual([]);
    }
  });

  it('treats the same status for the same user as no change', async () => {
    const id = await prepare({ workloadStatus: 'BEHANDELING', workloadGebruikerId: colleague });
    const res = await setStatus(id, { status: 'BEHANDELING', gebruiker: colleague });
    expect(res.status).toBe(200);
    expect(await audit(id)).toEqual([]);
  });

  it('answers 400 VALIDATION for a missing or wrong user or status', async () => {
    const id = await prepare();
    const cases: [unknown, string][] = [
      [{ status: 'UITGEZET' }, 'gebruiker'],
      [{ status: 'UITGEZET', gebruiker: adv }, 'gebruiker'],
      [{ status: 'UITGEZET', gebruiker: 99999999 }, 'gebruiker'],
      [{ status: 'UITZETTEN', gebruiker: colleague }, 'gebruiker'],
      [{ status: 'KLAAR' }, 'status'],
      [{ status: 'UITGEZET', gebruiker: 'jan' }, 'gebruiker'],
    ];
    for (const [body, field] of cases) {
      const res = await setStatus(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect((await row(id)).workloadStatus).toBe('UITZETTEN');
  });

  it('lets staff without the assign permission take work for themselves only', async () => {
    const free = await prepare();
    const taken = await setStatus(free, { status: 'BEHANDELING' }, employee);
    expect(taken.status).toBe(200);
    expect(taken.body.gebruiker.id).toBe(emp);
    expect((await setStatus(free, { status: 'AFGEROND' }, employee)).status).toBe(200);
    const other = await prepare({ workloadStatus: 'UITGEZET', workloadGebruikerId: colleague });
    const refused = await setStatus(other, { status: 'BEHANDELING' }, employee);
    // 403 without 'Access is denied', which would sign the user out in the browser.
    expect(refused).toMatchObject({ status: 403, body: { type: 'GENERAL', messages: [SERVER_MESSAGES.notYours] } });
    expect((await setStatus(await prepare(), { status: 'UITGEZET', gebruiker: colleague }, employee)).status).toBe(403);
    // Advisers do not handle the back office's workload at all.
    expect((await setStatus(free, { status: 'UITZETTEN' }, adviseur)).status).toBe(403);
  });
});

describe('assigning', () => {
  it('PUT /api/v1/workload/dossier/{id}/assign/{user} hands a dossier out', async () => {
    const id = await prepare();
    const res = await medewerker.put(`/api/v1/workload/dossier/${id}/assign/${colleague}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dossierId: id, status: 'UITGEZET', gebruiker: { id: colleague } });
    const again = await medewerker.put(`/api/v1/workload/dossier/${id}/assign/${emp}`);
    expect(again.body.gebruiker.id).toBe(emp);
    expect((await medewerker.put(`/api/v1/workload/dossier/${id}/assign/${adv}`)).status).toBe(400);
    expect((await medewerker.put(`/api/v1/workload/dossier/99999999/assign/${emp}`)).status).toBe(404);
    expect((await employee.put(`/api/v1/workload/dossier/${id}/assign/${emp}`)).status).toBe(403);
  });

  it('PUT /api/v1/workload/dossier/assign/{user} assigns in bulk, and the counters follow', async () => {
    const three = [await prepare(overdue), await prepare(overdue), await prepare(overdue)];
    const before = await counters();
    const loadBefore = (await medewerker.get('/api/v1/medewerkers/workload')).body.find((l: { id: number }) => l.id === colleague);
    const res = await medewerker.put(`/api/v1/workload/dossier/assign/${colleague}`, { dossiers: three });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((v: { dossierId: number }) => v.dossierId)).toEqual([...three].sort((a, b) => a - b));
    expect(res.body.every((v: { status: string; gebruiker: { id: number } }) => v.status === 'UITGEZET' && v.gebruiker.id === colleague)).toBe(true);
    const after = await counters();
    expect(after.dossiers.sla).toBe(before.dossiers.sla + 3);
    const loadAfter = (await medewerker.get('/api/v1/medewerkers/workload')).body.find((l: { id: number }) => l.id === colleague);
    expect(loadAfter).toMatchObject({ uitgezet: loadBefore.uitgezet + 3, totaal: loadBefore.totaal + 3, sla: loadBefore.sla + 3 });
    for (const id of three) expect((await audit(id)).map((a) => a.veld)).toEqual(['workloadStatus', 'workloadGebruikerId']);
    const inBehandeling = await medewerker.put(`/api/v1/workload/dossier/assign/${emp}`, { dossiers: three, status: 'BEHANDELING' });
    expect(inBehandeling.body.every((v: { status: string }) => v.status === 'BEHANDELING')).toBe(true);
  });

  it('assigns all or nothing', async () => {
    const fine = await prepare();
    const finished = await prepare({ workloadStatus: 'AFGEROND', workloadGebruikerId: colleague });
    const refused = await medewerker.put(`/api/v1/workload/dossier/assign/${colleague}`, { dossiers: [fine, finished] });
    expect(refused.status).toBe(409);
    expect(refused.body.messages).toEqual([expect.stringContaining(`Dossier ${finished}:`)]);
    const missing = await medewerker.put(`/api/v1/workload/dossier/assign/${colleague}`, { dossiers: [fine, 99999999] });
    expect(missing.status).toBe(404);
    expect(missing.body.messages[0]).toContain('99999999');
    expect((await row(fine)).workloadStatus).toBe('UITZETTEN');
    expect(await audit(fine)).toEqual([]);
    const bad = [{ dossiers: [] }, { dossiers: [fine], status: 'UITZETTEN' }, {}];
    for (const body of bad) expect((await medewerker.put(`/api/v1/workload/dossier/assign/${colleague}`, body)).status).toBe(400);
  });

  it('PUT /api/v1/workload/renteaanbod/dossier/assign/{user} hands out the rate offers waiting longest', async () => {
    const rate = { fase: 'RENTEAANBOD' as const, stap: 'AANGEVRAAGD' };
    const oldest = await prepare({ ...rate, stapSinds: new Date(Date.now() - 60 * DAY) });
    const second = await prepare({ ...rate, stapSinds: new Date(Date.now() - 59 * DAY) });
    const third = await prepare({ ...rate, stapSinds: new Date(Date.now() - 58 * DAY) });
    const res = await medewerker.put(`/api/v1/workload/renteaanbod/dossier/assign/${colleague}`, { aantal: 2 });
    expect(res.status).toBe(200);
    expect(res.body.map((v: { dossierId: number }) => v.dossierId)).toEqual([oldest, second].sort((a, b) => a - b));
    const one = await medewerker.put(`/api/v1/workload/renteaanbod/dossier/assign/${colleague}`);
    expect(one.body.map((v: { dossierId: number }) => v.dossierId)).toEqual([third]);
    expect((await row(third)).workloadGebruikerId).toBe(colleague);
    expect((await medewerker.put(`/api/v1/workload/renteaanbod/dossier/assign/${colleague}`, { aantal: 0 })).status).toBe(400);
  });

  it('PUT /api/v1/dossiers/{id}/gebruikers/{user} changes the handler and keeps the status', async () => {
    const busy = await prepare({ workloadStatus: 'BEHANDELING', workloadGebruikerId: colleague });
    expect((await medewerker.put(`/api/v1/dossiers/${busy}/gebruikers/${emp}`)).body).toMatchObject({ status: 'BEHANDELING', gebruiker: { id: emp } });
    const free = await prepare();
    expect((await medewerker.put(`/api/v1/dossiers/${free}/gebruikers/${emp}`)).body).toMatchObject({ status: 'UITGEZET', gebruiker: { id: emp } });
    const done = await prepare({ workloadStatus: 'AFGEROND', workloadGebruikerId: colleague });
    expect((await medewerker.put(`/api/v1/dossiers/${done}/gebruikers/${emp}`)).status).toBe(409);
  });
});

describe('GET /api/v1/workload/dossiers/status', () => {
  it('counts SLA, Morgen and Afgerond per group, the rate-offer phase apart', async () => {
    const calendar = await loadCalendar(db);
    // A step day whose deadline is exactly the next business day.
    let day = calendar.today;
    while (deadlineOf(calendar, 'AANVRAAG', day) > addBusinessDays(calendar, calendar.today, 1)) day = shiftDay(day, -1);
    // Taken in a state the counters do not count, then counted from there.
    const [tomorrow, rate, cds, waiting, finishing] = [await prepare(), await prepare(), await prepare({}, cdsPool), await prepare(), await prepare()];
    const before = await counters();
    const set = (id: number, state: State) => db.update(dossiers).set(state).where(eq(dossiers.id, id));
    await set(tomorrow, { workloadStatus: 'UITGEZET', workloadGebruikerId: colleague, stapSinds: new Date(startOfDay(day).getTime() + 10 * 3600_000) });
    await set(rate, { workloadStatus: 'BEHANDELING', workloadGebruikerId: colleague, fase: 'RENTEAANBOD', stap: 'UITGEBRACHT', ...overdue });
    await set(cds, { workloadStatus: 'UITGEZET', workloadGebruikerId: colleague, ...overdue });
    // Waiting to be handed out is not counted.
    await set(waiting, overdue);
    await set(finishing, { workloadStatus: 'BEHANDELING', workloadGebruikerId: colleague, fase: 'RENTEAANBOD', stap: 'UITGEBRACHT' });
    expect((await setStatus(finishing, { status: 'AFGEROND' })).status).toBe(200);

    expect((await medewerker.get(`/api/v1/workload/dossier/${tomorrow}`)).body.deadline).toBe('MORGEN');
    const after = await counters();
    expect(after.dossiers).toEqual({ ...before.dossiers, morgen: before.dossiers.morgen + 1, sla_RA: before.dossiers.sla_RA + 1, afgerond_RA: before.dossiers.afgerond_RA + 1 });
    expect(after.cds).toEqual({ ...before.cds, sla: before.cds.sla + 1 });
    const listed = await medewerker.get('/api/v1/dossiers?workloadStatus=UITGEZET&workloadStatus=BEHANDELING&dossierMorgenSLASelected=MORGEN&size=500');
    expect(listed.body.totalElements).toBe(after.dossiers.morgen + after.dossiers.morgen_RA);
  });

  it('counts Afgerond within a range of days and checks the range', async () => {
    const old = await medewerker.get('/api/v1/workload/dossiers/status?dateRangeStart=2020-01-01T00:00:00Z&dateRangeEnd=2020-01-02T23:59:59Z');
    expect(old.status).toBe(200);
    expect(old.body.dossiers.afgerond + old.body.dossiers.afgerond_RA + old.body.cds.afgerond).toBe(0);
    expect((await medewerker.get('/api/v1/workload/dossiers/status?dateRangeStart=2025-02-30')).status).toBe(400);
  });

  it('is for users with the workload filters only', async () => {
    expect((await employee.get('/api/v1/workload/dossiers/status')).status).toBe(403);
    expect((await adviseur.get('/api/v1/workload/dossiers/status')).status).toBe(403);
  });
});

describe('GET /api/v1/medewerkers/workload', () => {
  it('answers the load of every active staff member, also without work', async () => {
    const res = await medewerker.get('/api/v1/medewerkers/workload');
    expect(res.status).toBe(200);
    const staff = await db.select().from(gebruikers).where(and(inArray(gebruikers.typeCode, ['M', 'E']), eq(gebruikers.active, true)));
    expect(res.body.map((l: { id: number }) => l.id).sort()).toEqual(staff.map((s) => s.id).sort());
    const open = await db
      .select()
      .from(dossiers)
      .where(and(eq(dossiers.workloadGebruikerId, colleague), inArray(dossiers.workloadStatus, ['UITGEZET', 'BEHANDELING']), eq(dossiers.status, 'LOPEND'), eq(dossiers.gearchiveerd, false)));
    const mine = res.body.find((l: { id: number }) => l.id === colleague);
    expect(mine.totaal).toBe(open.length);
    expect(mine.uitgezet + mine.behandeling).toBe(mine.totaal);
    expect((await adviseur.get('/api/v1/medewerkers/workload')).status).toBe(403);
  });
});

describe('business days', () => {
  it('skip weekends and the vrije dagen of the table, from the migration on', async () => {
    expect((await db.select().from(vrijeDagen)).length).toBeGreaterThanOrEqual(60);
    const calendar = await loadCalendar(db, new Date('2025-04-17T10:00:00Z'));
    expect(calendar.today).toBe('2025-04-17');
    expect(addBusinessDays(calendar, '2025-04-17', 1)).toBe('2025-04-18');
    // Tweede Paasdag, Koningsdag on a Monday, and Christmas.
    expect(addBusinessDays(calendar, '2025-04-18', 1)).toBe('2025-04-22');
    expect(addBusinessDays(calendar, '2026-04-24', 1)).toBe('2026-04-28');
    expect(addBusinessDays(calendar, '2025-12-24', 1)).toBe('2025-12-29');
    expect(businessDayBack(calendar, '2025-04-21', 1)).toBe('2025-04-18');
    expect(businessDayBack(calendar, '2025-04-23', 3)).toBe('2025-04-18');
    expect(deadlineOf(calendar, 'AANVRAAG', '2025-04-17')).toBe('2025-04-23');
    expect(deadlineOf(calendar, 'RENTEAANBOD', '2025-04-19')).toBe('2025-04-22');
    expect(deadlineFlag(calendar, '2025-04-16')).toBe('SLA');
    expect(deadlineFlag(calendar, '2025-04-17')).toBe('SLA');
    expect(deadlineFlag(calendar, '2025-04-18')).toBe('MORGEN');
    expect(deadlineFlag(calendar, '2025-04-22')).toBeNull();
    const saturday = await loadCalendar(db, new Date('2025-04-19T10:00:00Z'));
    expect(deadlineFlag(saturday, '2025-04-22')).toBe('MORGEN');
  });

  it('start a day at midnight in Amsterdam, summer time included', () => {
    expect(startOfDay('2025-01-15').toISOString()).toBe('2025-01-14T23:00:00.000Z');
    expect(startOfDay('2025-03-30').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfDay('2025-03-31').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(startOfDay('2025-10-26').toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(startOfDay('2025-10-27').toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });
});

describe('sidebar counters agree with the lists they open (issue #9)', () => {
  it('Alle, SLA, Morgen and Afgehandeld of Dossiers and CDS count what their list shows', async () => {
    const medewerker = await signIn(app, 'medewerker');
    const counters = (await medewerker.get('/api/v1/workload/dossiers/status')).body;
    const total = async (path: string) => (await medewerker.get(`${path}${path.includes('?') ? '&' : '?'}size=1`)).body.totalElements as number;
    for (const [group, path] of [['dossiers', '/api/v1/dossiers'], ['cds', '/api/v1/cds/dossiers']] as const) {
      const c = counters[group];
      expect(c.alle).toBe(await total(path));
      expect(c.sla + c.sla_RA).toBe(await total(`${path}?workloadStatus=UITGEZET&workloadStatus=BEHANDELING&dossierMorgenSLASelected=SLA`));
      expect(c.morgen + c.morgen_RA).toBe(await total(`${path}?workloadStatus=UITGEZET&workloadStatus=BEHANDELING&dossierMorgenSLASelected=MORGEN`));
      expect(c.afgerond + c.afgerond_RA).toBe(await total(`${path}?dossierMorgenSLASelected=AFGEROND`));
    }
    // The demo data has finished work both today and earlier: the Afgehandeld list is not all of it.
    expect(counters.dossiers.alle).toBeGreaterThan(0);
    expect(counters.dossiers.afgerond + counters.dossiers.afgerond_RA).toBeLessThan(await total('/api/v1/dossiers?workloadStatus=AFGEROND'));
  });
});
