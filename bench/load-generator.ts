import http from 'node:http';
import { percentile } from './lib';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * `clients` keep-alive connections, each sending its next request as soon as the last one has
 * answered, for `seconds`; `path(n)` names the n-th request overall, so a mix takes turns. Counts
 * only answers that end within the time; any status but 200 is an error. Node's own http client:
 * fetch (undici) spends about twice the CPU per request, which on a shared machine comes off the
 * server under test.
 */
export async function runLoad(options: { port: number; clients: number; seconds: number; headers: Record<string, string>; path: (n: number) => string }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const until = performance.now() + options.seconds * 1000;
  const once = (path: string) =>
    new Promise<boolean>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port: options.port, path, headers: options.headers, agent }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode === 200));
        response.on('error', () => resolve(false));
      });
      request.on('error', () => resolve(false));
    });
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const ok = await once(options.path(sent++));
      const ended = performance.now();
      if (ended > until) break;
      if (ok) times.push(ended - started);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  agent.destroy();
  return {
    requests: times.length,
    errors,
    perSecond: times.length / options.seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  } satisfies LoadResult;
}
