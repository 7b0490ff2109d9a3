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

describe('the mail report', () => {
  it('answers the mailbox as CSV for Dutch Excel and as a PDF, and refuses another\'s mailbox', async () => {
    const csv = await app.inject({ method: 'POST', url: '/api/v1/berichten/report/csv', headers: { authorization: `Bearer ${medewerker.token}`, cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' }, payload: JSON.stringify({ folder: 'INBOX' }) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = csv.body.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('"Bericht";"Postvak";"Map";"Ontvangen/verzonden";"Van/aan";"Onderwerp";"Dossier";"Kantoor";"Gelezen";"Opvolgen";"Deadline";"Bijlagen"');
    const inbox = await medewerker.post('/api/v1/new/mail/search?size=500', { folder: 'INBOX' });
    expect(text.trim().split('\r\n')).toHaveLength(inbox.body.totalElements + 1);
    const pdf = await app.inject({ method: 'POST', url: '/api/v1/berichten/report/PDF', headers: { authorization: `Bearer ${medewerker.token}`, cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' }, payload: '{}' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await employee.post('/api/v1/berichten/report/csv', { postvakId: (await f.boxOf('medewerker')).id })).status).toBe(403);
    expect((await medewerker.post('/api/v1/berichten/report/xls', {})).status).toBe(400);
  });
});

describe('mail as work', () => {
  it('counts unread incoming mail mine, my teams\' and all I may read, and the workflow counts mine', async () => {
    const details = (await medewerker.get('/api/v1/unread/details')).body;
    const boxes = (await medewerker.get('/api/v1/new/mail/mailboxes')).body as { id: number; soort: string; eigen: boolean; ongelezen: number }[];
    const own = boxes.find((b) => b.soort === 'GEBRUIKER' && b.eigen)!;
    expect(details.mailsMy).toBe(own.ongelezen);
    expect(details.mailsTeam).toBe(boxes.filter((b) => b.soort === 'TEAM' && b.eigen).reduce((sum, b) => sum + b.ongelezen, 0));
    expect(details.mailsAll).toBe(boxes.reduce((sum, b) => sum + b.ongelezen, 0));
    expect((await medewerker.get('/api/v1/workflow/count/unread?scope=MIJN')).body.myMails).toBe(details.mailsMy);
  });

  it('lists open incoming mail of the scope in the workflow beside the tasks, by due moment; a category filter leaves mail out', async () => {
    const res = await medewerker.post('/api/v1/workflow?scope=MIJN&size=500', {});
    expect(res.status).toBe(200);
    const items = res.body.content as { workflowType: string; id: number; deadline: string | null; ontvangenOp?: string; postvak?: { id: number } }[];
    const mail = items.filter((i) => i.workflowType === 'MAIL');
    const own = (await f.boxOf('medewerker')).id;
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((m) => m.postvak!.id === own)).toBe(true);
    const due = items.map((i) => Date.parse((i.deadline ?? i.ontvangenOp)!));
    expect([...due].sort((a, b) => a - b)).toEqual(due);
    const open = await medewerker.post('/api/v1/new/mail/search?size=500', {});
    const openIncoming = (open.body.content as { richting: string; gearchiveerd: boolean }[]).filter((m) => m.richting === 'IN' && !m.gearchiveerd).length;
    expect(mail.length).toBe(openIncoming);
    const tasksOnly = await medewerker.post('/api/v1/workflow?scope=MIJN&size=500', { typeId: 1 });
    expect(tasksOnly.body.content.every((i: { workflowType: string }) => i.workflowType === 'TAAK')).toBe(true);
    const adviser = await adviseur.post('/api/v1/workflow?scope=MIJN', {});
    expect(adviser.status).toBe(403);
  });
});
