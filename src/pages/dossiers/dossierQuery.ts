import dayjs from 'dayjs';
import { dateRangeParams } from '../../i18n/dates';
import type { AppDataProvider } from '../../dataProvider';
import type { QueryParams } from '../../dataProvider/params';
import { freshFor } from '../../shell/routing/hydration';
import { DOSSIER_SORT_COLUMNS, type DossierSortColumn } from '../../../contract/dossier-columns';

/**
 * The state of a dossier list lives in the page URL so a view can be shared and survives a
 * reload. The URL uses the sidebar's names (spec 000 §2: the workload statuses travel as
 * `status`, the SLA/Morgen choice as `filter`); everything else has the API's name. This module
 * translates between the URL, the filter state and the API query (docs/api-dossiers.md).
 */

export type ListArea = 'dossiers' | 'cds' | 'btl' | 'beheer-btl' | 'werkverdeling';

type SortOrder = 'asc' | 'desc';
export interface ListSort {
  field: DossierSortColumn;
  order: SortOrder;
}

/** Filter values by API key; list keys hold arrays. */
export type DossierFilter = Record<string, string | string[]>;

export interface ListState {
  filter: DossierFilter;
  page: number;
  size: number;
  sort?: ListSort;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

/** URL name → API name where the sidebar's URLs differ from the API. */
const URL_TO_API: Record<string, string> = { status: 'workloadStatus', filter: 'dossierMorgenSLASelected', dossierStatus: 'status' };
const API_TO_URL = Object.fromEntries(Object.entries(URL_TO_API).map(([url, api]) => [api, url]));

/** API keys that carry several values. */
export const LIST_KEYS = new Set(['workloadStatus', 'status', 'moneyproviders', 'leningType']);

/** The filter keys the list screens offer, by API name; anything else in the URL (alle=true) is ignored. */
const FILTER_KEYS = [
  'query', 'fase', 'stap', 'HDN', 'workloadStatus', 'dossierMorgenSLASelected', 'status', 'archive', 'creditor',
  'advisor', 'region', 'cdsBehandelaar', 'kantoorType', 'moneyproviders', 'organisationId', 'dossiernr', 'dossierCds',
  'dossierBTL', 'dateRangeStart', 'dateRangeEnd', 'offerteNr', 'achterNaam', 'plaatsNaam', 'gebdatum', 'postcode',
  'gebruiker', 'intermediair', 'adviseur', 'leningType',
  // The insight drill-downs (docs/insight.md).
  'kantoor', 'team', 'aanlevering', 'firstTimeRight', 'bereikt', 'bereiktVan', 'bereiktTot', 'bovenNorm', 'datumSoort', 'datumVan', 'datumTot',
] as const;
const FILTER_KEY_SET = new Set<string>(FILTER_KEYS);

const isSortColumn = (value: string): value is DossierSortColumn => (DOSSIER_SORT_COLUMNS as readonly string[]).includes(value);

const parseSort = (raw: string | null): ListSort | undefined => {
  const [field, order = 'asc'] = (raw ?? '').split(',');
  if (!isSortColumn(field) || (order !== 'asc' && order !== 'desc')) return undefined;
  return { field, order };
};

const nonNegative = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 0 ? value : fallback;
};

export const parseListUrl = (search: URLSearchParams): ListState => {
  const filter: DossierFilter = {};
  for (const [urlKey, raw] of search) {
    const key = URL_TO_API[urlKey] ?? urlKey;
    if (!FILTER_KEY_SET.has(key)) continue;
    const values = raw.split(',').map((v) => v.trim()).filter(Boolean);
    if (!values.length) continue;
    if (LIST_KEYS.has(key)) filter[key] = [...new Set([...[filter[key] ?? []].flat(), ...values])];
    else filter[key] = raw.trim();
  }
  const size = nonNegative(search.get('size'), DEFAULT_PAGE_SIZE);
  return { filter, page: nonNegative(search.get('page'), 0), size: size > 0 ? Math.min(size, 500) : DEFAULT_PAGE_SIZE, sort: parseSort(search.get('sort')) };
};

export const toListUrl = (state: ListState): URLSearchParams => {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state.filter[key];
    for (const v of [value ?? []].flat()) if (v !== '') search.append(API_TO_URL[key] ?? key, v);
  }
  if (state.sort) search.set('sort', `${state.sort.field},${state.sort.order}`);
  if (state.page > 0) search.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) search.set('size', String(state.size));
  return search;
};

