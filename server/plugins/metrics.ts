import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { poolUsage, rowsOf, type Db } from '../db/client';
import { notFound, unauthorized } from '../errors';
import { counts } from '../services/metrics/counts';
import { access } from '../services/permissions/access';

type PromClient = typeof import('prom-client');

/** The longest a scrape waits for the job counts; a database that does not answer leaves them out. */
const QUERY_TIMEOUT_MS = 2000;

const within = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

type JobCount = { kind: string; status: 'WACHTEND' | 'BEZIG' | 'MISLUKT'; count: number };

/** The waiting, running and failed jobs per kind, read from the queue (all processes' jobs, docs/jobs.md). */
function jobGauges({ Gauge }: PromClient, db: Db, registry: Registry) {
  // The gauges are collected side by side: one query per scrape serves them all.
  let reading: Promise<JobCount[] | null> | null = null;
  const read = () =>
    (reading ??= within(db.execute(sql`select soort as kind, status, count(*)::int as count from achtergrondtaken where status in ('WACHTEND', 'BEZIG', 'MISLUKT') group by soort, status`), QUERY_TIMEOUT_MS)
      .then((result) => rowsOf<JobCount>(result), () => null)
      .finally(() => (reading = null)));
  new Gauge({
    name: 'database_up',
    help: '1 when the database answered the scrape, else 0',
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  const perKind = (name: string, help: string, status: JobCount['status']) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers: [registry],
      async collect() {
        const rows = await read();
        if (!rows) return;
        this.reset();
        for (const row of rows) if (row.status === status) this.set({ kind: row.kind }, row.count);
      },
    });
  perKind('jobs_waiting', 'Jobs waiting on the queue, per job kind', 'WACHTEND');
  perKind('jobs_running', 'Jobs claimed by a worker, per job kind', 'BEZIG');
  perKind('jobs_failed', 'Jobs that failed for good (all attempts used), per job kind', 'MISLUKT');
}

/** The connections of the PostgreSQL pool (none on embedded PGlite). */
function poolGauges({ Gauge }: PromClient, db: Db, registry: Registry) {
  const gauge = (name: string, help: string, read: (usage: NonNullable<ReturnType<typeof poolUsage>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const usage = poolUsage(db);
        this.set(usage ? read(usage) : 0);
      },
    });
  gauge('db_pool_connections_in_use', 'Connections of the database pool lent out to a query or transaction', (u) => u.total - u.idle);
  gauge('db_pool_connections_idle', 'Open connections of the database pool not in use', (u) => u.idle);
  gauge('db_pool_waiting', 'Queries waiting for a connection of the pool', (u) => u.waiting);
}

/** What the parts of the server counted (services/metrics/counts.ts). */
function countedByTheServer({ Counter, Gauge }: PromClient, registry: Registry) {
  new Gauge({
    name: 'event_stream_clients',
    help: 'Open live-event streams (GET /api/v1/events) on this process',
    registers: [registry],
    collect() {
      this.set(counts.eventStreams);
    },
  });
  const counter = (name: string, help: string, read: () => number) => {
    let reported = 0;
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = read();
        this.inc(now - reported);
        reported = now;
      },
    });
  };
  counter('mail_received_total', 'Messages the SMTP listener of this process took and filed', () => counts.mailReceived);
  counter('mail_sent_total', 'Messages this process handed to the relay (SMTP_URL) that the relay accepted', () => counts.mailSent);
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * GET /metrics in Prometheus' text format (prom-client), only with METRICS_TOKEN set and only for
 * `Authorization: Bearer <METRICS_TOKEN>`: 404 without the setting, 401 with a wrong or missing
 * token. Request times per route pattern, method and status; jobs per kind and state; open event
 * streams; mail in and out; the database pool; Node's own process metrics (docs/deploy.md).
 */
export default fp(async function metrics(app: FastifyInstance) {
  const token = app.appConfig.metricsToken;
  const route = { schema: { hide: true }, config: { access: access.public } };
  if (!token) {
    app.get('/metrics', route, async () => {
      throw notFound();
    });
    return;
  }
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  jobGauges(prom, app.db, registry);
  poolGauges(prom, app.db, registry);
  countedByTheServer(prom, registry);
  // Labelled with the route's pattern (`/api/v1/dossiers/:id`), never the address with its ids.
  const requestDuration = new prom.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, per route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', route, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !same(header.slice(7).trim(), token)) throw unauthorized();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
