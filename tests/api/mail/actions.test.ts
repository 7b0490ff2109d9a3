import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, mails } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';
import { mailFixtures } from './fixtures';

/** What a reader does with messages (spec 002 §2, §4, §7; docs/mail.md "Actions"), and who may. */
const { app } = await testServer();
const f = await mailFixtures(app);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');

const inbox = async (who = medewerker) => (await who.post('/api/v1/new/mail/search?size=500', { folder: 'INBOX' })).body.content as { id: number; dossierId: number | null; gelezen: boolean }[];
const stored = async (id: number) => (await app.db.select().from(mails).where(eq(mails.id, id)))[0];

describe('flags, folder and deadline', () => {
  it('marks read and unread, and sets and clears the follow-up flag', async () => {
    const [mail] = await inbox();
    expect((await medewerker.patch(`/api/v1/new/mail/readflag/${mail.id}/false`)).body.gelezen).toBe(false);
    expect((await medewerker.patch(`/api/v1/new/mail/readflag/${mail.id}/true`)).body.gelezen).toBe(true);
    expect((await medewerker.patch(`/api/v1/new/mail/followup/${mail.id}/true`)).body.opvolgen).toBe(true);
    expect((await stored(mail.id)).opvolgen).toBe(true);
    expect((await medewerker.patch(`/api/v1/new/mail/followup/${mail.id}/false`)).body.opvolgen).toBe(false);
    expect((await medewerker.patch(`/api/v1/new/mail/followup/${mail.id}/misschien`)).status).toBe(400);
  });

  it('moves a received message between the work folders, and keeps a sent one in Verzonden', async () => {
    const [mail] = await inbox();
    const moved = await medewerker.patch(`/api/v1/new/mail/setfolder/${mail.id}/IN_BEHANDELING`);
    expect(moved.body.folder).toBe('IN_BEHANDELING');
    expect((await medewerker.patch(`/api/v1/new/mail/setfolder/${mail.id}/INBOX`)).body.folder).toBe('INBOX');
    expect((await medewerker.patch(`/api/v1/new/mail/setfolder/${mail.id}/VERZONDEN`)).status).toBe(400);
    const sent = (await medewerker.post('/api/v1/new/mail/search', { folder: 'VERZONDEN' })).body.content[0];
    const refused = await medewerker.patch(`/api/v1/new/mail/setfolder/${sent.id}/INBOX`);
    expect(refused.status).toBe(400);
    expect(refused.body.fields.folder).toBe('Een verzonden bericht blijft in Verzonden.');
  });

  it('sets a deadline as the picker sends it, and clears it', async () => {
    const [mail] = await inbox();
    const set = await medewerker.put(`/api/v1/new/mail/${mail.id}/deadline`, { timestamp: '2030-03-04T11:00:00' });
    expect(set.status).toBe(200);
    expect(set.body.deadline).toBe('2030-03-04T10:00:00.000Z');
    expect((await medewerker.put(`/api/v1/new/mail/${mail.id}/deadline`, { timestamp: null })).body.deadline).toBeNull();
    expect((await medewerker.put(`/api/v1/new/mail/${mail.id}/deadline`, { timestamp: 'morgen' })).status).toBe(400);
  });

  it('refuses every change of a message in a mailbox the caller may not read (403), changing nothing', async () => {
    const [mail] = await inbox();
    const before = await stored(mail.id);
    for (const res of [
      await employee.patch(`/api/v1/new/mail/readflag/${mail.id}/${!before.gelezen}`),
      await employee.patch(`/api/v1/new/mail/followup/${mail.id}/true`),
      await employee.patch(`/api/v1/new/mail/setfolder/${mail.id}/WACHT_OP_REACTIE`),
      await employee.put(`/api/v1/new/mail/${mail.id}/deadline`, { timestamp: '2030-01-01T10:00:00' }),
      await adviseur.put(`/api/v1/new/mail/${mail.id}`, { dossierId: null, kantoorId: null }),
      await employee.put('/api/v1/new/mail/archive', { ids: [mail.id] }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await stored(mail.id)).toEqual(before);
  });
});

describe('linking', () => {
  it('links to a dossier and an office by hand, relinks and unlinks', async () => {
    const [mail] = await inbox();
    const dossier = (await medewerker.get('/api/v1/dossiers?page=0&size=1')).body.content[0].id as number;
    const linked = await medewerker.put(`/api/v1/new/mail/${mail.id}/link/dossier/${dossier}`);
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ dossierId: dossier, kantoor: null, koppeling: 'HANDMATIG' });
    const office = f.user.adviseur.kantoorId!;
    const toOffice = await medewerker.put(`/api/v1/new/mail/${mail.id}/link/kantoor/${office}`);
    expect(toOffice.body).toMatchObject({ dossierId: null, kantoor: { id: office } });
    const relinked = await medewerker.put(`/api/v1/new/mail/${mail.id}`, { dossierId: dossier });
    expect(relinked.body).toMatchObject({ dossierId: dossier, kantoor: null });
    const unlinked = await medewerker.put(`/api/v1/new/mail/${mail.id}`, {});
    expect(unlinked.body).toMatchObject({ dossierId: null, kantoor: null, koppeling: null });
    const both = await medewerker.put(`/api/v1/new/mail/${mail.id}`, { dossierId: dossier, kantoorId: office });
    expect(both.status).toBe(400);
  });

  it('says at the number that a dossier to link to does not exist (400 on dossierId), leaving the link as it was', async () => {
    const [mail] = await inbox();
    const before = await stored(mail.id);
    const missing = 2_000_000_000;
    for (const res of [await medewerker.put(`/api/v1/new/mail/${mail.id}/link/dossier/${missing}`), await medewerker.put(`/api/v1/new/mail/${mail.id}`, { dossierId: missing })]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ type: 'VALIDATION', messages: [`Dossier: Dossier ${missing} bestaat niet.`], fields: { dossierId: `Dossier ${missing} bestaat niet.` } });
    }
    expect(await stored(mail.id)).toEqual(before);
  });

  it('links an adviser\'s mail only to the office\'s own dossiers and office (another dossier "bestaat niet", another office 404)', async () => {
    const [mail] = await inbox(adviseur);
    const other = (await app.db.select().from(dossiers)).find((d) => d.kantoorId !== f.user.adviseur.kantoorId)!;
    const refused = await adviseur.put(`/api/v1/new/mail/${mail.id}/link/dossier/${other.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.fields.dossierId).toBe(`Dossier ${other.id} bestaat niet.`);
    const otherOffice = f.user.adviseur.kantoorId! + 1;
    expect((await adviseur.put(`/api/v1/new/mail/${mail.id}/link/kantoor/${otherOffice}`)).status).toBe(404);
    expect((await adviseur.put(`/api/v1/new/mail/${mail.id}/link/kantoor/${f.user.adviseur.kantoorId}`)).status).toBe(200);
  });
});

describe('a selection', () => {
  it('marks a selection read and archives it, all or nothing', async () => {
    const ids = (await inbox()).slice(0, 2).map((m) => m.id);
    expect(ids.length).toBe(2);
    for (const id of ids) await medewerker.patch(`/api/v1/new/mail/readflag/${id}/false`);
    const read = await medewerker.put('/api/v1/new/mail/readflag/true', { ids });
    expect(read.body).toEqual({ aantal: 2 });
    for (const id of ids) expect((await stored(id)).gelezen).toBe(true);
    const foreign = (await inbox(employee))[0];
    const mixed = await medewerker.put('/api/v1/new/mail/archive', { ids: [...ids, foreign.id] });
    expect(mixed.status).toBe(403);
    for (const id of ids) expect((await stored(id)).gearchiveerd).toBe(false);
    expect((await medewerker.put('/api/v1/new/mail/archive', { ids })).body).toEqual({ aantal: 2 });
    const archive = (await medewerker.post('/api/v1/new/mail/search?size=500', { folder: 'ARCHIEF' })).body.content.map((m: { id: number }) => m.id);
    expect(archive).toEqual(expect.arrayContaining(ids));
    expect((await medewerker.put('/api/v1/new/mail/archive', { ids: [] })).status).toBe(400);
  });
});

describe('attachments', () => {
  it('serves an attachment by id and by storage key as a PDF, inline, to readers of its mailbox only', async () => {
    // A received message's file is its own; a sent one's is shared with the recipients' copies.
    const withFile = (await medewerker.post('/api/v1/new/mail/search?size=500', { folder: 'INBOX' })).body.content.find((m: { aantalBijlagen: number }) => m.aantalBijlagen > 0);
    const detail = (await medewerker.get(`/api/v1/new/mail/${withFile.id}`)).body;
    const file = detail.bijlagen[0];
    const byId = await app.inject({ method: 'GET', url: `/api/v1/new/mail/attachment/${file.id}`, headers: { authorization: `Bearer ${medewerker.token}` } });
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['content-type']).toBe('application/pdf');
    expect(byId.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent(file.naam)}`);
    expect(byId.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const byKey = await app.inject({ method: 'GET', url: `/api/v1/new/mail/attachment/s3/${file.key}`, headers: { authorization: `Bearer ${medewerker.token}` } });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.rawPayload.equals(byId.rawPayload)).toBe(true);
    expect((await employee.get(`/api/v1/new/mail/attachment/${file.id}`)).status).toBe(403);
    expect((await employee.get(`/api/v1/new/mail/attachment/s3/${file.key}`)).status).toBe(403);
    expect((await medewerker.get('/api/v1/new/mail/attachment/s3/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });
});

describe('DELETE /new/mail/{id}', () => {
  it('needs ALLOW_DELETE_MAIL, and removes the message', async () => {
    const [mine] = await inbox(employee);
    expect((await employee.delete(`/api/v1/new/mail/${mine.id}`)).status).toBe(403);
    expect(await stored(mine.id)).toBeDefined();
    const [mail] = await inbox();
    expect((await medewerker.delete(`/api/v1/new/mail/${mail.id}`)).status).toBe(204);
    expect(await stored(mail.id)).toBeUndefined();
    expect((await medewerker.get(`/api/v1/new/mail/${mail.id}`)).status).toBe(404);
  });
});