/** The number of filters a user set, for the "n filters actief" hint. */
export const activeFilterCount = (filter: DossierFilter) => Object.values(filter).filter((v) => [v].flat().length > 0 && v !== '').length;

/** Which call lists an area and which filters it always adds (docs/api-dossiers.md, sidebar table). */
const AREA_CALLS: Record<ListArea, { path: string; fixed: QueryParams }> = {
  dossiers: { path: '/api/v1/dossiers', fixed: {} },
  cds: { path: '/api/v1/cds/dossiers', fixed: {} },
  btl: { path: '/api/v1/dossiers', fixed: { dossierBTL: 'true' } },
  'beheer-btl': { path: '/api/v1/dossiers', fixed: { dossierBTL: 'true', leningType: ['SERVICING', 'SPECIAL_SERVICING'] } },
  werkverdeling: { path: '/api/v1/dossiers', fixed: {} },
};

const areaPath = (area: ListArea) => AREA_CALLS[area].path;

/** Filters an area decides itself, so its screen does not offer them (the CDS list is CDS by its call). */
export const areaFixedKeys = (area: ListArea) => [...Object.keys(AREA_CALLS[area].fixed), ...(area === 'cds' ? ['dossierCds'] : [])];

/**
 * Filters an area shows when the URL has none of its own: the werkverdeling starts on the work
 * still to be handed out, oldest step first.
 */
export const withAreaDefaults = (area: ListArea, state: ListState): ListState => {
  if (area !== 'werkverdeling') return state;
  return {
    ...state,
    filter: state.filter.workloadStatus ? state.filter : { ...state.filter, workloadStatus: ['UITZETTEN'] },
    sort: state.sort ?? { field: 'stapSinds', order: 'asc' },
  };
};

/**
 * The date range as the spec sends it (001 §9): from T00:00:00Z to T23:59:59Z, the end
 * defaulting to tomorrow when only a start is chosen.
 */
export const dateRangeQuery = (start: string | undefined, end: string | undefined, today: Date = new Date()) => {
  if (!start && !end) return {};
  const range = dateRangeParams(start || null, end || (start ? dayjs(today).add(1, 'day') : null));
  return { dateRangeStart: range.from, dateRangeEnd: range.to };
};

/** The query of GET /dossiers (or /cds/dossiers) for a list state. */
export const toApiQuery = (area: ListArea, state: ListState, today: Date = new Date()): QueryParams => {
  const { dateRangeStart, dateRangeEnd, ...filter } = state.filter;
  const query: QueryParams = { ...filter, ...dateRangeQuery(dateRangeStart as string, dateRangeEnd as string, today), ...AREA_CALLS[area].fixed };
  const finishedOnly = [filter.workloadStatus ?? []].flat().join() === 'AFGEROND' || filter.dossierMorgenSLASelected === 'AFGEROND';
  // Afgehandeld shows the latest finished work first (docs/api-dossiers.md).
  const sort = state.sort ?? (finishedOnly ? { field: 'workloadGewijzigdOp', order: 'desc' } : undefined);
  return { ...query, page: state.page, size: state.size, sort: sort ? `${sort.field},${sort.order}` : undefined };
};

/** The call of a list page and its query key: the page's query, and the server's render of it (src/entry-server.tsx). */
export const dossierPageRead = (area: ListArea, state: ListState) => {
  const apiQuery = toApiQuery(area, state);
  return { key: ['dossier-list', area, apiQuery], path: areaPath(area), query: apiQuery };
};

/** The query of a list page, shared by the page and the route's prefetch (DossierListPrefetch). */
export const dossierPageQuery = (dataProvider: AppDataProvider, area: ListArea, state: ListState) => {
  const { key, path, query } = dossierPageRead(area, state);
  // Fresh for a second: the page asked for at boot is not asked for again the moment the list
  // mounts, which would render every row a second time before the first paint (issue #9). The
  // page a served screen brought along stays fresh while the app hydrates it (docs/first-screen.md).
  return { queryKey: key, queryFn: () => dataProvider.getDossierPage(path, query), staleTime: freshFor(1_000) };
};
