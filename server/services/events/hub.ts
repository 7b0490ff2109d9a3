import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deskEventReaches } from '../desks/parties';
import type { SessionUser } from '../permissions/access';
import { taskEventReaches } from '../tasks/visibility';
import { mailEventReaches } from '../mail/events';
import { EVENT_CHANNEL, isDeskEvent, isMailEvent, type AppEvent } from './publish';

/** One open stream: the signed-in user it belongs to and how to write to it. */
export interface Subscriber {
  user: SessionUser;
  send(event: AppEvent, at: Date): void;
  /** This server stopped hearing events (its database connection was lost): the stream must be opened anew. */
  lost(): void;
}

/** Whether a user may hear of an event: the area that owns the event kind decides. */
const reaches = async (db: Db, user: SessionUser, event: AppEvent) =>
  isDeskEvent(event) ? deskEventReaches(user, event) : isMailEvent(event) ? mailEventReaches(db, user, event) : taskEventReaches(db, user, event);

interface PgClient {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  release(destroy?: boolean): void;
}
type Driver = { listen?: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>; connect?: () => Promise<PgClient> };

/**
 * The live events of one API server: it listens on the PostgreSQL channel (a dedicated
 * connection on `pg`, the in-process `listen` on PGlite) once the first stream opens, and hands
 * each event to the streams whose user may see it. Every event arrives through the database, also
 * one published by this same server, so two servers behave exactly like one.
 */
export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<() => Promise<void>> | null = null;

  /** How often a stream gets a heartbeat (and its session is checked again). */
  heartbeatMs = 25_000;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a stream; resolves once this server listens, so no event after this moment is missed. */
  async subscribe(subscriber: Subscriber) {
    this.subscribers.add(subscriber);
    try {
      this.listening ??= this.listen();
      await this.listening;
    } catch (error) {
      this.subscribers.delete(subscriber);
      this.listening = null;
      throw error;
    }
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  private async listen(): Promise<() => Promise<void>> {
    const driver = (this.db as unknown as { $client: Driver }).$client;
    const onPayload = (payload: string | undefined) => {
      if (payload) void this.deliver(payload);
    };
    if (driver.listen) return driver.listen(EVENT_CHANNEL, onPayload);
    const client = await driver.connect!();
    client.on('notification', (message) => {
      if (message.channel === EVENT_CHANNEL) onPayload(message.payload);
    });
    client.on('error', (error) => {
      // The connection is gone, and with it every event until a new one listens. The streams end
      // with a hint to come back; the next one to open listens again on a fresh connection, and its
      // 'ready' makes the screens reload what they missed (docs/events.md "When the database is away").
      this.log.error({ err: error }, 'event listener connection lost');
      this.listening = null;
      client.release(true);
      const streams = [...this.subscribers];
      this.subscribers.clear();
      for (const stream of streams) stream.lost();
    });
    await client.query(`LISTEN ${EVENT_CHANNEL}`);
    return async () => {
      await client.query(`UNLISTEN ${EVENT_CHANNEL}`).catch(() => undefined);
      client.release(true);
    };
  }

  private async deliver(payload: string) {
    const at = new Date();
    let event: AppEvent;
    try {
      event = JSON.parse(payload) as AppEvent;
    } catch {
      this.log.warn({ payload }, 'unreadable event');
      return;
    }
    // One check per user, however many tabs they have open.
    const byUser = new Map<number, Subscriber[]>();
    for (const s of this.subscribers) byUser.set(s.user.id, [...(byUser.get(s.user.id) ?? []), s]);
    await Promise.all(
      [...byUser.values()].map(async (streams) => {
        try {
          if (await reaches(this.db, streams[0].user, event)) for (const s of streams) s.send(event, at);
        } catch (error) {
          this.log.error({ err: error }, 'event audience check failed');
        }
      }),
    );
  }

  /** Stops listening (the app closes); open streams are ended by their own close handlers. */
  async close() {
    const stop = this.listening;
    this.listening = null;
    this.subscribers.clear();
    if (stop) await (await stop.catch(() => async () => undefined))();
  }
}
