import net from 'node:net';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '../../../contract/trace-codes';
import { buildApp } from '../../../server/app';
import { achtergrondtaken, externeAanroepen, mails, uitgaandeMails } from '../../../server/db/schema';
import { startSmtpSink } from '../../e2e/smtpSink';
import { caller, signIn, testConfig, testServer } from '../helpers';
import { mailFixtures } from './fixtures';

/**
 * The outbox sender on a server with SMTP_URL (docs/mail-outbox.md, docs/traces.md): the trace of
 * a mail written from a dossier names that dossier and its writer; a relay that refuses and quotes
 * the login in its answer leaves no password in the outbox, on the sent copy, in the job, the
 * trace or the log. Servers of their own on the shared database, one at a time, each sending with
 * its own job worker (the shared server has no SMTP_URL and does not send).
 */
const { app, database } = await testServer();
const { db } = database;
const f = await mailFixtures(app);
const token = (await signIn(app, 'medewerker')).token!;
const beheerder = await signIn(app, 'beheerder');
const RELAY_PASSWORD = 'Relay-Wachtwoord-2026';
const sink = await startSmtpSink();
const servers: FastifyInstance[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  await sink.close();
});

/** A server sending through `smtpUrl`; the one before it is closed first, so only one worker sends. */
async function relayServer(smtpUrl: string, log: string[] = []) {
  for (const earlier of servers.splice(0)) await earlier.close();
  const stream = new Writable({ write: (chunk, _encoding, done) => (log.push(String(chunk)), done()) });
  const server = await buildApp({ ...testConfig(), smtpUrl }, db, { logger: { level: 'error', stream } });
  await server.ready();
  servers.push(server);
  return caller(server, token);
}

const until = async <T>(read: () => Promise<T | undefined>, seconds = 15): Promise<T> => {
  for (let i = 0; i < seconds * 10; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
};
const traceOf = (subject: string) =>
  db
    .select()
    .from(externeAanroepen)
    .where(and(eq(externeAanroepen.aanroeper, 'SMTP'), sql`${externeAanroepen.verzoek}->>'subject' = ${subject}`))
    .then((rows) => rows[0]);

beforeAll(async () => {
  // The rows other files left waiting would be sent by these servers too: mark them sent first.
  await db.update(uitgaandeMails).set({ verzondenOp: new Date() }).where(sql`${uitgaandeMails.verzondenOp} is null and ${uitgaandeMails.opgegevenOp} is null`);
});

describe('the SMTP trace of a mail written in a mailbox', () => {
  it('names the dossier it was sent from and its writer', async () => {
    const medewerker = await relayServer(`smtp://relay:${RELAY_PASSWORD}@127.0.0.1:${sink.port}`);
    const dossierId = (await medewerker.get('/api/v1/dossiers?page=0&size=1')).body.content[0].id;
    const sent = await medewerker.post('/api/v1/new/mail', { recipients: [{ email: 'notaris@voorbeeld.nl', tagTitle: 'Notaris', type: 'EXTERNAL' }], onderwerp: 'Hypotheekakte dossier (trace)', html: '<p>Bijgaand.</p>', dossierId });
    expect(sent.status).toBe(201);
    const trace = await until(() => traceOf('Hypotheekakte dossier (trace)'));
    expect(trace).toMatchObject({ uitkomst: 'OK', dossierId, gebruikerId: f.user.medewerker.id });
    const shown = await beheerder.get(`/api/v1/external-calls/trace/${trace.id}`);
    expect(shown.body).toMatchObject({ dossierId, user: expect.stringContaining(f.user.medewerker.achterNaam) });
  });
});

describe('a relay that refuses and quotes the login', () => {
  it('keeps its reason in the outbox, on the sent copy, in the job, the trace and the log without the password', async () => {
    const relay = net.createServer((socket) => socket.end(`421 4.7.0 Aanmelding relay:${RELAY_PASSWORD} tijdelijk geweigerd\r\n`));
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const log: string[] = [];
    const medewerker = await relayServer(`smtp://relay:${RELAY_PASSWORD}@127.0.0.1:${(relay.address() as net.AddressInfo).port}`, log);
    const sent = await medewerker.post('/api/v1/new/mail', { recipients: [{ email: 'klant@voorbeeld.nl', tagTitle: 'Klant', type: 'EXTERNAL' }], onderwerp: 'Geweigerd door de relay', html: '<p>x</p>' });
    expect(sent.status).toBe(201);
    const outbox = await until(async () => {
      const [row] = await db.select().from(uitgaandeMails).where(eq(uitgaandeMails.mailId, sent.body.id));
      return row?.fout ? row : undefined;
    });
    const [copy] = await db.select().from(mails).where(eq(mails.id, sent.body.id));
    const job = await until(async () => {
      const [row] = await db.select().from(achtergrondtaken).where(eq(achtergrondtaken.sleutel, `mail.send:${outbox.id}`));
      return row?.fout ? row : undefined;
    });
    const trace = await until(() => traceOf('Geweigerd door de relay'));
    relay.close();
    expect(outbox.fout).toContain(`Aanmelding relay:${MASK} tijdelijk geweigerd`);
    expect(copy.verzendfout).toContain(`Poging 1 mislukt, wordt opnieuw geprobeerd: `);
    expect(trace).toMatchObject({ uitkomst: 'FOUT', gebruikerId: f.user.medewerker.id });
    expect(log.join('')).toContain('mail not sent');
    for (const text of [outbox.fout, copy.verzendfout, job.fout, trace.fout, JSON.stringify(trace), log.join('')]) {
      expect(text).toContain(MASK);
      expect(text).not.toContain(RELAY_PASSWORD);
    }
  });
});
