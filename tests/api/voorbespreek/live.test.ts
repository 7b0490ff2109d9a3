import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { signIn, testConfig, testServer, type Caller } from '../helpers';
import { userWith } from '../uploads';
import { deskFixtures, sendDesk } from '../overrule/fixtures';

/**
 * Live desk events (docs/desks.md "Live"): a message, verdict, status or handler change reaches
 * the other parties of that conversation through the one event stream, and nobody else.
 */
const { app, database } = await testServer();
const f = await deskFixtures(database.db);
const streamServer: FastifyInstance = await buildApp(testConfig(), database.db, { logger: false });
await streamServer.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(streamServer.server.address() as AddressInfo).port}`;
afterAll(() => streamServer.close());

const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
const otherOfficeAdviser = await signIn(app, 'adviseur2');
const otherLender = await userWith(app, beheerder, 'gv-live', 'H', ['MENU_OVERRULEDESK_VIEW'], f.otherLender.id);

type Frame = { event: string; data: Record<string, unknown> };

/** Opens a stream for a user and collects its named events. */
async function listen(who: Caller) {
  const { ticket } = (await who.post('/api/v1/events/ticket')).body;
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/events?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
  const frames: Frame[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // closed by the test
    }
  })();
  const waitFor = async (match: (fr: Frame) => boolean) => {
    for (const started = Date.now(); Date.now() - started < 3000; await new Promise((r) => setTimeout(r, 10))) {
      const hit = frames.find(match);
      if (hit) return hit;
    }
    throw new Error(`no matching event: ${JSON.stringify(frames)}`);
  };
  await waitFor((fr) => fr.event === 'ready');
  return { frames, waitFor, close: () => controller.abort() };
}

const about = (desk: string, id: number) => (fr: Frame) => fr.data.desk === desk && fr.data.id === id;

describe('live desk events', () => {
  it('brings an overrule request, its verdict and its read mark to the parties only', async () => {
    const streams = {
      medewerker: await listen(medewerker),
      adviseur: await listen(adviseur),
      verstrekker: await listen(verstrekker),
      otherOffice: await listen(otherOfficeAdviser),
      otherLender: await listen(otherLender),
    };
    const inkomen = f.subject('OVERRULE', 'Overig');
    const made = await sendDesk(app, adviseur, '/api/v1/dossiers/overrule/new', 'overrule', { mainSubjectId: inkomen.id, subSubjectId: 0, initialMessage: 'Live verzoek.', dossierId: f.shared[6].id });
    expect(made.status).toBe(201);
    const id = made.body.id;
    for (const s of [streams.medewerker, streams.verstrekker, streams.adviseur]) {
      const fr = await s.waitFor((x) => x.event === 'desk.created' && about('OVERRULE', id)(x));
      expect(fr.data).toMatchObject({ type: 'desk.created', desk: 'OVERRULE', id, dossierId: f.shared[6].id, actorId: f.adviser.id });
    }
    const verdict = await sendDesk(app, verstrekker, `/api/v1/dossiers/overrule/${id}/chat`, 'chat', { message: 'Akkoord.', overruleVerdictId: f.status('GELDVERSTREKKER', 'Akkoord') });
    expect(verdict.status).toBe(200);
    await streams.adviseur.waitFor((x) => x.event === 'desk.status' && about('OVERRULE', id)(x));
    await streams.medewerker.waitFor((x) => x.event === 'desk.status' && about('OVERRULE', id)(x));
    await adviseur.get(`/api/v1/dossiers/overrule/${id}`);
    await streams.adviseur.waitFor((x) => x.event === 'desk.read' && about('OVERRULE', id)(x));
    // A marker the outsiders do hear proves their streams were open all along.
    await medewerker.patch(`/api/v1/dossiers/overrule/${id}/archive`);
    await streams.verstrekker.waitFor((x) => x.event === 'desk.closed' && about('OVERRULE', id)(x));
    for (const s of [streams.otherOffice, streams.otherLender]) expect(s.frames.some(about('OVERRULE', id))).toBe(false);
    expect(streams.medewerker.frames.some((x) => x.event === 'desk.read')).toBe(false);
    for (const s of Object.values(streams)) s.close();
  });

  it('brings a pre-discussion reply and a handler change to the office and the back office, never to a money provider', async () => {
    const streams = { medewerker: await listen(medewerker), adviseur: await listen(adviseur), verstrekker: await listen(verstrekker), otherOffice: await listen(otherOfficeAdviser) };
    const receiver = (await adviseur.get('/api/v1/rs/ontvangercodes/lite/residential')).body[0].id;
    const made = await sendDesk(app, adviseur, '/api/v1/dossiers/voorbespreekdesk', 'voorbespreekdesk', {
      clientName: 'Fam. Live',
      rsOntvagerCodeId: receiver,
      mainSubjectId: f.subject('VOORBESPREEK', 'Overig').id,
      subSubjectId: 0,
      initialMessage: 'Een vraag.',
    });
    const id = made.body.id;
    await streams.medewerker.waitFor((x) => x.event === 'desk.created' && about('VOORBESPREEK', id)(x));
    await sendDesk(app, medewerker, '/api/v1/dossiers/voorbespreekdesk/chat', 'chat', { voorbespreekdeskDossierId: id, message: 'Antwoord.' });
    await streams.adviseur.waitFor((x) => x.event === 'desk.message' && about('VOORBESPREEK', id)(x));
    const handler = (await medewerker.get('/api/v1/profile')).body.id;
    await medewerker.put(`/api/v1/dossiers/voorbespreekdesk/${id}/behandelaar/${handler}`);
    await streams.adviseur.waitFor((x) => x.event === 'desk.handler' && about('VOORBESPREEK', id)(x));
    for (const s of [streams.verstrekker, streams.otherOffice]) expect(s.frames.some(about('VOORBESPREEK', id))).toBe(false);
    for (const s of Object.values(streams)) s.close();
  });
});
