import { describe, expect, it } from 'vitest';
import { signIn, testServer } from '../helpers';
import { JPEG_BYTES, userWith } from '../uploads';
import { pdfBytes } from '../documents/fixtures';
import { deskFixtures, download, file, sendDesk } from './fixtures';

/** The overrule desk (spec 001 §2–§7 "Overrule desk"; docs/desks.md). */
const { app, database } = await testServer();
const f = await deskFixtures(database.db);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
const otherOfficeAdviser = await signIn(app, 'adviseur2');
const otherLender = await userWith(app, beheerder, 'gv-overrule', 'H', ['MENU_OVERRULEDESK_VIEW'], f.otherLender.id);

const inkomen = f.subject('OVERRULE', 'Inkomen');
const leeftijd = f.subject('OVERRULE', 'Leeftijd en looptijd');
const request = (dossierId: number, extra: Record<string, unknown> = {}) => ({
  mainSubjectId: inkomen.id,
  subSubjectId: f.sub(inkomen).id,
  initialMessage: 'Aanvrager heeft een tijdelijk contract zonder intentieverklaring. Graag een overrule.',
  dossierId,
  ...extra,
});
const list = (who: typeof adviseur, filter: Record<string, unknown> | null = {}, query = '') => who.post(`/api/v1/dossiers/overrule${query}`, filter);
const idsOf = (page: { content: { id: number }[] }) => page.content.map((r) => r.id);

