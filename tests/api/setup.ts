import pg from 'pg';
import { afterEach, expect } from 'vitest';

/**
 * Fails the test during which a connection was sent a query while its previous one was still
 * running: inside a transaction that is a Promise.all over `tx`, which node-postgres queues today
 * (with a deprecation warning from the third query on) and pg 9 will refuse. A pool never does it
 * by itself, as it hands each query its own connection. The counter and the one wrapper live on
 * globalThis: this file runs again for every test file.
 */
const GUARD = Symbol.for('api-tests.overlapping-queries');
const scope = globalThis as { [GUARD]?: string[] };
const overlapping = (scope[GUARD] ??= (() => {
  const found: string[] = [];
  const running = new WeakMap<object, number>();
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const before = running.get(this) ?? 0;
    if (before > 0) found.push(String((args[0] as { text?: string })?.text ?? args[0]).slice(0, 200));
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      running.set(this, before + 1);
      const settle = () => running.set(this, (running.get(this) ?? 1) - 1);
      result.then(settle, settle);
    }
    return result;
  } as typeof pg.Client.prototype.query;
  return found;
})());

afterEach(() => {
  expect(overlapping.splice(0), 'queries sent at once on one connection').toEqual([]);
});
