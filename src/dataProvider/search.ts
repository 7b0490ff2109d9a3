import type { SearchPage, ZoekSoort } from '../../contract/search';
import { request } from './http';

/** One search over dossiers, notes and HDN messages (docs/search.md). */
export const searchCalls = {
  /** Typing searches as it goes: a failure is shown in the search window, not in the error dialog. */
  searchAll: (q: string, soort: ZoekSoort | undefined, page: number, size: number) =>
    request<SearchPage>('/api/v1/zoeken', { query: { q, soort, page, size }, report: false }),
};
export type SearchCalls = typeof searchCalls;
