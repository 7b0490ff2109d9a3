/** Request helpers of spec 000 §5: empty, null and undefined parameters are dropped, strings trimmed. */
export type QueryParams = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const toSearchParams = (params: QueryParams) => {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (isEmpty(value)) continue;
      search.append(key, typeof value === 'string' ? value.trim() : String(value));
    }
  }
  return search;
};

export const withQuery = (path: string, params?: QueryParams) => {
  const query = params ? toSearchParams(params).toString() : '';
  return query ? `${path}?${query}` : path;
};

/** Trims every string in a JSON body; nulls stay, because they clear a field. */
export const trimStrings = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)]));
  }
  return value;
};
