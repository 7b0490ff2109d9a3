import { asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MAIL_MESSAGES } from '../../../contract/mail';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { dossiers, mails, uitgaandeMails } from '../../../server/db/schema';
import { caller, signIn, testConfig, testServer } from '../helpers';
import { sendMultipart } from '../uploads';
import { freePort } from '../../support/freePort';
import { mailFixtures, pdfAttachment, sendSmtp } from './fixtures';

/**
 * Real SMTP both ways (docs/mail.md "In", "Out"): a message with a PDF to the listener lands in the
 * right mailbox linked to the dossier it names; unknown recipients and oversized messages are
 * refused with the proper codes; two API servers on one database file a message once; a send
 * through a throwaway relay arrives, also after the relay was down, and a refused recipient shows
 * the spec's message.
 */
const { app, database } = await testServer();
const f = await mailFixtures(app);
const started: FastifyInstance[] = [];
const relays: SMTPServer[] = [];
const pools: Database[] = [];
afterAll(async () => {
  for (const a of started) await a.close();
  for (const p of pools) await p.close();
  for (const r of relays) await new Promise<void>((resolve) => r.close(() => resolve()));
});

/**
 * An API server of its own on the shared database and file store, with an SMTP listener and,
 * optionally, a relay. `ownConnections`: on PostgreSQL it opens its own connection pool, as a
 * second API process would.
 */
async function server(options: { smtpUrl?: string; smtpMaxBytes?: number } = {}, ownConnections = false) {
  const smtpPort = await freePort();
  const url = inject('databaseUrl');
  const db = ownConnections && url ? (pools[pools.push(await openDatabase({ url })) - 1]).db : database.db;
  const instance = await buildApp({ ...testConfig(), dataDir: app.appConfig.dataDir, smtpPort, mailRetryMs: 150, ...options }, db, { logger: false });
  await instance.ready();
  started.push(instance);
  return { instance, smtpPort };
}

/** A throwaway relay (smtp-server) that keeps what it receives; `refuse` rejects that recipient with 550. */
async function relay(port: number, refuse?: string) {
  const received: { to: string[]; raw: Buffer }[] = [];
  const relayServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === refuse) return callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => relayServer.listen(port, '127.0.0.1', resolve));
  relays.push(relayServer);
  return { received, close: () => new Promise<void>((resolve) => relayServer.close(() => resolve())) };
}

