import type { Query } from 'drizzle-orm';
import type { Connection, FieldDef } from 'pg';
import type { PoolOf } from './client';

type RowBuilder = (values: unknown[]) => unknown;

/** The parts of node-postgres's connection a query object drives (as pg-cursor does); statement bookkeeping is per connection. */
interface QueryConnection extends Connection {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  sendCopyFail(message: string): void;
}

/** By statement (a built statement is kept and run again), then by column list. */
const builtRows = new WeakMap<Query, RowBuilder>();
const rowBuilders = new Map<string, RowBuilder>();

/**
 * Makes rows of the columns' values as one object literal per column list, so every row of a
 * statement has the same hidden class. node-postgres builds each row of its own by copying an
 * empty row that, with a statement's forty-odd columns, V8 keeps as a dictionary, and then sets
 * the values by name: slower to build and slower to read (docs/performance.md).
 */
function rowBuilder(statement: Query, fields: readonly FieldDef[]) {
  const known = builtRows.get(statement);
  if (known) return known;
  const names = fields.map((field) => field.name);
  const key = names.join(',');
  let build = rowBuilders.get(key);
  if (!build) {
    // The names come from the statement's own column list; JSON.stringify quotes each as a key, and
    // a computed key keeps a column named __proto__ an own property rather than the row's prototype.
    const entries = names.map((name, i) => `${name === '__proto__' ? '["__proto__"]' : JSON.stringify(name)}: v[${i}]`);
    build = new Function('v', `return { ${entries.join(', ')} };`) as RowBuilder;
    rowBuilders.set(key, build);
  }
  builtRows.set(statement, build);
  return build;
}

/**
 * One statement of the request path as node-postgres runs a query (a "submittable", the extension
 * point pg-cursor uses): parse once per connection when named, then bind, describe, execute and
 * sync in one write. It keeps only the rows: node-postgres's own query object also copies its
 * configuration, builds a result object with a dictionary-mode empty row per statement and emits
 * an event per row, which together cost more than a small statement's own parsing.
 * A value that cannot be sent or a row that cannot be read fails the statement, as with node-postgres.
 */
export class RowsQuery<Row> {
  callback?: (error: Error | null, rows?: Row[]) => void;
  readonly #rows: Row[] = [];
  #parsers: ((text: string) => unknown)[] = [];
  #build: RowBuilder = () => undefined;
  #failure: Error | null = null;

  /** node-postgres reads both: the text of a statement it has seen parsed on a connection is kept under its name. */
  readonly text: string;

  constructor(
    private readonly statement: Query,
    readonly name: string | undefined,
    private readonly values: unknown[],
    private readonly driver: Pick<PoolOf, 'types' | 'prepareValue'>,
  ) {
    this.text = statement.sql;
  }

  submit(connection: QueryConnection): Error | null {
    const name = this.name;
    const previous = name === undefined ? undefined : (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name]);
    if (previous !== undefined && previous !== this.text) return new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
    // One write for all the messages: corked, the stream sends them together.
    connection.stream.cork();
    try {
      if (previous === undefined) {
        connection.parse({ text: this.text, name: name ?? '', types: [] }, false);
        if (name !== undefined) connection.submittedNamedStatements[name] = this.text;
      }
      try {
        connection.bind({ portal: '', statement: name, values: this.values, valueMapper: this.driver.prepareValue } as never, false);
      } catch (error) {
        connection.close({ type: 'S', name: name ?? '' }, false);
        connection.sync();
        this.handleError(error as Error);
        return null;
      }
      connection.describe({ type: 'P', name: '' }, false);
      connection.execute({ portal: '', rows: undefined } as never, false);
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  handleRowDescription(message: { fields: FieldDef[] }) {
    this.#parsers = message.fields.map((field) => this.driver.types.getTypeParser(field.dataTypeID, field.format as 'text') as (text: string) => unknown);
    this.#build = rowBuilder(this.statement, message.fields);
  }

  handleDataRow(message: { fields: (string | null)[] }) {
    if (this.#failure) return;
    const values: unknown[] = message.fields;
    try {
      for (let i = 0; i < values.length; i++) if (values[i] !== null) values[i] = this.#parsers[i](values[i] as string);
      this.#rows.push(this.#build(values) as Row);
    } catch (error) {
      this.#failure = error as Error;
    }
  }

  handleCommandComplete() {}

  handleEmptyQuery() {}

  handlePortalSuspended() {}

  handleCopyInResponse(connection: QueryConnection) {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData() {}

  handleError(error: Error) {
    const failure = this.#failure ?? error;
    this.#failure = null;
    this.callback?.(failure);
  }

  handleReadyForQuery() {
    if (this.#failure) return this.handleError(this.#failure);
    this.callback?.(null, this.#rows);
  }
}
