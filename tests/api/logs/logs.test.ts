import { and, eq, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { berichtenlog, btlContractanten, dossiers, hypotheekgevers } from '../../../server/db/schema';
import { recordBtlIntake } from '../../../server/services/logs/btl';
import { pickDossier, userRow } from '../dossier-detail/fixtures';
import { caller, signIn, testServer } from '../helpers';
import { systemAccount } from './accounts';

/** The three message logs: search, types, one message, each with its own permissions (docs/logs.md). */
const { app, database } = await testServer();
const db = database.db;
const koppeling = await systemAccount(app, db, 'test.logs');
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');
const lender = (await userRow(db, 'verstrekker')).geldverstrekkerId!;

const ownLender = await pickDossier(db, and(eq(dossiers.geldverstrekkerId, lender), eq(dossiers.cds, false)), 30);
const otherLender = await pickDossier(db, ne(dossiers.geldverstrekkerId, lender), 30);
const btl = await pickDossier(db, and(eq(dossiers.btl, true), eq(dossiers.status, 'LOPEND'), ne(dossiers.fase, 'PASSEREN')), 3);
const plain = await pickDossier(db, and(eq(dossiers.btl, false), eq(dossiers.status, 'LOPEND'), ne(dossiers.fase, 'PASSEREN'), ne(dossiers.id, ownLender.id)), 35);

const send = (body: Record<string, unknown>) => koppeling.post('/api/v1/system-events', { bron: 'HDN', event: 'AANVRAAG_ONTVANGEN', eventId: `LOG-${Math.random()}`, ...body });
const ownEvent = (await send({ dossierId: ownLender.id, eventId: 'LOG-OWN' })).body.id as number;
const otherEvent = (await send({ dossierId: otherLender.id, eventId: 'LOG-OTHER', gegevens: { opmerking: 'zoekwoord-veertig' } })).body.id as number;
const ignored = (await send({ event: 'NIET_BEKEND', eventId: 'LOG-IGNORED' })).body.id as number;
const [applicant] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, ownLender.id)).limit(1);
const portal = (await koppeling.post('/api/v1/klantportaal/wijzigingen', { verzoekNummer: 'KP-LOG', dossierId: ownLender.id, hypotheekgeverId: applicant.id, wijzigingen: [{ veld: 'plaatsNaam', nieuweWaarde: 'Zwolle' }] })).body.id as number;

const search = (user = medewerker, log = 'system-events', body: Record<string, unknown> = {}, query = 'size=100') => user.post(`/api/v1/logs/${log}/search?${query}`, body);
const ids = (res: { body: { content: { id: number }[] } }) => res.body.content.map((m) => m.id);

afterAll(async () => {
  await db.update(dossiers).set({ status: btl.status, statusToelichting: btl.statusToelichting, version: btl.version }).where(eq(dossiers.id, btl.id));
  await db.update(dossiers).set({ status: plain.status, statusToelichting: plain.statusToelichting }).where(eq(dossiers.id, plain.id));
});

describe('POST /logs/{log}/search', () => {
  it('pages one channel’s messages newest first, each channel apart', async () => {
    const res = await search(medewerker, 'system-events', {}, 'page=0&size=2');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ number: 0, size: 2 });
    const all = await search();
    expect(all.body.content.every((m: { kanaal: string }) => m.kanaal === 'SYSTEM_EVENT')).toBe(true);
    const times = all.body.content.map((m: { tijdstip: string }) => m.tijdstip);
    expect(times).toEqual([...times].sort().reverse());
    expect(ids(all)).toEqual(expect.arrayContaining([ownEvent, otherEvent, ignored]));
    expect(ids(all)).not.toContain(portal);
    expect(ids(await search(medewerker, 'klantportaal'))).toContain(portal);
    const oldest = await search(medewerker, 'system-events', {}, 'size=100&sort=tijdstip,asc');
    expect(oldest.body.content[0].tijdstip <= oldest.body.content.at(-1).tijdstip).toBe(true);
  });

  it('filters by dossier, type, status, period and a text in the message', async () => {
    expect(ids(await search(medewerker, 'system-events', { dossierId: otherLender.id }))).toEqual(expect.arrayContaining([otherEvent]));
    expect((await search(medewerker, 'system-events', { dossierId: otherLender.id })).body.content.every((m: { dossierId: number }) => m.dossierId === otherLender.id)).toBe(true);
    expect(ids(await search(medewerker, 'system-events', { soort: 'NIET_BEKEND', status: 'GENEGEERD' }))).toEqual([ignored]);
    expect(ids(await search(medewerker, 'system-events', { zoekterm: 'ZOEKWOORD-veertig' }))).toEqual([otherEvent]);
    expect(ids(await search(medewerker, 'system-events', { zoekterm: 'LOG-IGNORED' }))).toEqual([ignored]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    expect(ids(await search(medewerker, 'system-events', { van: today, tot: today }))).toEqual(expect.arrayContaining([ownEvent, otherEvent, ignored]));
    expect(ids(await search(medewerker, 'system-events', { tot: '2020-01-01' }))).toEqual([]);
    // As the screen sends a range (spec 000 §5): from T00:00:00Z to T23:59:59Z, each a whole Dutch day.
    expect(ids(await search(medewerker, 'system-events', { van: `${today}T00:00:00Z`, tot: `${today}T23:59:59Z` }))).toEqual(expect.arrayContaining([ownEvent, otherEvent, ignored]));
  });

  it('refuses a bad filter, sort or page with 400 VALIDATION', async () => {
    for (const [body, query] of [
      [{ van: '2026-02-30' }, 'size=10'],
      [{ van: '2026-03-01', tot: '2026-02-01' }, 'size=10'],
      [{ status: 'KLAAR' }, 'size=10'],
      [{ dossierId: -1 }, 'size=10'],
      [{}, 'sort=samenvatting,asc'],
      [{}, 'size=0'],
      [{}, 'page=-1'],
    ] as const) {
      const res = await search(medewerker, 'system-events', body, query);
      expect(res.status, JSON.stringify({ body, query })).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
    }
  });

  it('shows a lender with the system-events permission only the messages about its own dossiers', async () => {
    const res = await search(verstrekker);
    expect(res.status).toBe(200);
    expect(ids(res)).toContain(ownEvent);
    expect(ids(res)).not.toContain(otherEvent);
    expect(ids(res)).not.toContain(ignored);
  });

  it('admits each log by its permissions only', async () => {
    // BTL log: MENU_BTL_LOG or BTL_DOSSIER_BEHEER; System events: MENU_SYSTEM_EVENTS_VIEW or BEHEER_SYSTEM_EVENTS; client portal: MENU_WIJZIGINGSLOG_VIEW.
    const expected: [typeof medewerker, string, number][] = [
      [medewerker, 'btl', 200], [beheerder, 'btl', 200], [employee, 'btl', 403], [adviseur, 'btl', 403], [verstrekker, 'btl', 403],
      [beheerder, 'system-events', 200], [employee, 'system-events', 403], [adviseur, 'system-events', 403],
      [medewerker, 'klantportaal', 200], [beheerder, 'klantportaal', 403], [verstrekker, 'klantportaal', 403], [adviseur, 'klantportaal', 403], [employee, 'klantportaal', 403],
    ];
    for (const [user, log, status] of expected) expect((await search(user, log)).status, log).toBe(status);
    expect((await caller(app).post('/api/v1/logs/btl/search', {})).status).toBe(401);
  });
});