async function until<T>(probe: () => Promise<T | undefined | null | false>, seconds = 20): Promise<T> {
  for (let i = 0; i < seconds * 10; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('the SMTP listener', () => {
  it('files a real message with a PDF into the recipient\'s INBOX, linked to the dossier it names', async () => {
    const { smtpPort } = await server();
    // A dossier with an offer number (one another file just made may not have one yet).
    const [dossier] = await database.db.select().from(dossiers).where(isNotNull(dossiers.offerteNr)).orderBy(asc(dossiers.id)).limit(1);
    expect(dossier.offerteNr).toBeTruthy();
    const info = await sendSmtp(smtpPort, {
      to: f.user.medewerker.email.toUpperCase(),
      subject: `Taxatierapport bij offerte ${dossier.offerteNr}`,
      text: 'Goedemorgen, in de bijlage het taxatierapport.',
      attachments: [await pdfAttachment('Taxatierapport')],
    });
    expect(info.accepted).toHaveLength(1);
    const [row] = await database.db.select().from(mails).where(eq(mails.messageId, info.messageId));
    expect(row).toMatchObject({ postvakId: (await f.boxOf('medewerker')).id, map: 'INBOX', richting: 'IN', dossierId: dossier.id, koppeling: 'AUTOMATISCH', aantalBijlagen: 1, gelezen: false });
    const medewerker = await signIn(app, 'medewerker');
    const detail = (await medewerker.get(`/api/v1/new/mail/${row.id}`)).body;
    expect(detail.bijlagen[0]).toMatchObject({ naam: 'Taxatierapport.pdf', mimeType: 'application/pdf' });
    const file = await app.inject({ method: 'GET', url: `/api/v1/new/mail/attachment/${detail.bijlagen[0].id}`, headers: { authorization: `Bearer ${medewerker.token}` } });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an unknown recipient at RCPT (550) and an oversized message at DATA (552)', async () => {
    const { smtpPort } = await server({ smtpMaxBytes: 20_000 });
    const unknown = await sendSmtp(smtpPort, { to: 'niemand@backoffice.example.nl', subject: 'x', text: 'x' }).catch((e: { responseCode?: number }) => e);
    expect((unknown as { responseCode?: number }).responseCode).toBe(550);
    const big = await sendSmtp(smtpPort, { to: f.user.medewerker.email, subject: 'Groot', text: 'x'.repeat(40_000) }).catch((e: { responseCode?: number }) => e);
    expect((big as { responseCode?: number }).responseCode).toBe(552);
    expect(await database.db.select().from(mails).where(eq(mails.onderwerp, 'Groot'))).toHaveLength(0);
  });

  it('files a message delivered to two API servers on one database once', async () => {
    const [a, b] = [await server({}, true), await server({}, true)];
    const message = { to: f.user.employee.email, subject: 'Eén keer archiveren', text: 'Twee servers, één bericht.', messageId: `<twee-servers-${Date.now()}@voorbeeld.nl>` };
    const results = await Promise.all([sendSmtp(a.smtpPort, message), sendSmtp(b.smtpPort, message), sendSmtp(a.smtpPort, message)]);
    expect(results.every((r) => r.accepted.length === 1)).toBe(true);
    expect(await database.db.select().from(mails).where(eq(mails.onderwerp, 'Eén keer archiveren'))).toHaveLength(1);
  });
});

describe('sending through the relay', () => {
  it('sends through a relay that is down at first: the mail waits, is retried and arrives once the relay is back', async () => {
    const relayPort = await freePort();
    const { instance } = await server({ smtpUrl: `smtp://127.0.0.1:${relayPort}?ignoreTLS=true` });
    const medewerker = caller(instance, (await signIn(instance, 'medewerker')).token);
    const draft = (await sendMultipart(instance, medewerker.token!, 'POST', '/api/v1/new/mail/concept-bijlagen', [{ name: 'file', filename: 'Offerte.pdf', contentType: 'application/pdf', value: (await pdfAttachment('Offerte')).content }])).body;
    const sent = await medewerker.post('/api/v1/new/mail', { recipients: [{ email: 'klant@voorbeeld.nl', tagTitle: 'Klant', type: 'EXTERNAL' }], onderwerp: 'Uw offerte via de relay', html: '<p>Bijgaand uw offerte.</p>', attachments: [draft.id] });
    expect(sent.status).toBe(201);
    expect(sent.body.verzendstatus).toBe('WACHTEND');
    const failed = await until(async () => (await database.db.select().from(mails).where(eq(mails.id, sent.body.id)))[0].verzendfout);
    expect(failed).toMatch(/^Poging 1 mislukt/);
    const up = await relay(relayPort);
    // What other tests left waiting in the outbox goes out through this relay too (the outbox is resumed on start).
    const ours = async () => {
      for (const r of up.received) if ((await simpleParser(r.raw)).subject === 'Uw offerte via de relay') return r;
      return undefined;
    };
    const delivered = await until(ours);
    expect(delivered.to).toEqual(['klant@voorbeeld.nl']);
    const parsed = await simpleParser(delivered.raw);
    expect(parsed.subject).toBe('Uw offerte via de relay');
    expect(parsed.attachments[0]).toMatchObject({ filename: 'Offerte.pdf', contentType: 'application/pdf' });
    expect(parsed.from?.value[0].address).toBe(f.user.medewerker.email.toLowerCase());
    await until(async () => (await database.db.select().from(mails).where(eq(mails.id, sent.body.id)))[0].verzendstatus === 'VERZONDEN');
    const [outbox] = await database.db.select().from(uitgaandeMails).where(eq(uitgaandeMails.mailId, sent.body.id));
    expect(outbox.verzondenOp).not.toBeNull();
    expect(outbox.pogingen).toBeGreaterThanOrEqual(2);
    const subjects = await Promise.all(up.received.map(async (r) => (await simpleParser(r.raw)).subject));
    expect(subjects.filter((s) => s === 'Uw offerte via de relay')).toHaveLength(1);
  });

  it('shows the spec\'s invalid-recipient message when the relay refuses the address, without retrying', async () => {
    const relayPort = await freePort();
    const up = await relay(relayPort, 'bestaat.niet@voorbeeld.nl');
    const { instance } = await server({ smtpUrl: `smtp://127.0.0.1:${relayPort}?ignoreTLS=true` });
    const employee = caller(instance, (await signIn(instance, 'employee')).token);
    const sent = await employee.post('/api/v1/new/mail', { recipients: [{ email: 'bestaat.niet@voorbeeld.nl', type: 'EXTERNAL' }], onderwerp: 'Komt niet aan', html: '<p>x</p>' });
    const row = await until(async () => {
      const [m] = await database.db.select().from(mails).where(eq(mails.id, sent.body.id));
      return m.verzendstatus === 'NIET_VERZONDEN' && m;
    });
    expect(row.verzendfout).toContain(MAIL_MESSAGES.invalidRecipient);
    const [outbox] = await database.db.select().from(uitgaandeMails).where(eq(uitgaandeMails.mailId, sent.body.id));
    expect(outbox).toMatchObject({ pogingen: 1, verzondenOp: null });
    expect(outbox.opgegevenOp).not.toBeNull();
    expect(up.received.filter((r) => r.to.includes('bestaat.niet@voorbeeld.nl'))).toHaveLength(0);
    const shown = (await employee.get(`/api/v1/new/mail/${sent.body.id}`)).body;
    expect(shown).toMatchObject({ verzendstatus: 'NIET_VERZONDEN' });
  });
});
