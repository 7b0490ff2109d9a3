import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { built, runBuilt, runPrepared } from '../../../server/db/prepared';
import { testServer } from '../helpers';

const { database } = await testServer();
const { db } = database;

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
});
