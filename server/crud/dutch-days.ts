import { gte, lt, sql, type AnyColumn } from 'drizzle-orm';

/** From the start of a JJJJ-MM-DD day, Dutch time: a "vanaf" filter on a moment column. */
export const fromDay = (column: AnyColumn, date: string) => gte(column, sql`(${date}::date)::timestamp at time zone 'Europe/Amsterdam'`);

/** Up to and including a JJJJ-MM-DD day, Dutch time: a "tot en met" filter on a moment column. */
export const throughDay = (column: AnyColumn, date: string) => lt(column, sql`(${date}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`);
