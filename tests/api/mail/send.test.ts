import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../../contract/mail';
import { mails, uitgaandeMails } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';
import { sendMultipart } from '../uploads';
import { mailFixtures } from './fixtures';

/**
 * Writing and sending (spec 002 §3, §5, §7, §8; docs/mail.md "Out"): draft attachments through the
 * upload, the 7 MB rule at exactly 7,340,032 bytes and one byte over, internal delivery to local
 * mailboxes, the outbox for outside addresses, replies and the refusals.
 */
const { app } = await testServer();
const f = await mailFixtures(app);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');

/** A PDF of exactly `size` bytes: a real one, padded after its end (readers ignore what follows %%EOF). */
async function pdfOfSize(size: number) {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  const bytes = Buffer.from(await doc.save());
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);
}

async function upload(who: typeof medewerker, name: string, content: Uint8Array) {
  return sendMultipart(app, who.token!, 'POST', '/api/v1/new/mail/concept-bijlagen', [{ name: 'file', filename: name, contentType: 'application/pdf', value: content }]);
}

const to = (email: string, type: 'GEBRUIKER' | 'TEAM' | 'EXTERNAL' = 'EXTERNAL') => ({ email, tagTitle: email, type });

describe('draft attachments', () => {
  it('stores an upload for its writer and refuses a file of a kind mail does not take', async () => {
    const res = await upload(medewerker, 'Offerte.pdf', await pdfOfSize(2000));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ naam: 'Offerte.pdf', mimeType: 'application/pdf', grootte: 2000 });
    const bad = await sendMultipart(app, medewerker.token!, 'POST', '/api/v1/new/mail/concept-bijlagen', [{ name: 'file', filename: 'virus.exe', value: Buffer.from('MZ\x90\x00 not a pdf') }]);
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('FILETYPE');
  });
});

