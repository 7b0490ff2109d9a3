import { afterEach, expect } from 'vitest';

/**
 * Fails the test during which a transaction's connection was sent a query while another was still
 * running (e.g. a Promise.all over `tx`): node-postgres queues it today with a deprecation warning,
 * pg 9 will refuse it. Node gives that warning once per process, so the first offender fails.
 * The list and its one listener live on globalThis: this file runs again for every test file.
 */
const GUARD = Symbol.for('api-tests.overlapping-queries');
const scope = globalThis as { [GUARD]?: string[] };
const overlapping = (scope[GUARD] ??= (() => {
  const found: string[] = [];
  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query')) found.push(warning.message);
  });
  return found;
})());

afterEach(() => {
  expect(overlapping.splice(0), 'queries sent at once on one connection').toEqual([]);
});
