import { createHash } from 'node:crypto';
import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { poolOf, rowsOf, type Db } from './client';
import { RowsQuery } from './rows-query';

const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement's SQL text and parameters, as Drizzle sends them; `sql.placeholder(name)` stays open for run-time values. */
export const built = (statement: SQL): Query => dialect.sqlToQuery(statement);

const names = new Map<string, string>();

/** The name a text is prepared under: the same on every connection and every API server. */
function nameOf(text: string) {
  let name = names.get(text);
  if (!name) {
    name = `q${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a built statement straight on the pool on PostgreSQL, as Drizzle's driver would (the same
 * type parsers): Drizzle makes a prepared-query object with two query configurations and their
 * type-parser closures for each run and passes the result through four asynchronous layers,
 * which cost more CPU than node-postgres itself on a small call. A transaction and PGlite go
 * through Drizzle.
 */
async function run<Row>(db: Db, query: Query, name: string | undefined, values?: Record<string, unknown>): Promise<Row[]> {
  const direct = poolOf(db);
  if (!direct) return rowsOf<Row>(await db._.session.prepareQuery(query, undefined, name, false).execute(values));
  const params = fillPlaceholders(query.params, values ?? {});
  return direct.pool.query(new RowsQuery<Row>(query, name, params, direct) as never) as unknown as Promise<Row[]>;
}

/**
 * Runs a built statement as a prepared statement named after its text (docs/performance.md): on
 * PostgreSQL each connection parses a text once and from then on only binds and runs it. Only for
 * the hot statements whose text takes few forms (one per kind of user, say), as every form stays
 * prepared on every connection; the values go in as parameters. PGlite runs it as any query.
 */
export const runPrepared = <Row>(db: Db, query: Query, values?: Record<string, unknown>): Promise<Row[]> => run<Row>(db, query, nameOf(query.sql), values);

/** Runs a built statement as it is (not prepared): Drizzle's `db.execute` without building it again. */
export const runBuilt = <Row>(db: Db, query: Query): Promise<Row[]> => run<Row>(db, query, undefined);

/**
 * Built statements by a key of all they were built from, the most recently used `size` of them:
 * a request that asks what another asked before (the first page of a list, the counters of a
 * kind of user) skips building its SQL, which costs more CPU than the rest of such a request
 * outside the database.
 */
export class BuiltStatements {
  readonly #byKey = new Map<string, Query>();
  constructor(readonly size: number) {}

  get(key: string, statement: () => SQL): Query {
    let query = this.#byKey.get(key);
    if (query) this.#byKey.delete(key);
    else query = built(statement());
    this.#byKey.set(key, query);
    if (this.#byKey.size > this.size) this.#byKey.delete(this.#byKey.keys().next().value!);
    return query;
  }
}
