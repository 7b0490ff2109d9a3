import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CDS_SCOPES, DEFAULT_CDS_SCOPE, type CdsScope } from '../../../contract/insight/codes';
import { PERIOD_KINDS, type PeriodKind } from '../../../contract/insight/period';
import { useSession } from '../../authProvider/session';

const FILTERS = ['kantoor', 'geldverstrekker', 'team'] as const;
export type InsightFilter = (typeof FILTERS)[number];

export interface InsightState {
  periode: PeriodKind;
  /** A day in the period; empty: today. */
  datum?: string;
  kantoor?: string;
  geldverstrekker?: string;
  team?: string;
  /** Which dossiers as to CDS (docs/insight.md "Which dossiers are counted"). */
  cds: CdsScope;
}

const isKind = (value: string | null): value is PeriodKind => (PERIOD_KINDS as readonly (string | null)[]).includes(value);
const isScope = (value: string | null): value is CdsScope => (CDS_SCOPES as readonly (string | null)[]).includes(value);
const isDay = (value: string | null) => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isId = (value: string | null) => !!value && /^\d{1,9}$/.test(value);

/**
 * The period and filters of an insight screen, kept in the page URL so a view can be shared and
 * survives a reload: ?periode=week&datum=2025-01-01&kantoor=3&cds=met. They are also kept per user
 * and screen in the browser: a screen opened without them (from the sidebar) opens as the user left it.
 */
export const useInsightQuery = (screen: string, defaultKind: PeriodKind = 'maand') => {
  const [search, setSearch] = useSearchParams();
  const storeKey = `ff.insight.${screen}.${useSession()?.userId ?? ''}`;
  const fromUrl = search.toString();
  const stored = fromUrl ? null : localStorage.getItem(storeKey);
  const key = fromUrl || stored || '';
  useEffect(() => {
    if (fromUrl) localStorage.setItem(storeKey, fromUrl);
    else if (stored) setSearch(new URLSearchParams(stored), { replace: true });
  }, [fromUrl, stored, storeKey, setSearch]);
  const state = useMemo<InsightState>(() => {
    const params = new URLSearchParams(key);
    const pick = (name: InsightFilter) => (isId(params.get(name)) ? params.get(name)! : undefined);
    return {
      periode: isKind(params.get('periode')) ? (params.get('periode') as PeriodKind) : defaultKind,
      datum: isDay(params.get('datum')) ? params.get('datum')! : undefined,
      kantoor: pick('kantoor'),
      geldverstrekker: pick('geldverstrekker'),
      team: pick('team'),
      cds: isScope(params.get('cds')) ? (params.get('cds') as CdsScope) : DEFAULT_CDS_SCOPE,
    };
  }, [key, defaultKind]);
  const update = useCallback(
    (next: Partial<InsightState>) => {
      const merged = { ...state, ...next };
      const params = new URLSearchParams();
      params.set('periode', merged.periode);
      if (merged.datum) params.set('datum', merged.datum);
      for (const name of FILTERS) if (merged[name]) params.set(name, merged[name]!);
      if (merged.cds !== DEFAULT_CDS_SCOPE) params.set('cds', merged.cds);
      setSearch(params);
    },
    [state, setSearch],
  );
  /** The query of the API call. */
  const query = useMemo(
    () => ({ periode: state.periode, datum: state.datum, kantoor: state.kantoor, geldverstrekker: state.geldverstrekker, team: state.team, cds: state.cds }),
    [state],
  );
  return { state, update, query };
};
