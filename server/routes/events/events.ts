import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moment } from '../../../contract/documents';
import { unauthorized } from '../../errors';
import { loadSessionUser } from '../../services/auth/session-user';
import { EventHub, type Subscriber } from '../../services/events/hub';
import { isDeskEvent, isMailEvent, type AppEvent } from '../../services/events/publish';
import { issueTicket, redeemTicket } from '../../services/events/tickets';
import { counts } from '../../services/metrics/counts';
import { access } from '../../services/permissions/access';

/** EVENT_HEARTBEAT_MS shortens the heartbeat (tests, a proxy with a short idle timeout). */
const heartbeatMs = () => Number(process.env.EVENT_HEARTBEAT_MS) || 25_000;

const frame = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** What a stream tells of an event: kind, ids and time; the screens read the rest with their own rights. */
const wire = (event: AppEvent, at: Date) =>
  isDeskEvent(event)
    ? { type: event.type, desk: event.desk, id: event.id, dossierId: event.dossierId, actorId: event.actorId, at: at.toISOString() }
    : isMailEvent(event)
      ? { type: event.type, mailIds: event.mailIds, postvakIds: event.postvakIds, dossierIds: event.dossierIds, actorId: event.actorId, at: at.toISOString() }
      : { type: event.type, taskId: event.taskId, dossierId: event.dossierId, actorId: event.actorId, at: at.toISOString() };

/**
 * GET /api/v1/events: one server-sent-events stream per signed-in browser tab. The EventSource
 * cannot send the bearer header, and a token in the URL would end up in logs and history; so the
 * tab first asks POST /api/v1/events/ticket (bearer and XSRF as every call) for a single-use ticket
 * valid 30 seconds, and opens the stream with it. The route is public to the guard: the ticket is
 * its sign-in, and without a valid one it answers 401 like any other call.
 */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const hub = new EventHub(db, app.log);
  hub.heartbeatMs = heartbeatMs();
  const open = new Set<(reason?: string) => void>();
  // Before the server waits for its connections to finish: an open stream never would.
  app.addHook('preClose', async () => {
    for (const end of open) end('closing');
  });
  app.addHook('onClose', async () => hub.close());

  app.post(
    '/api/v1/events/ticket',
    { schema: { response: { 201: z.object({ ticket: z.string(), expiresAt: moment }) } }, config: { access: access.signedIn() } },
    async (request, reply) => reply.status(201).send(await issueTicket(db, request.user.sessionId)),
  );

  app.get(
    '/api/v1/events',
    {
      schema: {
        querystring: z.object({ ticket: z.string().max(200).optional() }),
        response: { 200: { description: 'text/event-stream: ready, task.* and end events, heartbeat comments (docs/events.md)', content: { 'text/event-stream': { schema: z.string() } } } },
      },
      config: { access: access.public },
    },
    async (request, reply) => {
      const sessionId = request.query.ticket ? await redeemTicket(db, request.query.ticket) : null;
      const user = sessionId ? await loadSessionUser(db, sessionId) : null;
      if (!sessionId || !user) throw unauthorized();

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies (nginx) must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');

      const timer: { heartbeat?: NodeJS.Timeout } = {};
      let unsubscribe = () => {};
      let ended = false;
      const subscriber: Subscriber = { user, send: (event, at) => res.write(frame(event.type, wire(event, at))), lost: () => end('unavailable') };
      const end = (reason?: string) => {
        if (ended) return;
        ended = true;
        counts.eventStreams -= 1;
        clearInterval(timer.heartbeat);
        unsubscribe();
        open.delete(end);
        if (reason) res.write(frame('end', { reason }));
        res.end();
      };
      open.add(end);
      counts.eventStreams += 1;
      request.raw.on('close', () => end());
      try {
        unsubscribe = await hub.subscribe(subscriber);
      } catch (error) {
        request.log.error({ err: error }, 'event stream could not listen');
        end('unavailable');
        return;
      }
      if (ended) return unsubscribe();
      // The screens reload their counters and lists on ready: what changed while no stream was open.
      res.write(frame('ready', { userId: user.id }));
      timer.heartbeat = setInterval(() => {
        void loadSessionUser(db, sessionId)
          .then((fresh) => {
            if (!fresh) return end('signed-out');
            // Rights changed in Beheer apply from the next event on.
            subscriber.user = fresh;
            res.write(`: heartbeat\n\n`);
          })
          .catch(() => end('unavailable'));
      }, hub.heartbeatMs);
    },
  );
};

export default eventRoutes;
