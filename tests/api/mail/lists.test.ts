import { describe, expect, it } from 'vitest';
import { signIn, testServer } from '../helpers';
import { mailFixtures } from './fixtures';

/**
 * The mail lists and one message (spec 002 §7 "Mail"; docs/mail.md): own, colleagues' and team
 * mailboxes by folder, per dossier, the folder counts, and the rights behind each (403 outside them).
 */
const { app } = await testServer();
const f = await mailFixtures(app);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');

describe('mailboxes', () => {
  it('lists the own, team and granted mailboxes with their unread counts, own first', async () => {
    const res = await medewerker.get('/api/v1/new/mail/mailboxes');
    expect(res.status).toBe(200);
    const own = await f.boxOf('medewerker');
    expect(res.body[0]).toMatchObject({ id: own.id, soort: 'GEBRUIKER', eigen: true });
    expect(res.body.some((b: { soort: string; eigen: boolean }) => b.soort === 'TEAM' && b.eigen)).toBe(true);
    const colleague = await f.boxOf('medewerker1');
    expect(res.body).toContainEqual(expect.objectContaining({ id: colleague.id, eigen: false }));
    expect(res.body.every((b: { ongelezen: number }) => Number.isInteger(b.ongelezen))).toBe(true);
  });

  it('gives an adviser only their own mailbox', async () => {
    const res = await adviseur.get('/api/v1/new/mail/mailboxes');
    expect(res.body).toHaveLength(1);
    expect(res.body[0].id).toBe((await f.boxOf('adviseur')).id);
  });
});

