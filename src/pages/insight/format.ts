import type { Drill, Unit } from '../../../contract/insight/answers';
import { toListUrl } from '../dossiers/dossierQuery';

const WHOLE = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** A figure as a Dutch reader reads it: '1.234', '66,7%', '€ 250.000', '3'; a dash without a value. */
export function formatValue(unit: Unit, value: number | null | undefined) {
  if (value === null || value === undefined) return '–';
  if (unit === 'euro') return EURO.format(value);
  if (unit === 'procent') return `${WHOLE.format(value)}%`;
  return WHOLE.format(value);
}

/**
 * The dossier list a figure opens, with the figure's own filter in the list's URL (the sidebar's
 * names: the workload status travels as `status`), so the list shows the same number.
 */
export const drillUrl = (drill: Drill) => `/${drill.lijst}?${toListUrl({ filter: drill.query, page: 0, size: 25 }).toString()}`;
