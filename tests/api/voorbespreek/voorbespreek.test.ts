import { describe, expect, it } from 'vitest';
import { signIn, testServer } from '../helpers';
import { JPEG_BYTES, userWith } from '../uploads';
import { pdfBytes } from '../documents/fixtures';
import { deskFixtures, download, file, sendDesk } from '../overrule/fixtures';

/** The voorbespreekdesk (spec 001 §2–§7 "Pre-discussion desk"; docs/desks.md). */
const { app, database } = await testServer();
const f = await deskFixtures(database.db);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
const otherOfficeAdviser = await signIn(app, 'adviseur2');
const viewOnly = await userWith(app, beheerder, 'vb-inzien', 'M', ['MENU_VOORBESPREEKDESK_VIEW', 'VOORBESPREEKDESK_EDIT', 'VOORBESPREEKDESK_NIEUW_BUTTON', 'VOORBESPREEKDESK_VIEW_ONLY']);
const noHandlerRight = await userWith(app, beheerder, 'vb-zonder-behandelaar', 'M', ['MENU_VOORBESPREEKDESK_VIEW', 'VOORBESPREEKDESK_EDIT', 'VOORBESPREEKDESK_NIEUW_BUTTON']);

const receivers = (await adviseur.get('/api/v1/rs/ontvangercodes/lite/residential')).body as { id: string; naam: string }[];
const inkomen = f.subject('VOORBESPREEK', 'Inkomen');
const verhuur = f.subject('VOORBESPREEK', 'Verhuur');
const conversation = (extra: Record<string, unknown> = {}) => ({
  clientName: 'Fam. de Vries',
  rsOntvagerCodeId: receivers[0].id,
  mainSubjectId: inkomen.id,
  subSubjectId: f.sub(inkomen).id,
  initialMessage: 'Klant is zzp-er met één jaarcijfer. Is een aanvraag kansrijk?',
  kantoorId: null,
  behandelaarId: null,
  ...extra,
});
const start = (who: typeof adviseur, body = conversation(), files: ReturnType<typeof file>[] = []) => sendDesk(app, who, '/api/v1/dossiers/voorbespreekdesk', 'voorbespreekdesk', body, files);
const reply = (who: typeof adviseur, id: number, extra: Record<string, unknown> = {}, files: ReturnType<typeof file>[] = []) =>
  sendDesk(app, who, '/api/v1/dossiers/voorbespreekdesk/chat', 'chat', { voorbespreekdeskDossierId: id, message: 'Reactie.', endVoorbespreekdeskDossier: false, voorbespreekdeskStatus: null, ...extra }, files);
const filtered = (who: typeof adviseur, filter: Record<string, unknown> = {}, query = '') => who.post(`/api/v1/dossiers/voorbespreekdesk/filtered${query}`, filter);
const idsOf = (page: { content: { id: number }[] }) => page.content.map((r) => r.id);
const count = async (who: typeof adviseur, side: 'advisor' | 'employee') => (await who.get(`/api/v1/dossiers/voorbespreekdesk/${side}/count`)).body.count as number;