describe('POST /new/mail/search', () => {
  it('pages the own INBOX newest first, 100 to a page by default', async () => {
    const res = await medewerker.post('/api/v1/new/mail/search?page=0', { folder: 'INBOX' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ number: 0, size: 100 });
    expect(res.body.totalElements).toBeGreaterThan(0);
    const times = res.body.content.map((m: { ontvangenOp: string }) => Date.parse(m.ontvangenOp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body.content.every((m: { folder: string; gearchiveerd: boolean }) => m.folder === 'INBOX' && !m.gearchiveerd)).toBe(true);
  });

  it('filters by dossier (query or body) and by unread', async () => {
    const all = await medewerker.post('/api/v1/new/mail/search', {});
    const linked = all.body.content.find((m: { dossierId: number | null }) => m.dossierId !== null);
    expect(linked).toBeDefined();
    const byQuery = await medewerker.post(`/api/v1/new/mail/search?dossierId=${linked.dossierId}`, {});
    expect(byQuery.body.content.length).toBeGreaterThan(0);
    expect(byQuery.body.content.every((m: { dossierId: number }) => m.dossierId === linked.dossierId)).toBe(true);
    const unread = await medewerker.post('/api/v1/new/mail/search', { ongelezen: true });
    expect(unread.body.content.every((m: { gelezen: boolean }) => !m.gelezen)).toBe(true);
  });

  it('reads a team mailbox of the user, and refuses another user\'s without a right (403)', async () => {
    const boxes = (await medewerker.get('/api/v1/new/mail/mailboxes')).body as { id: number; soort: string }[];
    const team = boxes.find((b) => b.soort === 'TEAM')!;
    expect((await medewerker.post('/api/v1/new/mail/search', { postvakId: team.id })).status).toBe(200);
    const refused = await employee.post('/api/v1/new/mail/search', { postvakId: (await f.boxOf('medewerker')).id });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toEqual(['U heeft geen toegang tot dit postvak.']);
    expect((await medewerker.post('/api/v1/new/mail/search', { postvakId: 99_999_999 })).status).toBe(404);
  });

  it('validates the filter and the paging in Dutch', async () => {
    const folder = await medewerker.post('/api/v1/new/mail/search', { folder: 'PRULLENBAK' });
    expect(folder.status).toBe(400);
    expect(folder.body).toMatchObject({ type: 'VALIDATION', fields: { folder: 'Onbekende map.' } });
    const size = await medewerker.post('/api/v1/new/mail/search?size=0', {});
    expect(size.status).toBe(400);
    expect(Object.keys(size.body.fields)).toEqual(['size']);
  });

  it('is closed to a user without the mail menu (a beheerder)', async () => {
    const beheerder = await signIn(app, 'beheerder');
    expect((await beheerder.post('/api/v1/new/mail/search', {})).status).toBe(403);
  });
});

describe('folders', () => {
  it('counts the own mailbox per folder, with ARCHIEF for the archived', async () => {
    const res = await medewerker.post('/api/v1/new/mail/search/folders', {});
    expect(res.status).toBe(200);
    expect(res.body.map((f: { folder: string }) => f.folder)).toEqual(['INBOX', 'IN_BEHANDELING', 'WACHT_OP_REACTIE', 'VERZONDEN', 'ARCHIEF']);
    const inbox = await medewerker.post('/api/v1/new/mail/search?size=500', { folder: 'INBOX' });
    expect(res.body[0]).toMatchObject({ naam: 'Postvak IN', aantal: inbox.body.totalElements });
    expect(res.body[3].aantal).toBeGreaterThan(0);
  });
});

describe('a dossier\'s mail', () => {
  it('lists per folder what the caller may read, and counts its folders', async () => {
    const mine = await medewerker.post('/api/v1/new/mail/search?size=500', {});
    const dossierId = mine.body.content.find((m: { dossierId: number | null; folder: string }) => m.dossierId !== null && m.folder === 'INBOX').dossierId;
    const folders = await medewerker.get(`/api/v1/new/mail/dossier/${dossierId}/folders`);
    expect(folders.status).toBe(200);
    const inbox = await medewerker.get(`/api/v1/new/mail/dossier/${dossierId}/INBOX`);
    expect(inbox.status).toBe(200);
    expect(inbox.body.totalElements).toBe(folders.body.find((x: { folder: string }) => x.folder === 'INBOX').aantal);
    expect(inbox.body.content.every((m: { dossierId: number }) => m.dossierId === dossierId)).toBe(true);
  });

  it('answers 404 for a dossier outside the caller\'s scope, and shows an adviser only their own mail', async () => {
    const mine = await medewerker.post('/api/v1/new/mail/search?size=500', {});
    const dossierId = mine.body.content.find((m: { dossierId: number | null }) => m.dossierId !== null).dossierId;
    const d = await f.dossier(dossierId);
    const res = await adviseur.get(`/api/v1/new/mail/dossier/${dossierId}/INBOX`);
    if (d.kantoorId === f.user.adviseur.kantoorId) expect(res.body.content.every((m: { postvak: { id: number } }) => m.postvak.id === 0)).toBe(true);
    else expect(res.status).toBe(404);
    expect((await medewerker.get('/api/v1/new/mail/dossier/1/PRULLENBAK')).status).toBe(400);
  });
});

describe('colleagues\' and team mailboxes', () => {
  it('lists a granted colleague\'s INBOX and refuses one without a right', async () => {
    const colleague = f.user.medewerker1;
    const res = await medewerker.get(`/api/v1/new/mail/colleagues/mailbox?folder=INBOX&gebruikerId=${colleague.id}`);
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBeGreaterThan(0);
    expect(res.body.content.every((m: { postvak: { id: number } }) => m.postvak.id === res.body.content[0].postvak.id)).toBe(true);
    expect((await employee.get(`/api/v1/new/mail/colleagues/mailbox?gebruikerId=${colleague.id}`)).status).toBe(403);
    expect((await medewerker.get(`/api/v1/new/mail/colleagues/mailbox?gebruikerId=${f.user.medewerker.id}`)).status).toBe(403);
  });

  it('lists the team mailboxes in INBOX by default', async () => {
    const res = await employee.get('/api/v1/new/mail/team/mailbox');
    expect(res.status).toBe(200);
    expect(res.body.content.every((m: { folder: string; postvak: { soort: string } }) => m.folder === 'INBOX' && m.postvak.soort === 'TEAM')).toBe(true);
    expect((await verstrekker.get('/api/v1/new/mail/team/mailbox')).status).toBe(200);
  });
});

describe('GET /new/mail/{id}', () => {
  it('answers the message with body and attachments, and opening it reads it', async () => {
    const unread = await medewerker.post('/api/v1/new/mail/search?size=500', { ongelezen: true });
    const withFile = unread.body.content.find((m: { aantalBijlagen: number }) => m.aantalBijlagen > 0) ?? unread.body.content[0];
    const res = await medewerker.get(`/api/v1/new/mail/${withFile.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: withFile.id, gelezen: true });
    expect(typeof res.body.tekst).toBe('string');
    if (withFile.aantalBijlagen) expect(res.body.bijlagen[0]).toMatchObject({ mimeType: 'application/pdf', inline: false });
  });

  it('refuses a message of a mailbox the caller may not read: 403, also for an adviser reading staff mail', async () => {
    const staffMail = (await medewerker.post('/api/v1/new/mail/search', {})).body.content[0];
    expect((await employee.get(`/api/v1/new/mail/${staffMail.id}`)).status).toBe(403);
    expect((await adviseur.get(`/api/v1/new/mail/${staffMail.id}`)).status).toBe(403);
    expect((await medewerker.get('/api/v1/new/mail/99999999')).status).toBe(404);
  });
});

describe('recent contacts', () => {
  it('answers the addresses of the own mailbox as recipient tags', async () => {
    const res = await medewerker.get('/api/v1/new/mail/contacts/recent');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.some((c: { type: string }) => c.type === 'EXTERNAL')).toBe(true);
    expect(res.body.find((c: { email: string }) => c.email === f.user.adviseur.email)).toMatchObject({ type: 'GEBRUIKER' });
  });
});
