import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../../contract/mail';
import { mailBijlagen, mails, uitgaandeMails } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';
import { mailFixtures, pdfAttachment, receive } from './fixtures';

/**
 * An empty message is refused, a recipient is named once, and a message is forwarded with its attachments (issue 36; docs/mail.md
 * "Forwarding"): through the one send call, to a colleague and an outside address, filed in the
 * writer's Verzonden and on the dossier, the copies sharing the stored files.
 */
const { app } = await testServer();
const f = await mailFixtures(app);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');

const to = (email: string, type: 'GEBRUIKER' | 'TEAM' | 'EXTERNAL' = 'EXTERNAL') => ({ email, tagTitle: email, type });
const mailCount = async () => (await app.db.select({ id: mails.id }).from(mails)).length;

describe('an empty message', () => {
  it('is refused with 400 VALIDATION on the body, whatever markup it holds, and nothing is written', async () => {
    const before = await mailCount();
    for (const html of ['', '<p></p>', '<p> </p><p>&nbsp;</p>', '<p><br></p>', '<blockquote><p></p></blockquote>']) {
      const res = await medewerker.post('/api/v1/new/mail', { recipients: [to(f.user.employee.email, 'GEBRUIKER')], onderwerp: 'Leeg', html });
      expect(res.status, html).toBe(400);
      expect(res.body).toEqual({ type: 'VALIDATION', messages: ['Bericht: Dit veld is verplicht.'], fields: { html: 'Dit veld is verplicht.' } });
    }
    expect(await mailCount()).toBe(before);
  });
});

describe('the names of the recipients', () => {
  it('keeps no name for a tag titled with its own address, so a copy\'s "Aan" names it once', async () => {
    const subject = `Uw offerte ${Date.now()}`;
    const res = await medewerker.post('/api/v1/new/mail', {
      recipients: [to('klant@voorbeeld.nl'), { email: f.user.employee.email, tagTitle: 'J. de Ruiter', type: 'GEBRUIKER' }],
      onderwerp: subject,
      html: '<p>Bijgaand uw offerte.</p>',
    });
    expect(res.status).toBe(201);
    expect(res.body.aan).toEqual([{ email: 'klant@voorbeeld.nl', naam: null }, { email: f.user.employee.email, naam: 'J. de Ruiter' }]);
    const copy = (await employee.post('/api/v1/new/mail/search?size=500', { folder: 'INBOX' })).body.content.find((m: { onderwerp: string }) => m.onderwerp === subject);
    expect(copy.aan[0]).toEqual({ email: 'klant@voorbeeld.nl', naam: null });
  });
});