describe('voorbespreekdesk', () => {
  it('answers the subjects and refuses users without the desk', async () => {
    const res = await adviseur.get('/api/v1/dossiers/voorbespreekdesk/subjects');
    expect(res.body.map((s: { naam: string }) => s.naam)).toEqual(['Inkomen', 'Financiering', 'Onderpand', 'Verhuur', 'Overig']);
    expect((await verstrekker.get('/api/v1/dossiers/voorbespreekdesk/subjects')).status).toBe(403);
    expect((await beheerder.post('/api/v1/dossiers/voorbespreekdesk/filtered', {})).status).toBe(403);
  });

  it('lets the adviser start one for its own office with files; the back office answers, the counters of both sides follow', async () => {
    const [advisorBefore, employeeBefore] = [await count(adviseur, 'advisor'), await count(medewerker, 'employee')];
    const pdf = await pdfBytes(1, 'Prognose');
    const res = await start(adviseur, conversation(), [file('prognose.pdf', pdf)]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      clientName: 'Fam. de Vries',
      ontvanger: { code: receivers[0].id, naam: receivers[0].naam },
      kantoor: { id: f.adviser.kantoorId },
      adviseur: { id: f.adviser.id },
      behandelaar: null,
      status: 'OPEN',
      oordeel: null,
      dossierId: null,
      ongelezen: false,
    });
    const id = res.body.id;
    expect(await count(medewerker, 'employee')).toBe(employeeBefore + 1);
    expect(await count(adviseur, 'employee')).toBeGreaterThan(0);

    const answered = await reply(employee, id, { message: 'Haalbaar met een verklaring van de accountant.', voorbespreekdeskStatus: 'HAALBAAR_ONDER_VOORWAARDEN' }, [file('checklist.jpg', JPEG_BYTES)]);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ status: 'BEANTWOORD', oordeel: 'HAALBAAR_ONDER_VOORWAARDEN', behandelaar: { id: (await employee.get('/api/v1/profile')).body.id } });
    expect(await count(adviseur, 'advisor')).toBe(advisorBefore + 1);
    expect(await count(medewerker, 'employee')).toBe(employeeBefore);

    const row = (await filtered(adviseur, { query: 'de Vries' })).body.content.find((r: { id: number }) => r.id === id);
    expect(row.ongelezen).toBe(true);
    const detail = await adviseur.get(`/api/v1/dossiers/voorbespreekdesk/${id}`);
    expect(detail.body.messages.map((m: { rol: string; oordeel: string | null }) => [m.rol, m.oordeel])).toEqual([
      ['ADVISEUR', null],
      ['MEDEWERKER', 'HAALBAAR_ONDER_VOORWAARDEN'],
    ]);
    expect((await filtered(adviseur, { query: 'de Vries' })).body.content.find((r: { id: number }) => r.id === id).ongelezen).toBe(false);

    const key = detail.body.messages[0].files[0].key;
    expect((await download(app, medewerker, key)).statusCode).toBe(200);
    expect((await download(app, otherOfficeAdviser, key)).statusCode).toBe(404);
    expect((await download(app, verstrekker, key)).statusCode).toBe(404);
    expect((await otherOfficeAdviser.get(`/api/v1/dossiers/voorbespreekdesk/${id}`)).status).toBe(404);
    expect(idsOf((await filtered(otherOfficeAdviser)).body)).not.toContain(id);
    expect((await reply(otherOfficeAdviser, id)).status).toBe(404);
  });

  it('enforces the adviser’s own office, the receiver code, the subjects and the file type', async () => {
    expect((await start(adviseur, conversation({ kantoorId: f.otherAdviser.kantoorId }))).status).toBe(403);
    expect((await start(adviseur, conversation({ rsOntvagerCodeId: 'ONBEKEND' }))).body.fields).toEqual({ rsOntvagerCodeId: 'Kies een geldverstrekker uit de lijst.' });
    expect((await start(adviseur, conversation({ subSubjectId: 0 }))).body.fields).toEqual({ subSubjectId: 'Kies een subonderwerp.' });
    expect((await start(adviseur, conversation({ clientName: '' }))).body.fields).toEqual({ clientName: 'Dit veld is verplicht.' });
    expect((await start(medewerker, conversation())).body.fields).toEqual({ kantoorId: 'Kies een kantoor uit de lijst.' });
    const before = await app.storage.inventory();
    const wrong = await start(adviseur, conversation(), [file('notitie.jpg', new TextEncoder().encode('gewone tekst, geen foto'))]);
    expect(wrong.body).toEqual({ type: 'FILETYPE', messages: ['Bestandstype wordt niet ondersteund.'] });
    expect(await app.storage.inventory()).toEqual(before);
  });

  it('enforces VIEW_ONLY, NIEUW_BUTTON, EDIT and SET_BEHANDELAAR on the server', async () => {
    const id = (await start(adviseur, conversation({ clientName: 'Dhr. Rechten' }))).body.id;
    // VIEW_ONLY reads, and may change nothing even with EDIT and NIEUW_BUTTON.
    expect((await viewOnly.get(`/api/v1/dossiers/voorbespreekdesk/${id}`)).status).toBe(200);
    const posted = await reply(viewOnly, id);
    expect(posted.status).toBe(403);
    expect(posted.body.messages).toEqual(['U mag de voorbespreekdesk alleen inzien.']);
    expect((await start(viewOnly, conversation({ kantoorId: f.adviser.kantoorId }))).status).toBe(403);
    expect((await viewOnly.patch(`/api/v1/dossiers/voorbespreekdesk/${id}/archive`)).status).toBe(403);
    // Without NIEUW_BUTTON no new conversation, without EDIT no reply, without SET_BEHANDELAAR no handler.
    expect((await start(verstrekker)).status).toBe(403);
    expect((await reply(verstrekker, id)).status).toBe(403);
    const medewerkerId = (await medewerker.get('/api/v1/profile')).body.id;
    expect((await noHandlerRight.put(`/api/v1/dossiers/voorbespreekdesk/${id}/behandelaar/${medewerkerId}`)).status).toBe(403);
    expect((await adviseur.put(`/api/v1/dossiers/voorbespreekdesk/${id}/behandelaar/${medewerkerId}`)).status).toBe(403);
    const other = await start(noHandlerRight, conversation({ kantoorId: f.adviser.kantoorId, behandelaarId: medewerkerId }));
    expect(other.status).toBe(403);
    expect(other.body.messages).toEqual(['Alleen wie de behandelaar mag instellen, kiest een andere behandelaar.']);

    const set = await medewerker.put(`/api/v1/dossiers/voorbespreekdesk/${id}/behandelaar/${medewerkerId}`);
    expect(set.status).toBe(200);
    expect(set.body.behandelaar).toMatchObject({ id: medewerkerId });
    expect((await medewerker.put(`/api/v1/dossiers/voorbespreekdesk/${id}/behandelaar/${f.adviser.id}`)).body.fields).toEqual({ behandelaarId: 'Deze medewerker kan geen voorbesprekingen behandelen.' });
    expect(idsOf((await filtered(medewerker, { behandelaarId: medewerkerId })).body)).toContain(id);
  });

  it('is ended by the adviser only, by a reply or the end call; an ended one takes no replies', async () => {
    const id = (await start(adviseur, conversation({ clientName: 'Fam. Einde', mainSubjectId: verhuur.id, subSubjectId: 0 }))).body.id;
    expect((await reply(medewerker, id, { endVoorbespreekdeskDossier: true })).status).toBe(403);
    expect((await medewerker.post(`/api/v1/dossiers/voorbespreekdesk/${id}/endofresponseadvisor`)).status).toBe(403);
    expect((await reply(adviseur, id, { voorbespreekdeskStatus: 'HAALBAAR' })).status).toBe(403);
    const ended = await adviseur.post(`/api/v1/dossiers/voorbespreekdesk/${id}/endofresponseadvisor`);
    expect(ended.status).toBe(200);
    expect(ended.body.status).toBe('BEEINDIGD');
    const late = await reply(medewerker, id);
    expect(late.status).toBe(409);
    expect(late.body.messages).toEqual(['Dit gesprek is beëindigd: er kunnen geen berichten meer bij.']);

    const second = (await start(adviseur, conversation({ clientName: 'Fam. Laatste woord', mainSubjectId: verhuur.id, subSubjectId: 0 }))).body.id;
    const closing = await reply(adviseur, second, { message: 'Dank, ik sluit af.', endVoorbespreekdeskDossier: true });
    expect(closing.body).toMatchObject({ status: 'BEEINDIGD', messages: [{}, { einde: true }] });
    expect(idsOf((await filtered(medewerker, { status: 'BEEINDIGD' })).body)).toEqual(expect.arrayContaining([id, second]));
  });

  it('archives by the back office: readable, closed, in the archive filter only', async () => {
    const id = (await start(adviseur, conversation({ clientName: 'Fam. Archief' }))).body.id;
    expect((await adviseur.patch(`/api/v1/dossiers/voorbespreekdesk/${id}/archive`)).status).toBe(403);
    const archived = await employee.patch(`/api/v1/dossiers/voorbespreekdesk/${id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.gearchiveerd).toBe(true);
    expect((await adviseur.get(`/api/v1/dossiers/voorbespreekdesk/${id}`)).body).toMatchObject({ gearchiveerd: true, messages: [{ rol: 'ADVISEUR' }] });
    expect((await reply(adviseur, id)).status).toBe(409);
    expect((await employee.patch(`/api/v1/dossiers/voorbespreekdesk/${id}/archive`)).status).toBe(409);
    expect(idsOf((await filtered(adviseur, { query: 'Archief' })).body)).not.toContain(id);
    expect(idsOf((await filtered(adviseur, { query: 'Archief', gearchiveerd: true })).body)).toContain(id);
  });

  it('links to a dossier of its own office and detaches; the dossier lists it', async () => {
    const id = (await start(adviseur, conversation({ clientName: 'Fam. Koppeling' }))).body.id;
    const dossier = f.shared[5];
    expect((await adviseur.patch(`/api/v1/dossiers/voorbespreekdesk/${id}/detach-dossier`)).status).toBe(409);
    const wrongOffice = await medewerker.put(`/api/v1/dossiers/${f.otherOffice[0].id}/voorbespreekdesk/${id}`);
    expect(wrongOffice.body.fields).toEqual({ dossierId: 'Dit dossier hoort niet bij het kantoor van deze voorbespreking.' });
    expect((await otherOfficeAdviser.put(`/api/v1/dossiers/${dossier.id}/voorbespreekdesk/${id}`)).status).toBe(404);
    const linked = await adviseur.put(`/api/v1/dossiers/${dossier.id}/voorbespreekdesk/${id}`);
    expect(linked.status).toBe(200);
    expect(linked.body.dossierId).toBe(dossier.id);
    expect((await medewerker.get(`/api/v1/dossiers/${dossier.id}/voorbespreekdesk`)).body.map((r: { id: number }) => r.id)).toContain(id);
    expect((await otherOfficeAdviser.get(`/api/v1/dossiers/${dossier.id}/voorbespreekdesk`)).status).toBe(404);
    const detached = await medewerker.patch(`/api/v1/dossiers/voorbespreekdesk/${id}/detach-dossier`);
    expect(detached.body.dossierId).toBeNull();
    expect((await medewerker.get(`/api/v1/dossiers/${dossier.id}/voorbespreekdesk`)).body.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('lists per office (an adviser only its own) and sorts the overview by start date both ways', async () => {
    const office = await medewerker.get(`/api/v1/dossiers/voorbespreekdesk/kantoor/${f.adviser.kantoorId}`);
    expect(office.status).toBe(200);
    expect(office.body.length).toBeGreaterThan(2);
    expect(office.body.every((r: { kantoor: { id: number }; gearchiveerd: boolean }) => r.kantoor.id === f.adviser.kantoorId && !r.gearchiveerd)).toBe(true);
    expect((await adviseur.get(`/api/v1/dossiers/voorbespreekdesk/kantoor/${f.adviser.kantoorId}`)).body).toHaveLength(office.body.length);
    expect((await adviseur.get(`/api/v1/dossiers/voorbespreekdesk/kantoor/${f.otherAdviser.kantoorId}`)).status).toBe(404);
    const asc = await filtered(medewerker, {}, '?sort=startDate,asc&page=0&size=50');
    const desc = await filtered(medewerker, {}, '?sort=startDate,desc&page=0&size=50');
    const startOf = (page: { content: { startDate: string }[] }) => page.content.map((r) => r.startDate);
    expect([...startOf(asc.body)].sort()).toEqual(startOf(asc.body));
    expect([...startOf(desc.body)].sort().reverse()).toEqual(startOf(desc.body));
    expect(asc.body.totalElements).toBe(desc.body.totalElements);
    expect((await filtered(medewerker, {}, '?sort=klant,asc')).status).toBe(400);
    expect((await filtered(medewerker, { status: 'ONBEKEND' })).status).toBe(400);
    expect(idsOf((await filtered(medewerker, { kantoorId: f.otherAdviser.kantoorId })).body)).toEqual([]);
  });
});
