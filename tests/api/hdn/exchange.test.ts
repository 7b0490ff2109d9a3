import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { achtergrondtaken, geldverstrekkers, hdnBerichten, kantoren } from '../../../server/db/schema';
import { ensureHdnAccount, HDN_ACCOUNT } from '../../../server/demo/hdn';
import { HDN_SEND_JOB, sendJob } from '../../../server/services/hdn/outgoing';
import { signIn, testConfig, testServer } from '../helpers';
import { applicationXml, postXml } from './fixtures';

/**
 * The exchange's two ways in and the way out (docs/hdn.md): the acknowledgement of an application
 * posted to HDN_URL by the job queue (retried while the exchange refuses it), and the drop folder
 * of HDN_DIR read by the server and answered in its `uit/`. Servers of their own, on the test
 * database, with that configuration; the shared server's job worker rests meanwhile, so only
 * these servers send.
 */
const { app, database } = await testServer();
const { db } = database;
await ensureHdnAccount(db);
const exchange = await signIn(app, HDN_ACCOUNT);
const [lender] = await db.select().from(geldverstrekkers).limit(1);
const [office] = await db.select().from(kantoren).limit(1);

const received: string[] = [];
let refuse = false;
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    if (refuse) {
      response.writeHead(503).end('onderhoud');
      return;
    }
    received.push(body);
    response.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const hdnUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hdn`;
const hdnDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdn-map-'));
const servers: FastifyInstance[] = [];

async function server(env: Record<string, string>) {
  const config = { ...testConfig(), ...(env.HDN_URL ? { hdnUrl: env.HDN_URL } : {}), ...(env.HDN_DIR ? { hdnDir: env.HDN_DIR } : {}) };
  const built = await buildApp(config, db, { logger: false });
  await built.ready();
  servers.push(built);
  return built;
}

const until = async <T>(read: () => Promise<T | undefined>, seconds = 15): Promise<T> => {
  for (let i = 0; i < seconds * 10; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
};
const answerTo = (id: number) => db.select().from(hdnBerichten).where(eq(hdnBerichten.inReactieOp, id)).then((rows) => rows[0]);

beforeAll(() => app.jobs.stop());
afterAll(async () => {
  for (const s of servers) await s.close();
  app.jobs.start();
  await new Promise((resolve) => receiver.close(resolve));
  fs.rmSync(hdnDir, { recursive: true, force: true });
});

describe('HDN out: the acknowledgement to HDN_URL', () => {
  it('posts it as XML through the job queue and marks it sent', async () => {
    const sender = await server({ HDN_URL: hdnUrl });
    const res = await postXml(sender, exchange.token, applicationXml(lender.ontvangerCode, office.id, 'Verzonden'));
    expect(res.status).toBe(201);
    const ack = await until(async () => {
      const row = await answerTo(res.body.id);
      return row?.status === 'VERZONDEN' ? row : undefined;
    });
    expect(ack).toMatchObject({ kanaal: 'HTTP', melding: null, verzondenOp: expect.any(Date) });
    expect(received).toContain(ack.inhoud);
    expect(ack.inhoud).toContain('<StatusCode>09</StatusCode>');
  });

  it('keeps it waiting with the reason while the exchange refuses it, and gives up after the last attempt', async () => {
    refuse = true;
    const sender = servers[0];
    const res = await postXml(sender, exchange.token, applicationXml(lender.ontvangerCode, office.id, 'Geweigerd'));
    const waiting = await until(async () => {
      const row = await answerTo(res.body.id);
      return row?.melding ? row : undefined;
    });
    expect(waiting).toMatchObject({ status: 'TE_VERZENDEN', melding: 'Poging 1 mislukt: De HDN-ontvanger antwoordde 503: onderhoud' });
    const [job] = await db.select().from(achtergrondtaken).where(and(eq(achtergrondtaken.soort, HDN_SEND_JOB), eq(achtergrondtaken.sleutel, `${HDN_SEND_JOB}:${waiting.id}`)));
    expect(job).toMatchObject({ status: 'WACHTEND', pogingen: 1 });
    // The fifth attempt is the last: the message is then not sent, with the reason.
    const fifth = sendJob(db, { hdnUrl })({ id: job.id, kind: HDN_SEND_JOB, payload: { id: waiting.id }, attempt: 5, signal: new AbortController().signal, progress: async () => undefined });
    await expect(fifth).rejects.toThrow('503');
    expect(await answerTo(res.body.id)).toMatchObject({ status: 'NIET_VERZONDEN', melding: 'Niet verzonden na 5 pogingen: De HDN-ontvanger antwoordde 503: onderhoud' });
    refuse = false;
  });
});

describe('HDN in and out: the drop folder', () => {
  it('reads a message from in/, moves it to verwerkt/ and writes the acknowledgement to uit/', async () => {
    // Only this server's worker may run the acknowledgement's job: the HTTP servers above would
    // fail it (no drop folder) and put it off for their back-off.
    for (const earlier of servers.splice(0)) await earlier.close();
    await server({ HDN_DIR: hdnDir });
    const xml = applicationXml(lender.ontvangerCode, office.id, 'Mapbericht');
    fs.writeFileSync(path.join(hdnDir, 'in', 'aanvraag-1.xml'), xml);
    fs.writeFileSync(path.join(hdnDir, 'in', 'kapot.xml'), '<HdnBericht>');
    const done = await until(async () => {
      const names = fs.readdirSync(path.join(hdnDir, 'verwerkt'));
      return names.length ? names : undefined;
    });
    expect(done).toEqual([expect.stringMatching(/^\d+__aanvraag-1\.xml$/)]);
    const id = Number(done[0].split('__')[0]);
    const [message] = await db.select().from(hdnBerichten).where(eq(hdnBerichten.id, id));
    expect(message).toMatchObject({ kanaal: 'MAP', status: 'VERWERKT', inhoud: xml });
    const sent = await until(async () => {
      const names = fs.readdirSync(path.join(hdnDir, 'uit')).filter((n) => n.endsWith('.xml'));
      return names.length ? names : undefined;
    });
    const ack = await answerTo(id);
    expect(ack).toMatchObject({ kanaal: 'MAP', status: 'VERZONDEN' });
    expect(fs.readFileSync(path.join(hdnDir, 'uit', sent[0]), 'utf8')).toBe(ack.inhoud);
    await until(async () => (fs.readdirSync(path.join(hdnDir, 'geweigerd')).length ? true : undefined));
    expect(fs.readdirSync(path.join(hdnDir, 'in'))).toEqual([]);
    expect(fs.readdirSync(path.join(hdnDir, 'bezig'))).toEqual([]);
  });
});
