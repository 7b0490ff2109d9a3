import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '../../../contract/trace-codes';
import { buildApp } from '../../../server/app';
import { achtergrondtaken, externeAanroepen, geldverstrekkers, hdnBerichten, kantoren } from '../../../server/db/schema';
import { ensureHdnAccount, HDN_ACCOUNT } from '../../../server/demo/hdn';
import { HDN_SEND_JOB } from '../../../server/services/hdn/outgoing';
import { signIn, testConfig, testServer } from '../helpers';
import { applicationXml, postXml } from './fixtures';

/**
 * HDN_URL with credentials and a key, as the README allows (`http://user:pass@host/in?key=…`):
 * the user and password travel as a Basic header (fetch refuses them in the URL), the key stays in
 * the query string, and neither reaches the HDN log's reason, the job's error or the trace, which
 * names every post to the exchange, sent or failed (docs/hdn.md, docs/traces.md). A server of its
 * own with that HDN_URL; the shared server's job worker rests meanwhile, so only it sends.
 */
const { app, database } = await testServer();
const { db } = database;
await ensureHdnAccount(db);
const exchange = await signIn(app, HDN_ACCOUNT);
const medewerker = await signIn(app, 'medewerker');
const [lender] = await db.select().from(geldverstrekkers).limit(1);
const [office] = await db.select().from(kantoren).limit(1);

const USER = 'hdn-koppeling';
const PASSWORD = 'Geheim-HDN-2026';
const KEY = 'Sleutel-HDN-4711';
const SECRETS = [PASSWORD, KEY, Buffer.from(`${USER}:${PASSWORD}`).toString('base64')];

let refuse = false;
const received: { authorization?: string; url?: string }[] = [];
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received.push({ authorization: request.headers.authorization, url: request.url });
    // An exchange that quotes what it was given in its refusal: the reason must not pass it on.
    if (refuse) response.writeHead(401).end(`Sleutel ${KEY} of wachtwoord ${PASSWORD} onbekend`);
    else response.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = (receiver.address() as AddressInfo).port;
const hdnUrl = `http://${USER}:${PASSWORD}@127.0.0.1:${port}/in?key=${KEY}`;
const maskedUrl = `http://${USER}:${MASK}@127.0.0.1:${port}/in?key=${MASK}`;
let sender: FastifyInstance;

const until = async <T>(read: () => Promise<T | undefined>, seconds = 15): Promise<T> => {
  for (let i = 0; i < seconds * 10; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
};
const answerTo = (id: number) => db.select().from(hdnBerichten).where(eq(hdnBerichten.inReactieOp, id)).then((rows) => rows[0]);
const hdnTrace = (dossierId: number) =>
  db
    .select()
    .from(externeAanroepen)
    .where(and(eq(externeAanroepen.aanroeper, 'HDN'), eq(externeAanroepen.dossierId, dossierId)))
    .orderBy(sql`${externeAanroepen.id} desc`)
    .then((rows) => rows[0]);

beforeAll(async () => {
  await app.jobs.stop();
  sender = await buildApp({ ...testConfig(), hdnUrl }, db, { logger: false });
  await sender.ready();
});
afterAll(async () => {
  await sender.close();
  app.jobs.start();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('HDN_URL with user, password and key', () => {
  it('posts with a Basic header and the key, and traces the post as sent, its secrets masked', async () => {
    const res = await postXml(sender, exchange.token, applicationXml(lender.ontvangerCode, office.id, 'Sleutelhouder'));
    expect(res.status).toBe(201);
    const ack = await until(async () => {
      const row = await answerTo(res.body.id);
      return row?.status === 'VERZONDEN' ? row : undefined;
    });
    expect(received.at(-1)).toEqual({ authorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`, url: `/in?key=${KEY}` });
    const trace = await until(() => hdnTrace(ack.dossierId!));
    expect(trace).toMatchObject({ operatie: 'HDN-bericht versturen', uitkomst: 'OK', doel: maskedUrl, fout: null, verzoek: { soort: 'SX', ontvanger: ack.ontvanger }, antwoord: { status: 200 } });
    for (const secret of SECRETS) expect(JSON.stringify(trace)).not.toContain(secret);
  });

  it('keeps the reason of a refusal in the HDN log, the job and the trace without the password or the key', async () => {
    refuse = true;
    const res = await postXml(sender, exchange.token, applicationXml(lender.ontvangerCode, office.id, 'Geweigerd'));
    const waiting = await until(async () => {
      const row = await answerTo(res.body.id);
      return row?.melding ? row : undefined;
    });
    refuse = false;
    expect(waiting).toMatchObject({ status: 'TE_VERZENDEN', melding: `Poging 1 mislukt: De HDN-ontvanger antwoordde 401: Sleutel ${MASK} of wachtwoord ${MASK} onbekend` });

    // What a medewerker reads in the HDN log.
    const shown = await medewerker.get(`/api/v1/hdn/berichten/${waiting.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.melding).toBe(waiting.melding);

    const job = await until(async () => {
      const [row] = await db.select().from(achtergrondtaken).where(and(eq(achtergrondtaken.soort, HDN_SEND_JOB), eq(achtergrondtaken.sleutel, `${HDN_SEND_JOB}:${waiting.id}`)));
      return row?.fout ? row : undefined;
    });
    expect(job.fout).toBe(`De HDN-ontvanger antwoordde 401: Sleutel ${MASK} of wachtwoord ${MASK} onbekend`);

    const trace = await until(() => hdnTrace(waiting.dossierId!));
    expect(trace).toMatchObject({ uitkomst: 'FOUT', doel: maskedUrl, antwoord: null, fout: job.fout });
    for (const secret of SECRETS) for (const text of [JSON.stringify(shown.body), JSON.stringify(trace), job.fout]) expect(text).not.toContain(secret);
  });
});
