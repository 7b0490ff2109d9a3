import http from 'node:http';
import https from 'node:https';
import { type Frame, takeFrames } from '../../support/eventFrames';
import { headers } from './server';

export interface Stream {
  frames: Frame[];
  /** The first frame that matches, waited for up to `ms`. */
  waitFor(match: (frame: Frame) => boolean, ms?: number): Promise<Frame>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A single-use ticket for the event stream (docs/events.md). */
export async function ticket(base: string, token: string, request: typeof fetch = fetch) {
  const res = await request(`${base}/api/v1/events/ticket`, { method: 'POST', headers: headers(token) });
  if (res.status !== 201) throw new Error(`ticket: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { ticket: string }).ticket;
}

/**
 * Opens `GET /api/v1/events` with a ticket, over http or https (`ca`: the certificate to trust),
 * and parses its frames as they come; resolves once the stream said `ready`.
 */
export async function openStream(base: string, streamTicket: string, ca?: string): Promise<Stream> {
  const url = `${base}/api/v1/events?ticket=${encodeURIComponent(streamTicket)}`;
  const frames: Frame[] = [];
  let request!: http.ClientRequest;
  let resolveEnded!: () => void;
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
  await new Promise<void>((resolve, reject) => {
    const onResponse = (res: http.IncomingMessage) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const taken = takeFrames(buffer + chunk);
        frames.push(...taken.frames);
        buffer = taken.rest;
      });
      res.on('close', resolveEnded);
      resolve();
    };
    request = url.startsWith('https:') ? https.get(url, { ca }, onResponse) : http.get(url, onResponse);
    request.on('error', (error) => {
      resolveEnded();
      reject(error);
    });
  });
  const waitFor = async (match: (frame: Frame) => boolean, ms = 5000) => {
    const until = Date.now() + ms;
    for (;;) {
      const hit = frames.find(match);
      if (hit) return hit;
      if (Date.now() > until) throw new Error(`no matching frame within ${ms} ms: ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await waitFor((frame) => frame.event === 'ready');
  return { frames, waitFor, ended, close: () => request.destroy() };
}
