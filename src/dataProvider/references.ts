import { request } from './http';

/** One entry of a reference list (GET answers a plain array). */
export interface ReferenceItem {
  id: number | string;
  [key: string]: unknown;
}

const cache = new Map<string, Promise<ReferenceItem[]>>();

/** Loads a reference list once per path and keeps it in memory. */
export const getReferenceList = (path: string) => {
  let list = cache.get(path);
  if (!list) {
    list = request<ReferenceItem[]>(path);
    // A failed load must not stick: the next call tries again.
    list.catch(() => cache.delete(path));
    cache.set(path, list);
  }
  return list;
};

/** Forgets a reference list (after it changed); the next call fetches it again. */
export const clearReferenceList = (path: string) => {
  cache.delete(path);
};
