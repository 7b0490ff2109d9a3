import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from '../../../server/db/unavailable';
import { databaseError } from '../../../server/plugins/database-errors';

/** A failure as Drizzle hands it on: its own error, the driver's as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

/** Which failures mean "the database is away" (503, docs/deploy.md) rather than a refusal of the request. */
describe('databaseUnavailable', () => {
  it('knows a refused, reset or timed-out connection, also wrapped by Drizzle', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH']) expect(databaseUnavailable(wrapped(withCode(code))), code).toBe(true);
  });

  it("knows PostgreSQL's shutdown, start-up and connection classes", () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001']) expect(databaseUnavailable(wrapped(withCode(code))), code).toBe(true);
  });

  it("knows pg's own texts for a lost connection and a pool that found none in time", () => {
    for (const message of ['Connection terminated unexpectedly', 'timeout exceeded when trying to connect', 'Client has encountered a connection error and is not queryable']) {
      expect(databaseUnavailable(wrapped(new Error(message))), message).toBe(true);
    }
  });

  it('looks into an AggregateError of several addresses', () => {
    expect(databaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'))).toBe(true);
  });

  it('leaves refusals of the request and our own faults to their own answers', () => {
    for (const error of [wrapped(withCode('23505')), wrapped(withCode('22P02')), wrapped(withCode('42P01')), new Error('Cannot read properties of undefined'), null, undefined]) {
      expect(databaseUnavailable(error)).toBe(false);
    }
    expect(databaseError(wrapped(withCode('57P01')))).toBeNull();
  });
});
