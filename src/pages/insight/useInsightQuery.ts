import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PERIOD_KINDS, type PeriodKind } from '../../../contract/insight/period';

const FILTERS = ['kantoor', 'geldverstrekker', 'team'] as const;
export type InsightFilter = (typeof FILTERS)[number];

export interface InsightState {
  periode: PeriodKind;
  /** A day in the period; empty: today. */
  datum?: string;
  kantoor?: string;
  geldverstrekker?: string;
  team?: string;
  cds: boolean;
}

const isKind = (value: string | null): value is PeriodKind => (PERIOD_KINDS as readonly (string | null)[]).includes(value);
const isDay = (value: string | null) => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isId = (value: string | null) => !!value && /^\d{1,9}$/.test(value);

/**
 * The period and filters of an insight screen, kept in the page URL so a view can be shared and
 * survives a reload: ?periode=week&datum=2025-01-01&kantoor=3.
 */
export const useInsightQuery = (defaultKind: PeriodKind = 'maand') => {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const state = useMemo<InsightState>(() => {
    const params = new URLSearchParams(key);
    const pick = (name: InsightFilter) => (isId(params.get(name)) ? params.get(name)! : undefined);
    return {
      periode: isKind(params.get('periode')) ? (params.get('periode') as PeriodKind) : defaultKind,
      datum: isDay(params.get('datum')) ? params.get('datum')! : undefined,
      kantoor: pick('kantoor'),
      geldverstrekker: pick('geldverstrekker'),
      team: pick('team'),
      cds: params.get('cds') === 'true',
    };
  }, [key, defaultKind]);
  const update = useCallback(
    (next: Partial<InsightState>) => {
      const merged = { ...state, ...next };
      const params = new URLSearchParams();
      params.set('periode', merged.periode);
      if (merged.datum) params.set('datum', merged.datum);
      for (const name of FILTERS) if (merged[name]) params.set(name, merged[name]!);
      if (merged.cds) params.set('cds', 'true');
      setSearch(params);
    },
    [state, setSearch],
  );
  /** The query of the API call. */
  const query = useMemo(
    () => ({ periode: state.periode, datum: state.datum, kantoor: state.kantoor, geldverstrekker: state.geldverstrekker, team: state.team, cds: state.cds ? 'true' : undefined }),
    [state],
  );
  return { state, update, query };
};
