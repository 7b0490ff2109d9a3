import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../shell/layout/Pager';

/**
 * A list's filters, page and size kept in the URL (like /extracted-parties), so back, a reload and
 * a shared link show the same list. A filter change starts at the first page.
 */
export function useUrlFilters<K extends string>(keys: readonly K[], defaults: Partial<Record<K, string>> = {}) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? defaults[k] ?? ''])) as Record<K, string>;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const size = PAGE_SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : PAGE_SIZES[0];
  const write = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || (key === 'page' && value === 0) || (key !== 'page' && value === defaults[key as K])) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  return {
    filters,
    page,
    size,
    setFilter: (key: K, value: string) => write({ [key]: value, page: 0 }),
    setPaging: ({ page: p, size: s }: { page: number; size: number }) => write({ page: p, size: s === PAGE_SIZES[0] ? '' : s }),
  };
}