describe('GET /logs/{log}/{id} and /soorten', () => {
  it('answers one message with the message itself and the account that sent it', async () => {
    const res = await medewerker.get(`/api/v1/logs/system-events/${otherEvent}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: otherEvent, soort: 'AANVRAAG_ONTVANGEN', status: 'VERWERKT', gebruiker: 'Koppeling test.logs', bericht: { gegevens: { opmerking: 'zoekwoord-veertig' } } });
  });

  it('answers 404 for another channel’s message or one out of the lender’s scope, 400 for a bad id', async () => {
    expect((await medewerker.get(`/api/v1/logs/btl/${otherEvent}`)).status).toBe(404);
    expect((await verstrekker.get(`/api/v1/logs/system-events/${otherEvent}`)).status).toBe(404);
    expect((await verstrekker.get(`/api/v1/logs/system-events/${ownEvent}`)).status).toBe(200);
    expect((await medewerker.get('/api/v1/logs/system-events/abc')).status).toBe(400);
    expect((await adviseur.get(`/api/v1/logs/system-events/${ownEvent}`)).status).toBe(403);
  });

  it('lists the message types found in a log', async () => {
    const res = await medewerker.get('/api/v1/logs/system-events/soorten');
    expect(res.body).toEqual(expect.arrayContaining(['AANVRAAG_ONTVANGEN', 'NIET_BEKEND']));
    expect(res.body).toEqual([...res.body].sort());
    expect((await medewerker.get('/api/v1/logs/klantportaal/soorten')).body).toContain('WIJZIGING_PLAATSNAAM');
  });
});

describe('the BTL log', () => {
  it('records the status message a status action on a BTL dossier sends, and none for another dossier', async () => {
    const res = await medewerker.post(`/api/v1/dossiers/${btl.id}/reject`, { toelichting: 'Huurinkomsten dekken de lasten niet.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = await search(medewerker, 'btl', { dossierId: btl.id, soort: 'AANVRAAG_AFGEWEZEN' });
    expect(found.body.content).toHaveLength(1);
    expect(found.body.content[0]).toMatchObject({ richting: 'UIT', status: 'VERSTUURD', bron: 'BTL-PORTAAL' });
    const detail = (await medewerker.get(`/api/v1/logs/btl/${found.body.content[0].id}`)).body;
    expect(detail.bericht).toMatchObject({ berichtType: 'AANVRAAG_AFGEWEZEN', dossiernummer: btl.id, toelichting: 'Huurinkomsten dekken de lasten niet.', wijzigingen: expect.arrayContaining([{ veld: 'status', oud: 'LOPEND', nieuw: 'AFGEWEZEN' }]) });
    expect(detail.gebruiker).toBeTruthy();
    await medewerker.post(`/api/v1/dossiers/${plain.id}/reject`, {});
    expect((await db.select().from(berichtenlog).where(eq(berichtenlog.dossierId, plain.id))).filter((m) => m.kanaal === 'BTL')).toEqual([]);
  });

  it('holds the application of a BTL dossier taken in outside HDN, built from its data without BSNs', async () => {
    await recordBtlIntake(db, [btl.id]);
    const [intake] = await db.select().from(berichtenlog).where(and(eq(berichtenlog.dossierId, btl.id), eq(berichtenlog.soort, 'BTL_AANVRAAG')));
    expect(intake).toMatchObject({ kanaal: 'BTL', richting: 'IN', status: 'VERWERKT', referentie: `BTL-${String(btl.id).padStart(7, '0')}` });
    const contractors = await db.select().from(btlContractanten).where(eq(btlContractanten.dossierId, btl.id));
    expect((intake.bericht as { contractanten: unknown[] }).contractanten).toHaveLength(contractors.length);
    const bsns = (await db.select({ bsn: hypotheekgevers.bsn }).from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, btl.id))).map((h) => h.bsn).filter(Boolean);
    for (const bsn of bsns) expect(JSON.stringify(intake.bericht)).not.toContain(bsn!);
  });
});