describe('overrule desk', () => {
  it('answers the subjects with their sub-subjects', async () => {
    const res = await adviseur.get('/api/v1/dossiers/overrule/subject');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { naam: string }) => s.naam)).toEqual(['Inkomen', 'Financieringslast', 'Onderpand', 'Leeftijd en looptijd', 'Verblijfsstatus', 'Overig']);
    expect(res.body[0].subjects.length).toBeGreaterThan(0);
    expect(res.body.find((s: { naam: string }) => s.naam === 'Overig').subjects).toEqual([]);
  });

  it('lets the adviser ask with files; the three parties see it, another office and another lender do not, not even its files', async () => {
    const dossier = f.shared[0];
    const pdf = await pdfBytes(1, 'Jaaropgave');
    const res = await sendDesk(app, adviseur, '/api/v1/dossiers/overrule/new', 'overrule', request(dossier.id), [file('jaaropgave.pdf', pdf), file('loonstrook.jpg', JPEG_BYTES)]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      dossierId: dossier.id,
      mainSubject: { id: inkomen.id, naam: 'Inkomen' },
      moneyProviderStatus: { naam: 'Ingediend', afgesloten: false },
      serviceProviderStatus: { naam: 'Ontvangen' },
      verdict: null,
      gearchiveerd: false,
      aantalBerichten: 1,
      ongelezen: false,
    });
    const id = res.body.id;

    for (const who of [adviseur, medewerker, employee, verstrekker]) expect(idsOf((await list(who)).body)).toContain(id);
    for (const who of [otherOfficeAdviser, otherLender]) {
      expect(idsOf((await list(who)).body)).not.toContain(id);
      expect((await who.get(`/api/v1/dossiers/overrule/${id}`)).status).toBe(404);
    }

    const detail = await verstrekker.get(`/api/v1/dossiers/overrule/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.messages).toHaveLength(1);
    expect(detail.body.messages[0]).toMatchObject({ rol: 'ADVISEUR', soort: 'BERICHT', message: expect.stringContaining('tijdelijk contract') });
    expect(detail.body.messages[0].files.map((x: { naam: string }) => x.naam)).toEqual(['jaaropgave.pdf', 'loonstrook.jpg']);
    const key = detail.body.messages[0].files[0].key;
    const bytes = await download(app, verstrekker, key);
    expect(bytes.statusCode).toBe(200);
    expect(Buffer.compare(bytes.rawPayload, Buffer.from(pdf))).toBe(0);
    expect((await download(app, otherLender, key)).statusCode).toBe(404);
    expect((await download(app, otherOfficeAdviser, key)).statusCode).toBe(404);

    expect((await adviseur.get(`/api/v1/dossiers/overrule/exists/${dossier.id}`)).body).toEqual({ exists: true, id });
    expect((await otherOfficeAdviser.get(`/api/v1/dossiers/overrule/exists/${dossier.id}`)).status).toBe(404);
    const again = await sendDesk(app, medewerker, '/api/v1/dossiers/overrule/new', 'overrule', request(dossier.id));
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([`Voor dit dossier loopt al overrule-verzoek ${id}.`]);
  });

  it('refuses an adviser of another office, a money provider asking, and a file of the wrong type, leaving nothing behind', async () => {
    const dossier = f.shared[1];
    expect((await sendDesk(app, otherOfficeAdviser, '/api/v1/dossiers/overrule/new', 'overrule', request(dossier.id))).status).toBe(404);
    const lenderAsks = await sendDesk(app, verstrekker, '/api/v1/dossiers/overrule/new', 'overrule', request(dossier.id));
    expect(lenderAsks.status).toBe(403);
    const before = await app.storage.inventory();
    const wrong = await sendDesk(app, adviseur, '/api/v1/dossiers/overrule/new', 'overrule', request(dossier.id), [
      file('goed.pdf', await pdfBytes(1)),
      file('virus.pdf', new TextEncoder().encode('MZ this is no pdf at all')),
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ type: 'FILETYPE', messages: ['Bestandstype wordt niet ondersteund.'] });
    const after = await app.storage.inventory();
    expect(after.stored).toEqual(before.stored);
    expect(after.staged).toEqual(before.staged);
    expect((await adviseur.get(`/api/v1/dossiers/overrule/exists/${dossier.id}`)).body).toEqual({ exists: false, id: null });
  });

  it('validates the request: subject, sub-subject, message and the JSON part', async () => {
    const dossier = f.shared[1];
    const url = '/api/v1/dossiers/overrule/new';
    const missingSub = await sendDesk(app, adviseur, url, 'overrule', request(dossier.id, { subSubjectId: 0 }));
    expect(missingSub.status).toBe(400);
    expect(missingSub.body.fields).toEqual({ subSubjectId: 'Kies een subonderwerp.' });
    const foreignSub = await sendDesk(app, adviseur, url, 'overrule', request(dossier.id, { mainSubjectId: leeftijd.id }));
    expect(foreignSub.body.fields).toEqual({ subSubjectId: 'Kies een subonderwerp van het gekozen onderwerp.' });
    const empty = await sendDesk(app, adviseur, url, 'overrule', request(dossier.id, { initialMessage: '  ' }));
    expect(empty.body).toMatchObject({ type: 'VALIDATION', fields: { initialMessage: 'Dit veld is verplicht.' } });
    const noPart = await sendDesk(app, adviseur, url, 'anders', request(dossier.id));
    expect(noPart.body.fields).toEqual({ overrule: "Het deel 'overrule' ontbreekt of is geen geldige JSON." });
    const tooMany = await sendDesk(app, adviseur, url, 'overrule', request(dossier.id), Array.from({ length: 11 }, (_, i) => file(`scan${i}.jpg`, JPEG_BYTES)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.type).toBe('FILENAME');
  });

  it('lets each party chat: a verdict by the money provider only, the service status by the back office only; unread until opened', async () => {
    const dossier = f.shared[2];
    const made = await sendDesk(app, adviseur, '/api/v1/dossiers/overrule/new', 'overrule', request(dossier.id, { mainSubjectId: leeftijd.id, subSubjectId: 0 }));
    expect(made.status).toBe(201);
    const id = made.body.id;
    const chat = (who: typeof adviseur, body: Record<string, unknown>, files = [] as ReturnType<typeof file>[]) =>
      sendDesk(app, who, `/api/v1/dossiers/overrule/${id}/chat`, 'chat', { message: 'Zie bijlage.', overruleVerdictId: 0, serviceProviderStatusId: 0, ...body }, files);

    const countBefore = (await adviseur.get('/api/v1/dossiers/overrule/count')).body.count;
    const forwarded = await chat(medewerker, { message: 'Doorgezet naar de geldverstrekker.', serviceProviderStatusId: f.status('SERVICE_PROVIDER', 'Doorgezet naar geldverstrekker') });
    expect(forwarded.status, JSON.stringify(forwarded.body)).toBe(200);
    expect(forwarded.body.serviceProviderStatus).toMatchObject({ naam: 'Doorgezet naar geldverstrekker' });
    expect((await adviseur.get('/api/v1/dossiers/overrule/count')).body.count).toBe(countBefore + 1);
    const unread = (await list(adviseur, { dossierId: dossier.id })).body.content[0];
    expect(unread.ongelezen).toBe(true);
    expect(idsOf((await list(adviseur, { alleenOngelezen: true })).body)).toContain(id);
    await adviseur.get(`/api/v1/dossiers/overrule/${id}`);
    expect((await adviseur.get('/api/v1/dossiers/overrule/count')).body.count).toBe(countBefore);
    expect((await list(adviseur, { dossierId: dossier.id })).body.content[0].ongelezen).toBe(false);

    expect((await chat(adviseur, { overruleVerdictId: f.status('GELDVERSTREKKER', 'Akkoord') })).status).toBe(403);
    expect((await chat(adviseur, { serviceProviderStatusId: f.status('SERVICE_PROVIDER', 'Verwerkt') })).status).toBe(403);
    expect((await chat(verstrekker, { serviceProviderStatusId: f.status('SERVICE_PROVIDER', 'Verwerkt') })).status).toBe(403);
    const notClosing = await chat(verstrekker, { overruleVerdictId: f.status('GELDVERSTREKKER', 'In beoordeling') });
    expect(notClosing.status).toBe(400);
    expect(notClosing.body.fields).toEqual({ overruleVerdictId: 'Kies een oordeel: een afsluitende status van de geldverstrekker.' });
    expect((await chat(verstrekker, { message: '' })).body.fields).toEqual({ message: 'Dit veld is verplicht.' });

    const verdict = await chat(verstrekker, { message: 'Akkoord, mits de looptijd op 20 jaar wordt gezet.', overruleVerdictId: f.status('GELDVERSTREKKER', 'Akkoord') }, [
      file('voorwaarden.pdf', await pdfBytes(1, 'Voorwaarden')),
    ]);
    expect(verdict.status).toBe(200);
    expect(verdict.body).toMatchObject({ verdict: { naam: 'Akkoord' }, moneyProviderStatus: { naam: 'Akkoord', afgesloten: true } });
    const last = verdict.body.messages.at(-1);
    expect(last).toMatchObject({ rol: 'GELDVERSTREKKER', verdict: { naam: 'Akkoord' }, files: [{ naam: 'voorwaarden.pdf' }] });
    expect(verdict.body.messages.map((m: { rol: string }) => m.rol)).toEqual(['ADVISEUR', 'MEDEWERKER', 'GELDVERSTREKKER']);
  });

  it('changes each party’s own status only, and writes the change into the chat', async () => {
    const dossier = f.shared[3];
    const id = (await sendDesk(app, adviseur, '/api/v1/dossiers/overrule/new', 'overrule', request(dossier.id))).body.id;
    const url = `/api/v1/dossiers/overrule/${id}/status`;
    const lenderStatus = await verstrekker.put(url, { moneyProviderStatusId: f.status('GELDVERSTREKKER', 'In beoordeling'), serviceProviderStatusId: null });
    expect(lenderStatus.status).toBe(200);
    expect(lenderStatus.body.moneyProviderStatus).toMatchObject({ naam: 'In beoordeling' });
    expect((await verstrekker.put(url, { serviceProviderStatusId: f.status('SERVICE_PROVIDER', 'Verwerkt') })).status).toBe(403);
    expect((await medewerker.put(url, { moneyProviderStatusId: f.status('GELDVERSTREKKER', 'Akkoord') })).status).toBe(403);
    expect((await adviseur.put(url, { serviceProviderStatusId: f.status('SERVICE_PROVIDER', 'Verwerkt') })).status).toBe(403);
    expect((await medewerker.put(url, {})).body.fields).toEqual({ serviceProviderStatusId: 'Kies een status om te wijzigen.' });
    expect((await medewerker.put(url, { serviceProviderStatusId: f.status('GELDVERSTREKKER', 'Akkoord') })).body.fields).toEqual({ serviceProviderStatusId: 'Kies een status uit de lijst.' });
    const service = await medewerker.put(url, { serviceProviderStatusId: f.status('SERVICE_PROVIDER', 'Verwerkt') });
    expect(service.body.serviceProviderStatus).toMatchObject({ naam: 'Verwerkt', afgesloten: true });
    expect((await otherLender.put(url, { moneyProviderStatusId: f.status('GELDVERSTREKKER', 'Akkoord') })).status).toBe(404);
    const messages = (await adviseur.get(`/api/v1/dossiers/overrule/${id}`)).body.messages;
    expect(messages.filter((m: { soort: string }) => m.soort === 'STATUS').map((m: { message: string }) => m.message)).toEqual([
      'Status geldverstrekker: In beoordeling',
      'Status service provider: Verwerkt',
    ]);
  });

  it('archives by the back office only: readable but closed, out of the open list, and a new request may follow', async () => {
    const dossier = f.shared[4];
    const id = (await sendDesk(app, adviseur, '/api/v1/dossiers/overrule/new', 'overrule', request(dossier.id))).body.id;
    expect((await adviseur.patch(`/api/v1/dossiers/overrule/${id}/archive`)).status).toBe(403);
    expect((await verstrekker.patch(`/api/v1/dossiers/overrule/${id}/archive`)).status).toBe(403);
    const archived = await medewerker.patch(`/api/v1/dossiers/overrule/${id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.gearchiveerd).toBe(true);
    expect((await medewerker.patch(`/api/v1/dossiers/overrule/${id}/archive`)).status).toBe(409);
    const read = await adviseur.get(`/api/v1/dossiers/overrule/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ gearchiveerd: true, messages: [{ rol: 'ADVISEUR' }] });
    const closed = await sendDesk(app, adviseur, `/api/v1/dossiers/overrule/${id}/chat`, 'chat', { message: 'Nog een vraag.' });
    expect(closed.status).toBe(409);
    expect(closed.body.messages).toEqual(['Dit gesprek is gearchiveerd en kan niet meer worden gewijzigd.']);
    expect((await verstrekker.put(`/api/v1/dossiers/overrule/${id}/status`, { moneyProviderStatusId: f.status('GELDVERSTREKKER', 'Akkoord') })).status).toBe(409);
    expect(idsOf((await list(medewerker, { dossierId: dossier.id })).body)).not.toContain(id);
    expect(idsOf((await list(medewerker, { dossierId: dossier.id, gearchiveerd: true })).body)).toContain(id);
    expect((await adviseur.get(`/api/v1/dossiers/overrule/exists/${dossier.id}`)).body).toEqual({ exists: false, id: null });
    expect((await sendDesk(app, adviseur, '/api/v1/dossiers/overrule/new', 'overrule', request(dossier.id))).status).toBe(201);
  });

  it('pages and sorts the overview, searches by dossier number or client name, and refuses users without the desk', async () => {
    const page = await list(medewerker, {}, '?page=0&size=2&sort=createdAt,asc');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ number: 0, size: 2 });
    expect(page.body.content).toHaveLength(2);
    expect(page.body.totalElements).toBeGreaterThanOrEqual(4);
    const times = page.body.content.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort()).toEqual(times);
    const byNumber = await list(medewerker, { query: String(f.shared[0].id) });
    expect(byNumber.body.content.map((r: { dossierId: number }) => r.dossierId)).toEqual([f.shared[0].id]);
    const name = f.shared[0].naamHypotheekGever.split(' ').at(-1)!;
    expect(idsOf((await list(medewerker, { query: name })).body).length).toBeGreaterThan(0);
    expect((await list(medewerker, {}, '?sort=naam,asc')).status).toBe(400);
    expect((await list(medewerker, null)).status).toBe(200);
    expect((await list(beheerder)).status).toBe(403);
    expect((await beheerder.get('/api/v1/dossiers/overrule/count')).status).toBe(403);
    const picker = await adviseur.get('/api/v1/dossiers/overrule/dossiers?size=5');
    expect(picker.status).toBe(200);
    expect(picker.body.every((d: { kantoor: { id: number } | null }) => d.kantoor?.id === f.adviser.kantoorId)).toBe(true);
  });
});
