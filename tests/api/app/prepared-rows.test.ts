import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { built, runBuilt, runPrepared } from '../../../server/db/prepared';
import { testServer } from '../helpers';

const { database } = await testServer();
const { db } = database;

/** The database's own message: on PGlite Drizzle wraps it as the cause of its "Failed query". */
const databaseMessage = (error: unknown) => {
  const failure = error as Error & { cause?: Error };
  return failure.cause?.message ?? failure.message;
};

// On PostgreSQL the hot statements bypass Drizzle and make their rows themselves
// (server/db/prepared.ts): these rows must be what a Drizzle `db.execute` gives.
describe('rows of the hot statements', () => {
  it('are objects under the columns\' names, the same for every row and every run of a statement', async () => {
    const statement = built(sql`select n as id, 'rij ' || n as naam, null::text as leeg, json_build_object('n', n) as deel
      from generate_series(1, 3) as n where n <= ${sql.placeholder('max')} order by n`);
    const first = await runPrepared<Record<string, unknown>>(db, statement, { max: 3 });
    expect(first).toEqual([
      { id: 1, naam: 'rij 1', leeg: null, deel: { n: 1 } },
      { id: 2, naam: 'rij 2', leeg: null, deel: { n: 2 } },
      { id: 3, naam: 'rij 3', leeg: null, deel: { n: 3 } },
    ]);
    expect(first.map((row) => Object.keys(row))).toEqual(Array(3).fill(['id', 'naam', 'leeg', 'deel']));
    expect(await runPrepared(db, statement, { max: 1 })).toEqual([{ id: 1, naam: 'rij 1', leeg: null, deel: { n: 1 } }]);
    expect(await runPrepared(db, statement, { max: 0 })).toEqual([]);
  });

  it('keep a column named __proto__ as a value, never as the row\'s prototype', async () => {
    const [row] = await runBuilt<Record<string, unknown>>(db, built(sql`select 1 as id, 'x' as "__proto__"`));
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('x');
    expect(row.id).toBe(1);
  });

  it('fail with the database\'s error and leave the connection usable, the prepared statement included', async () => {
    const statement = built(sql`select 10 / ${sql.placeholder('by')}::int as quotient`);
    expect(databaseMessage(await runPrepared(db, statement, { by: 0 }).catch((error: unknown) => error))).toMatch(/division by zero/);
    expect(await runPrepared(db, statement, { by: 5 })).toEqual([{ quotient: 2 }]);
    expect(databaseMessage(await runBuilt(db, built(sql`select * from no_such_table`)).catch((error: unknown) => error))).toMatch(/no_such_table/);
    // Every connection of the pool still answers.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => runPrepared<{ quotient: number }>(db, statement, { by: i + 1 })));
    expect(answers.map(([row]) => row.quotient)).toEqual(Array.from({ length: 12 }, (_, i) => Math.trunc(10 / (i + 1))));
  });

  // node-postgres's conversion of values (toPostgres); PGlite has its own.
  it.runIf(inject('databaseUrl'))('refuse a value that cannot be sent without sending the statement', async () => {
    const unsendable = { toPostgres: () => { throw new Error('niet te verzenden'); } };
    const statement = built(sql`select ${sql.placeholder('value')}::text as value`);
    await expect(runPrepared(db, statement, { value: unsendable })).rejects.toThrow('niet te verzenden');
    expect(await runPrepared(db, statement, { value: 'wel' })).toEqual([{ value: 'wel' }]);
  });
});