describe('POST /new/mail', () => {
  it('delivers to a colleague internally: Verzonden for the writer, INBOX for the colleague with the attachment and the dossier', async () => {
    const draft = (await upload(medewerker, 'Stukkenlijst.pdf', await pdfOfSize(3000))).body;
    const dossierId = (await medewerker.get('/api/v1/dossiers?page=0&size=1')).body.content[0].id;
    const res = await medewerker.post('/api/v1/new/mail', {
      recipients: [to(f.user.employee.email, 'GEBRUIKER')],
      onderwerp: 'Stukken voor de acceptatie',
      html: '<p>Hallo,</p><p>Zie de <strong>bijlage</strong>.</p><script>alert(1)</script>',
      dossierId,
      attachments: [draft.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ folder: 'VERZONDEN', richting: 'UIT', verzendstatus: 'VERZONDEN', dossierId, gelezen: true, aantalBijlagen: 1 });
    expect(res.body.html).not.toContain('script');
    expect(res.body.tekst).toContain('Zie de bijlage.');
    const received = (await employee.post('/api/v1/new/mail/search', { folder: 'INBOX' })).body.content.find((m: { onderwerp: string }) => m.onderwerp === 'Stukken voor de acceptatie');
    expect(received).toMatchObject({ richting: 'IN', gelezen: false, aantalBijlagen: 1, van: { email: (await f.boxOf('medewerker')).adres } });
    const detail = (await employee.get(`/api/v1/new/mail/${received.id}`)).body;
    expect(detail.bijlagen[0]).toMatchObject({ naam: 'Stukkenlijst.pdf', grootte: 3000 });
    // A draft goes with the message it was sent with: sending it again is refused.
    const again = await medewerker.post('/api/v1/new/mail', { recipients: [to(f.user.employee.email)], onderwerp: 'Nog eens', html: '<p>x</p>', attachments: [draft.id] });
    expect(again.status).toBe(400);
    expect(again.body.fields.attachments).toBe(MAIL_MESSAGES.unknownAttachment);
  });

  it('keeps mail for an outside address waiting in the outbox without SMTP_URL, visibly', async () => {
    const res = await medewerker.post('/api/v1/new/mail', { recipients: [to('klant@voorbeeld.nl')], cc: [to(f.user.employee.email, 'GEBRUIKER')], onderwerp: 'Uw offerte', html: '<p>Bijgaand uw offerte.</p>' });
    expect(res.status).toBe(201);
    expect(res.body.verzendstatus).toBe('WACHTEND');
    const [outbox] = await app.db.select().from(uitgaandeMails).where(eq(uitgaandeMails.mailId, res.body.id));
    expect(outbox).toMatchObject({ aan: 'klant@voorbeeld.nl', cc: null, verzondenOp: null });
    expect(outbox.van).toContain((await f.boxOf('medewerker')).adres);
  });

  it('allows attachments of exactly 7,340,032 bytes together and refuses one byte more, before anything is sent', async () => {
    const exact = (await upload(medewerker, 'Groot.pdf', await pdfOfSize(7_340_032))).body;
    expect(exact.grootte).toBe(7_340_032);
    const ok = await medewerker.post('/api/v1/new/mail', { recipients: [to(f.user.employee.email)], onderwerp: 'Precies 7 MB', html: '<p>x</p>', attachments: [exact.id] });
    expect(ok.status).toBe(201);
    const half = (await upload(medewerker, 'Deel1.pdf', await pdfOfSize(3_670_016))).body;
    const rest = (await upload(medewerker, 'Deel2.pdf', await pdfOfSize(3_670_017))).body;
    const before = (await app.db.select().from(mails)).length;
    const over = await medewerker.post('/api/v1/new/mail', { recipients: [to(f.user.employee.email)], onderwerp: 'Te groot', html: '<p>x</p>', attachments: [half.id, rest.id] });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ type: 'VALIDATION', messages: [MAIL_MESSAGES.tooLarge], fields: { attachments: MAIL_MESSAGES.tooLarge } });
    expect((await app.db.select().from(mails)).length).toBe(before);
    // One file above 7 MB is refused by the upload itself.
    const single = await upload(medewerker, 'Te-groot.pdf', await pdfOfSize(7_340_033));
    expect(single.status).toBe(400);
    expect(single.body.type).toBe('FILESIZE');
  });

  it('refuses an invalid address with the spec\'s message, and a message without recipients', async () => {
    const bad = await medewerker.post('/api/v1/new/mail', { recipients: [to('geen-adres')], onderwerp: 'x', html: '<p>x</p>' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields['recipients.0.email']).toBe(MAIL_MESSAGES.invalidRecipient);
    const none = await medewerker.post('/api/v1/new/mail', { recipients: [], onderwerp: 'x', html: '<p>x</p>' });
    expect(none.status).toBe(400);
    expect(none.body.fields.recipients).toBe(MAIL_MESSAGES.noRecipient);
  });

  it('answers a message in its thread, and sends from a team mailbox only for who may read it', async () => {
    const received = (await employee.post('/api/v1/new/mail/search', { folder: 'INBOX' })).body.content[0];
    const detail = (await employee.get(`/api/v1/new/mail/${received.id}`)).body;
    const reply = await employee.post('/api/v1/new/mail', { recipients: [to(detail.van.email)], onderwerp: `Re: ${detail.onderwerp}`, html: '<p>Dank u.</p>', antwoordOp: received.id });
    expect(reply.status).toBe(201);
    const [copy] = await app.db.select().from(mails).where(eq(mails.id, reply.body.id));
    expect(copy.inReplyTo).toBe(detail.messageId);
    const medewerkerTeam = ((await medewerker.get('/api/v1/new/mail/mailboxes')).body as { id: number; soort: string; eigen: boolean }[]).find((b) => b.soort === 'TEAM' && b.eigen)!;
    const fromTeam = await medewerker.post('/api/v1/new/mail', { postvakId: medewerkerTeam.id, recipients: [to('klant@voorbeeld.nl')], onderwerp: 'Namens het team', html: '<p>x</p>' });
    expect(fromTeam.status).toBe(201);
    expect(fromTeam.body.postvak.id).toBe(medewerkerTeam.id);
    expect((await employee.post('/api/v1/new/mail', { postvakId: (await f.boxOf('medewerker')).id, recipients: [to('a@b.nl')], onderwerp: 'x', html: '<p>x</p>' })).status).toBe(403);
    expect((await medewerker.post('/api/v1/new/mail', { antwoordOp: reply.body.id, recipients: [to('a@b.nl')], onderwerp: 'x', html: '<p>x</p>' })).status).toBe(403);
  });
});
