import { useSearchParams } from 'react-router-dom';
import type { HdnListQuery } from '../../../contract/hdn';
import { dateRangeParams } from '../../i18n/dates';
import { defaultRangeEnd } from '../../shell/inputs/DateRangeFields';
import { PAGE_SIZES } from '../../shell/layout/Pager';
import type { HdnMode } from './hdnNames';

export type FilterKey = 'soort' | 'status' | 'richting' | 'kanaal' | 'dossierId' | 'van' | 'tot' | 'zoek';
const FILTERS: FilterKey[] = ['soort', 'status', 'richting', 'kanaal', 'dossierId', 'van', 'tot', 'zoek'];

/**
 * The list's filters, page and sort, kept in the address (`?soort=SX&page=2`), so the way back from
 * a message lands on the same page and a filtered list can be passed on as a link. HDN Berichten
 * lists received messages only; the log lists both directions. The days follow spec 000 §5: the
 * end is tomorrow unless the address says otherwise, and the range is sent from T00:00:00Z to T23:59:59Z.
 */
export function useHdnQuery(mode: HdnMode) {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key) ?? undefined;
  const filters = Object.fromEntries(FILTERS.map((key) => [key, text(key) ?? ''])) as Record<FilterKey, string>;
  filters.tot ||= defaultRangeEnd();
  const days = dateRangeParams(filters.van || null, filters.tot);
  const query: HdnListQuery = {
    page: Number(text('page') ?? 0),
    size: Number(text('size') ?? PAGE_SIZES[0]),
    sort: text('sort') ?? 'tijdstip,desc',
    ...(Object.fromEntries(FILTERS.filter((key) => filters[key]).map((key) => [key, filters[key]])) as Partial<HdnListQuery>),
    van: days.from,
    tot: days.to,
    ...(mode === 'berichten' ? { richting: 'IN' as const } : {}),
  };
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        // Another filter or page size starts again at the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  const filtered = FILTERS.some((key) => params.get(key));
  return { query, filters, update, reset, filtered };
}
