/** The calls of the load mix (bench/load.ts), shared with its anchor (bench/load-anchor.ts). */
export const LIST_QUERY = { page: '0', size: '25' };
/** The dossier list's first page, as the browser asks for it on /dossiers. */
export const LIST_PATH = `/api/v1/dossiers?${new URLSearchParams(LIST_QUERY)}`;
/** The sidebar counters, asked for with every list. */
export const COUNTERS_PATH = '/api/v1/workload/dossiers/status';
export const detailPath = (id: number) => `/api/v1/dossiers/${id}`;

/** The n-th call of the mix: list, counters and a detail in turns, the details over `ids`. */
export const mixPath = (ids: number[]) => (n: number) => {
  const turn = n % 3;
  return turn === 0 ? LIST_PATH : turn === 1 ? COUNTERS_PATH : detailPath(ids[Math.floor(n / 3) % ids.length]);
};
