import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/client';

/** Column values as arrays of equal length, keyed by the drizzle property name. */
export type Columns = Record<string, unknown[]>;

/**
 * `INSERT … SELECT FROM unnest(…)`: one statement and one array parameter per column, several
 * times faster than multi-row VALUES on PGlite and on PostgreSQL. Each array is sent as text[]
 * and cast to the column's own type, so one code path serves every column.
 */
export async function bulkInsert(db: Pick<Db, 'execute'>, table: PgTable, columns: Columns) {
  const config = getTableConfig(table);
  const names = Object.keys(columns);
  if (names.length === 0 || columns[names[0]].length === 0) return;
  const byKey = new Map(
    Object.entries(table as unknown as Record<string, { name: string; keyAsName: boolean; getSQLType(): string }>),
  );
  const targets = names.map((key) => {
    const column = byKey.get(key);
    if (!column?.getSQLType) throw new Error(`${config.name} has no column ${key}`);
    return column;
  });
  const text = (value: unknown) =>
    value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const arrays = names.map((key) => sql`${sql.param(columns[key].map(text))}::text[]`);
  const casts = targets.map((c, i) => sql.raw(`u.c${i}::${castType(c.getSQLType())}`));
  await db.execute(sql`
    insert into ${sql.identifier(config.name)} (${sql.join(targets.map((c) => sql.identifier(columnName(c))), sql`, `)})
    select ${sql.join(casts, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names.map((_, i) => `c${i}`).join(', '))})`);
}

// Our tables name columns by their key; the database is snake_case (drizzle.config.ts casing).
const columnName = (column: { name: string; keyAsName: boolean }) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

// serial columns take an integer; every other type casts by its own name.
const castType = (type: string) => (type === 'serial' ? 'integer' : type);

/** Takes `count` ids from a table's serial sequence, so child rows can refer to them before insert. */
export async function reserveIds(db: Pick<Db, 'execute'>, table: PgTable, count: number): Promise<number[]> {
  const { name } = getTableConfig(table);
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${name}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/**
 * Runs a large load with the tables' secondary indexes dropped and rebuilds them afterwards from
 * their own definitions (pg_get_indexdef): building an index once is far cheaper than keeping it
 * up to date row by row. Primary keys and unique constraints stay, so the load is still checked.
 */
export async function withoutSecondaryIndexes(db: Pick<Db, 'execute'>, tables: PgTable[], load: () => Promise<void>) {
  const names = tables.map((t) => getTableConfig(t).name);
  const result = await db.execute(sql`
    select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class c on c.oid = x.indexrelid
    where x.indrelid in (select to_regclass(t) from unnest(${sql.param(names)}::text[]) as t)
      and not x.indisunique and not x.indisprimary`);
  const indexes = rowsOf<{ name: string; definition: string }>(result);
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  try {
    await load();
  } finally {
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  }
}
