import type { HasDefault, NotNull } from 'drizzle-orm';
import { toCamelCase, toSnakeCase } from 'drizzle-orm/casing';
import {
  boolean,
  date,
  integer,
  numeric,
  type PgBooleanBuilderInitial,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgIntegerBuilderInitial,
  type PgTable,
  pgTable,
  type PgTableExtraConfigValue,
  type PgTextBuilderInitial,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { EntityDef, FieldMeta } from '../../contract/entity';
import { versioned } from './schema/versioned';

/*
 * The table of a schema-driven resource, derived from its declaration (README "Adding a
 * schema-driven resource"): `id`, a column per field, and the versioned columns. The column's type
 * follows the field's kind and the JSON type of its zod rule; the zod rule also says whether it
 * may be empty and what it starts as (`.default(…)`); `unique` and a reference's `table` become a
 * unique constraint and a foreign key. An index or a constraint besides comes as `extra`; a
 * resource that needs more (link tables, columns the API never writes, a field unique only with
 * another) names a hand-written table instead. The table's type follows the rules' output types,
 * so code that queries a derived table by name is typed as with a hand-written one.
 */

type Shape<E> = E extends EntityDef<infer S> ? S : never;

/** The column builder's type for a field, as drizzle infers it for the hand-written equivalent. */
type BaseColumn<T> = [T] extends [boolean] ? PgBooleanBuilderInitial<''> : [T] extends [number] ? PgIntegerBuilderInitial<''> : PgTextBuilderInitial<'', [string, ...string[]]>;
/** Empty when the rule's output may be null; with a default when its input may be left out (a rule that reads any input, `unknown`, has none). */
type FieldColumn<I, O> = null extends O
  ? BaseColumn<NonNullable<O>>
  : unknown extends I
    ? NotNull<BaseColumn<O>>
    : undefined extends I
      ? HasDefault<NotNull<BaseColumn<O>>>
      : NotNull<BaseColumn<O>>;

type EntityColumns<E> = {
  [K in keyof z.output<Shape<E>> & keyof z.input<Shape<E>> & string]: FieldColumn<z.input<Shape<E>>[K], z.output<Shape<E>>[K]>;
} & { id: ReturnType<ReturnType<typeof serial>['primaryKey']> } & typeof versioned;

/** The JSON types a zod rule accepts as input, without null: what the column must hold. */
function jsonTypes(rule: z.ZodType): string[] {
  const schema = z.toJSONSchema(rule, { io: 'input', unrepresentable: 'any' }) as { type?: string | string[]; anyOf?: { type?: string | string[] }[]; enum?: unknown[] };
  const types = [schema.type ?? [], ...(schema.anyOf ?? []).map((s) => s.type ?? [])].flat();
  if (!types.length && schema.enum) types.push('string');
  return [...new Set(types.filter((t) => t !== 'null'))];
}

function baseColumn(entity: EntityDef, field: string, meta: FieldMeta, rule: z.ZodType) {
  if (meta.kind === 'date') return date();
  const [type, ...more] = jsonTypes(rule);
  if (more.length) throw new Error(`${entity.name}.${field}: a rule of several types (${[type, ...more]}) has no column; name a hand-written table`);
  switch (type) {
    case 'boolean':
      return boolean();
    case 'integer':
      return integer();
    // Amounts in euros: exact to the cent, read back as numbers.
    case 'number':
      return numeric({ precision: 12, scale: 2, mode: 'number' });
    case 'string':
      return text();
    default:
      throw new Error(`${entity.name}.${field}: no column for a rule of type '${type}'; name a hand-written table`);
  }
}

/** The export name of an entity's table in server/db/schema, and so its SQL name in snake case. */
export const tableKey = (entity: Pick<EntityDef, 'name' | 'table'>) => entity.table ?? toCamelCase(entity.name.replace(/-/g, '_'));

const derived = new WeakMap<EntityDef, PgTable>();

/**
 * The derived table of `entity`. `tables` resolves the tables a reference names (a foreign key is
 * built when the table is first used, so the order of the schema files does not matter); `extra`
 * adds what a declaration cannot say, such as an index. One table per entity, however often asked.
 */
export function entityTable<E extends EntityDef>(
  entity: E,
  tables: () => Record<string, unknown>,
  extra?: (table: Record<string, PgColumn>) => PgTableExtraConfigValue[],
) {
  const known = derived.get(entity);
  if (known) return known as unknown as ReturnType<typeof build<E>>;
  const table = build(entity, tables, extra);
  derived.set(entity, table as unknown as PgTable);
  return table;
}

function build<E extends EntityDef>(entity: E, tables: () => Record<string, unknown>, extra?: (table: Record<string, PgColumn>) => PgTableExtraConfigValue[]) {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial().primaryKey() };
  for (const [field, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
    const rule = entity.schema.shape[field] as z.ZodType;
    let column = baseColumn(entity, field, meta, rule) as ReturnType<typeof text>;
    const empty = rule.safeParse(undefined);
    if (!rule.safeParse(null).success) column = column.notNull() as never;
    if (empty.success && empty.data != null) column = column.default(empty.data as string) as never;
    if (meta.unique) column = column.unique() as never;
    const target = meta.kind === 'reference' ? meta.reference?.table : undefined;
    if (target) {
      column = (column as unknown as ReturnType<typeof integer>).references(() => {
        const referenced = tables()[target] as { id?: PgColumn } | undefined;
        if (!referenced?.id) throw new Error(`${entity.name}.${field} refers to '${target}', which server/db/schema does not export`);
        return referenced.id;
      }) as never;
    }
    columns[field] = column;
  }
  return pgTable(toSnakeCase(tableKey(entity)), { ...columns, ...versioned } as unknown as EntityColumns<E>, extra as never);
}
