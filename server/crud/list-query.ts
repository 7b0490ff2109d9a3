import { asc, desc, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { EntityDef, FieldMeta } from '../../contract/entity';
import type { SortKey as FieldSortKey } from '../../contract/list-params';
import { validationError } from '../errors';
import { int32, queryInt32 } from '../../contract/rules';

const MAX_PAGE_SIZE = 500;
const MAX_UNPAGED = 1000;
const DEFAULT_PAGE_SIZE = 25;

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/**
 * One page of a list in the page shape (`rows` reads `limit` rows from `offset`, `total` counts
 * them all); without page and size the first MAX_UNPAGED rows as an array, for selects.
 */
export async function pageOrAll<T>(
  paging: { page?: number; size?: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<T[] | Page<T>> {
  if (paging.page === undefined && paging.size === undefined) return rows(MAX_UNPAGED, 0);
  return pageOf({ page: paging.page ?? 0, size: paging.size ?? DEFAULT_PAGE_SIZE }, rows, total);
}

/** One page of a list that always pages. */
export async function pageOf<T>(
  { page, size }: { page: number; size: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Page<T>> {
  const [content, totalElements] = await Promise.all([rows(size, page * size), total()]);
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size };
}

/** A text as an ilike pattern that matches it as a part, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const boolParam = z.enum(['true', 'false'], { error: 'Kies true of false.' }).transform((v) => v === 'true');
const intParam = queryInt32({ error: 'Let op: alleen cijfers toegestaan.' }).int('Let op: alleen cijfers toegestaan.');

/** Query parameters of a filter field, typed by the field's kind. */
function filterParam(meta: FieldMeta) {
  if (meta.kind === 'boolean') return boolParam.optional();
  if (meta.kind === 'number' || meta.kind === 'reference') return intParam.optional();
  if (meta.kind === 'select' && meta.choices) {
    return z.enum(meta.choices.map((c) => c.id) as [string, ...string[]], { error: 'Onbekende waarde.' }).optional();
  }
  return z.string().trim().max(200).optional();
}

/** A filter field in the body of the spec's `POST …/search`, typed as JSON carries it. */
function filterBodyField(meta: FieldMeta) {
  if (meta.kind === 'boolean') return z.boolean({ error: 'Kies ja of nee.' }).optional();
  if (meta.kind === 'number' || meta.kind === 'reference') {
    return int32({ error: 'Let op: alleen cijfers toegestaan.' }).int('Let op: alleen cijfers toegestaan.').optional();
  }
  return filterParam(meta);
}

const filterFields = (entity: EntityDef) =>
  Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.filter);

/** The body of a collection's `POST …/search`: the entity's filters. */
export const searchBodySchema = (entity: EntityDef) =>
  z.object(Object.fromEntries(filterFields(entity).map(([name, meta]) => [name, filterBodyField(meta)]))).default({});

/** The querystring of a `POST …/search`: paging and sort, the filters travel in the body. */
export const searchQuerySchema = () =>
  z.object({
    page: intParam.pipe(z.number().min(0, 'De pagina begint bij 0.')).default(0),
    size: intParam.pipe(z.number().min(1).max(MAX_PAGE_SIZE, `Maximaal ${MAX_PAGE_SIZE} per pagina.`)).default(25),
    sort: z.union([z.string(), z.array(z.string())]).optional(),
  });

/** The querystring schema of a collection: paging, sort and the entity's filters. */
export function listQuerySchema(entity: EntityDef) {
  const filters = Object.fromEntries(filterFields(entity).map(([name, meta]) => [name, filterParam(meta)]));
  return z.object({
    page: intParam.pipe(z.number().min(0, 'De pagina begint bij 0.')).optional(),
    size: intParam.pipe(z.number().min(1).max(MAX_PAGE_SIZE, `Maximaal ${MAX_PAGE_SIZE} per pagina.`)).optional(),
    sort: z.union([z.string(), z.array(z.string())]).optional(),
    reverse: boolParam.optional(),
    ...filters,
  });
}

export type SortKey = { column: AnyColumn; direction: 'asc' | 'desc'; caseless: boolean };

/**
 * Reads `sort=column,direction` (repeatable; a bare column with `reverse=true` is the spec's
 * older form). Only sortable fields are accepted, so a column name never reaches SQL unchecked.
 */
export function parseSort(entity: EntityDef, table: PgTable, raw: string | string[] | undefined, reverse?: boolean) {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const fields = entity.fields as Record<string, FieldMeta>;
  const values = raw === undefined ? [`${entity.defaultSort.field},${entity.defaultSort.order}`] : [raw].flat();
  const keys: SortKey[] = [];
  for (const value of values) {
    const [name, dir = reverse ? 'desc' : 'asc'] = value.split(',').map((s) => s.trim());
    const direction = dir.toLowerCase();
    const sortable = name === 'id' || fields[name]?.sortable;
    if (!sortable || !columns[name] || (direction !== 'asc' && direction !== 'desc')) {
      throw validationError({ sort: `Op '${value}' kan niet gesorteerd worden.` }, { sort: 'Sortering' });
    }
    const kind = fields[name]?.kind;
    keys.push({ column: columns[name], direction, caseless: kind === 'text' || kind === 'email' });
  }
  if (!keys.some((k) => k.column === columns.id)) keys.push({ column: columns.id, direction: 'asc', caseless: false });
  return keys;
}

export function orderBy(keys: SortKey[]): SQL[] {
  return keys.map(({ column, direction, caseless }) => {
    const target = caseless ? sql`lower(${column})` : column;
    return direction === 'asc' ? asc(target) : desc(target);
  });
}

/** Conditions for the entity's filter fields present in the query. */
export function filterConditions(entity: EntityDef, table: PgTable, query: Record<string, unknown>): SQL[] {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const conditions: SQL[] = [];
  for (const [name, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
    const value = query[name];
    if (!meta.filter || value === undefined || value === '') continue;
    if (meta.kind === 'text' || meta.kind === 'email' || meta.kind === 'longtext') {
      conditions.push(sql`${columns[name]} ilike ${containing(String(value))}`);
    } else {
      conditions.push(sql`${columns[name]} = ${value}`);
    }
  }
  return conditions;
}

/**
 * `sort=column,direction` (repeatable) for a hand-written list: only the names of `columns` (a
 * column or an expression) are accepted, `fallback` applies without any, and `id asc` is added
 * last (docs/api.md).
 */
export function columnSort(raw: string | string[] | undefined, columns: Record<string, AnyColumn | SQL>, id: AnyColumn, fallback: string): SQL[] {
  const order: SQL[] = [];
  let byId = false;
  for (const value of raw === undefined ? [fallback] : [raw].flat()) {
    const [name, dir = 'asc'] = value.split(',').map((s) => s.trim());
    const direction = dir.toLowerCase();
    const column = name === 'id' ? id : Object.hasOwn(columns, name) ? columns[name] : undefined;
    if (!column || (direction !== 'asc' && direction !== 'desc')) {
      throw validationError({ sort: `Op '${value}' kan niet gesorteerd worden.` }, { sort: 'Sortering' });
    }
    byId ||= column === id;
    order.push(direction === 'asc' ? asc(column) : desc(column));
  }
  if (!byId) order.push(asc(id));
  return order;
}

/**
 * The ORDER BY of sort keys the contract has already checked (contract/list-params.ts): each field's
 * column or expression, `fallback` without any key, and `id asc` last (docs/api.md).
 */
export function fieldSort<C extends string>(keys: readonly FieldSortKey<C>[], columns: Record<C, AnyColumn | SQL>, id: AnyColumn, fallback: FieldSortKey<C>): SQL[] {
  return [...(keys.length ? keys : [fallback]).map(({ field, direction }) => (direction === 'desc' ? desc(columns[field]) : asc(columns[field]))), asc(id)];
}
