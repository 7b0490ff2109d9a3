import { z } from 'zod';
import { MSG, queryInt32 } from './rules';

/**
 * Paging and sort of a list read with GET (DESIGN.md, API conventions): `page` zero-based, `size`
 * rows, `sort=column,asc|desc` (repeatable) on the columns a list names; the server adds `id asc`.
 */
const whole = (message: string) => queryInt32({ error: message }).int(message);

export const pagingParams = (defaultSize = 25) => ({
  page: whole(MSG.integer).min(0, 'De pagina begint bij 0.').default(0),
  size: whole(MSG.integer).min(1, 'Minimaal 1 per pagina.').max(500, 'Maximaal 500 per pagina.').default(defaultSize),
});

export type SortKey<C extends string> = { field: C; direction: 'asc' | 'desc' };

/** `sort` as a list of keys; anything but `column,asc|desc` on a named column is a Dutch 400. */
export const sortParam = <const C extends readonly [string, ...string[]]>(columns: C) => {
  const message = `Sorteer als kolom,asc of kolom,desc op een van: ${columns.join(', ')}.`;
  return z
    .union([z.string().max(100), z.array(z.string().max(100)).max(5, message)])
    .transform((value, ctx) => {
      const keys: SortKey<C[number]>[] = [];
      for (const item of [value].flat()) {
        const [field, direction = 'asc'] = item.split(',').map((s) => s.trim());
        if (!columns.includes(field) || (direction !== 'asc' && direction !== 'desc')) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        keys.push({ field: field as C[number], direction });
      }
      return keys;
    })
    .default([]);
};

/** A `true`/`false` query flag. */
export const flagParam = () => z.enum(['true', 'false'], { error: 'Kies true of false.' }).transform((v) => v === 'true');

/** A number of days ahead, for "expires within N days" filters. */
export const daysParam = () => whole('Let op: een aantal dagen (0 tot 3650).').min(0, 'Let op: een aantal dagen (0 tot 3650).').max(3650, 'Let op: een aantal dagen (0 tot 3650).');