describe('forwarding', () => {
  /** A message in medewerker's Postvak IN with two PDFs (of `padding` extra bytes each), on the first dossier. */
  async function original(subject: string, padding = 0) {
    const pdf = await pdfAttachment('Taxatierapport');
    const padded = (name: string) => ({ ...pdf, filename: name, content: Buffer.concat([pdf.content, Buffer.alloc(padding, 0x20)]) });
    const dossierId = (await medewerker.get('/api/v1/dossiers?page=0&size=1')).body.content[0].id as number;
    const id = await receive(app, (await f.boxOf('medewerker')).id, { to: (await f.boxOf('medewerker')).adres, subject, text: 'Bijgaand het rapport en de bijlage.', attachments: [padded('Taxatierapport.pdf'), padded('Bijlage.pdf')] }, dossierId);
    return (await medewerker.get(`/api/v1/new/mail/${id}`)).body;
  }

  it('sends a received message on with its attachments to a colleague and an outside address, filed in Verzonden and on the dossier', async () => {
    const detail = await original(`Taxatie ${Date.now()}`);
    expect(detail.bijlagen.length).toBe(2);
    const subject = `Doorst: ${detail.onderwerp}`;
    const res = await medewerker.post('/api/v1/new/mail', {
      recipients: [to(f.user.employee.email, 'GEBRUIKER'), to('notaris@voorbeeld.nl')],
      onderwerp: subject,
      html: `<p>Ter info.</p><blockquote><p>${detail.tekst}</p></blockquote>`,
      dossierId: detail.dossierId,
      doorgestuurdVan: detail.id,
      doorgestuurdeBijlagen: detail.bijlagen.map((b: { id: number }) => b.id),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ folder: 'VERZONDEN', richting: 'UIT', dossierId: detail.dossierId, koppeling: 'HANDMATIG', aantalBijlagen: 2, verzendstatus: 'WACHTEND' });
    expect(res.body.bijlagen.map((b: { naam: string; grootte: number }) => [b.naam, b.grootte])).toEqual(detail.bijlagen.map((b: { naam: string; grootte: number }) => [b.naam, b.grootte]));

    // Filed in Verzonden and on the dossier.
    const sent = (await medewerker.post('/api/v1/new/mail/search?size=500', { folder: 'VERZONDEN' })).body.content.map((m: { id: number }) => m.id);
    expect(sent).toContain(res.body.id);
    const onDossier = (await medewerker.get(`/api/v1/new/mail/dossier/${detail.dossierId}/VERZONDEN?size=100`)).body.content.map((m: { id: number }) => m.id);
    expect(onDossier).toContain(res.body.id);

    // The colleague has it with the files, the outside address waits in the outbox, and every copy shares the stored files.
    const colleague = (await employee.post('/api/v1/new/mail/search?size=500', { folder: 'INBOX' })).body.content.find((m: { onderwerp: string }) => m.onderwerp === subject);
    expect(colleague).toMatchObject({ aantalBijlagen: 2 });
    const fileIds = async (mailId: number) => (await app.db.select().from(mailBijlagen).where(eq(mailBijlagen.mailId, mailId))).map((b) => b.bestandId).sort();
    const originalFiles = await fileIds(detail.id);
    expect(await fileIds(res.body.id)).toEqual(originalFiles);
    expect(await fileIds(colleague.id)).toEqual(originalFiles);
    const [outbox] = await app.db.select().from(uitgaandeMails).where(eq(uitgaandeMails.mailId, res.body.id));
    expect(outbox.aan).toBe('notaris@voorbeeld.nl');

    // Deleting the original leaves the forwarded files in place.
    expect((await medewerker.delete(`/api/v1/new/mail/${detail.id}`)).status).toBe(204);
    const file = await app.inject({ method: 'GET', url: `/api/v1/new/mail/attachment/${res.body.bijlagen[0].id}`, headers: { authorization: `Bearer ${medewerker.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('carries only attachments of the forwarded message, and only of a message the writer may read', async () => {
    const a = await original(`Eerste ${Date.now()}`);
    const b = await original(`Tweede ${Date.now()}`);
    const base = { recipients: [to('klant@voorbeeld.nl')], onderwerp: 'Doorst: stukken', html: '<p>Zie bijlage.</p>' };
    const before = await mailCount();
    const foreign = await medewerker.post('/api/v1/new/mail', { ...base, doorgestuurdVan: a.id, doorgestuurdeBijlagen: [b.bijlagen[0].id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields.doorgestuurdeBijlagen).toBe(MAIL_MESSAGES.notForwardable);
    expect((await medewerker.post('/api/v1/new/mail', { ...base, doorgestuurdeBijlagen: [a.bijlagen[0].id] })).status).toBe(400);
    // Who may not read the message cannot forward it (nor learn of its files).
    expect((await employee.post('/api/v1/new/mail', { ...base, doorgestuurdVan: a.id, doorgestuurdeBijlagen: [a.bijlagen[0].id] })).status).toBe(403);
    expect(await mailCount()).toBe(before);
  });

  it('counts the forwarded attachments in the 7 MB, before anything is sent', async () => {
    const big = await original(`Groot ${Date.now()}`, 3_800_000);
    const before = await mailCount();
    const res = await medewerker.post('/api/v1/new/mail', {
      recipients: [to('klant@voorbeeld.nl')],
      onderwerp: `Doorst: ${big.onderwerp}`,
      html: '<p>Zie bijlagen.</p>',
      doorgestuurdVan: big.id,
      doorgestuurdeBijlagen: big.bijlagen.map((b: { id: number }) => b.id),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ attachments: MAIL_MESSAGES.tooLarge });
    expect(await mailCount()).toBe(before);
  });
});
