import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Frame, takeFrames } from '../../support/eventFrames';
import { caller, signIn, testConfig, testServer } from '../helpers';
import { createTask, taskFixtures } from '../tasks/fixtures';

/**
 * The live event stream (docs/events.md): refused without a ticket, a ticket used once, and an
 * event published by one API server arriving at a client of another on the same database.
 */
const { app, database } = await testServer();
const f = await taskFixtures(database.db);

process.env.EVENT_HEARTBEAT_MS = '150';
const servers: FastifyInstance[] = [];
async function server() {
  const instance = await buildApp(testConfig(), database.db, { logger: false });
  await instance.listen({ port: 0, host: '127.0.0.1' });
  servers.push(instance);
  return `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
}
const [first, second] = [await server(), await server()];
delete process.env.EVENT_HEARTBEAT_MS;
afterAll(async () => {
  for (const s of servers) await s.close();
});

const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const verstrekker = await signIn(app, 'verstrekker');

const ticketFor = async (who: typeof employee) => {
  const res = await who.post('/api/v1/events/ticket');
  expect(res.status).toBe(201);
  return res.body.ticket as string;
};

/** An open stream: frames as they arrive, and a wait for the first that matches. */
async function openStream(base: string, ticket: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/events?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const frames: Frame[] = [];
  let ended = false;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const taken = takeFrames(buffer + value);
        frames.push(...taken.frames);
        buffer = taken.rest;
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  const waitFor = async (match: (f: Frame) => boolean, ms = 3000) => {
    const started = Date.now();
    while (Date.now() - started < ms) {
      const hit = frames.find(match);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no matching frame within ${ms} ms: ${JSON.stringify(frames)}`);
  };
  await waitFor((fr) => fr.event === 'ready');
  return { frames, waitFor, close: () => controller.abort(), ended: () => ended };
}

describe('the event stream', () => {
  it('refuses a caller without a valid ticket, and a ticket works once', async () => {
    const none = await fetch(`${first}/api/v1/events`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ type: 'GENERAL', messages: ['U bent niet (meer) ingelogd.'], requestId: none.headers.get('x-request-id') });
    expect((await fetch(`${first}/api/v1/events?ticket=verzonnen`)).status).toBe(401);
    // A bearer token is not a way in: the stream is opened with a ticket only.
    expect((await fetch(`${first}/api/v1/events`, { headers: { authorization: `Bearer ${employee.token}` } })).status).toBe(401);
    expect((await caller(app).post('/api/v1/events/ticket')).status).toBe(401);
    const ticket = await ticketFor(employee);
    const stream = await openStream(second, ticket);
    expect((await fetch(`${first}/api/v1/events?ticket=${ticket}`)).status).toBe(401);
    stream.close();
  });

  it('brings a change made on one server to a client of another, only to who may see it', async () => {
    const streamEmployee = await openStream(second, await ticketFor(employee));
    const streamLender = await openStream(first, await ticketFor(verstrekker));
    const hidden = await createTask(medewerker, { assigneeId: f.stranger.id });
    const visible = await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam });
    const arrived = await streamEmployee.waitFor((fr) => fr.event === 'task.created' && fr.data?.taskId === visible.id);
    expect(arrived.data).toMatchObject({ type: 'task.created', taskId: visible.id, dossierId: null, actorId: f.medewerker.id, at: expect.any(String) });
    expect(streamEmployee.frames.some((fr) => fr.data?.taskId === hidden.id)).toBe(false);

    // Done by someone else, and then handed away: the former holder still hears of it.
    await medewerker.patch(`/api/v1/workflow/${visible.id}/mark-as-done`);
    await streamEmployee.waitFor((fr) => fr.event === 'task.done' && fr.data?.taskId === visible.id);
    await medewerker.patch(`/api/v1/workflow/${visible.id}/delegate`, { toSelection: 1, assigneeId: f.stranger.id });
    await streamEmployee.waitFor((fr) => fr.event === 'task.delegated' && fr.data?.taskId === visible.id);
    await medewerker.patch(`/api/v1/workflow/${visible.id}/priority`, { value: 1 });
    const marker = await createTask(medewerker, { assigneeId: f.employee.id });
    await streamEmployee.waitFor((fr) => fr.data?.taskId === marker.id);
    expect(streamEmployee.frames.some((fr) => fr.event === 'task.updated' && fr.data?.taskId === visible.id)).toBe(false);
    expect(streamLender.frames.some((fr) => String(fr.event).startsWith('task.'))).toBe(false);
    streamEmployee.close();
    streamLender.close();
  });

  it("tells only the reader's own streams that a task was read, sends heartbeats, and closes with the server", async () => {
    const task = await createTask(medewerker, { assigneeId: f.employee.id });
    const own = await openStream(first, await ticketFor(employee));
    const other = await openStream(first, await ticketFor(medewerker));
    await employee.get(`/api/v1/taken/${task.id}`);
    await own.waitFor((fr) => fr.event === 'task.read' && fr.data?.taskId === task.id);
    await own.waitFor((fr) => fr.comment === 'heartbeat');
    expect(other.frames.some((fr) => fr.event === 'task.read')).toBe(false);
    await servers[0].close();
    const started = Date.now();
    while (!own.ended() && Date.now() - started < 3000) await new Promise((r) => setTimeout(r, 10));
    expect(own.ended()).toBe(true);
  });

  it('ends a stream whose session was signed out', async () => {
    const session = await signIn(app, 'employee');
    const stream = await openStream(second, await ticketFor(session));
    await session.post('/api/v1/logout');
    const end = await stream.waitFor((fr) => fr.event === 'end');
    expect(end.data).toEqual({ reason: 'signed-out' });
  });
});
