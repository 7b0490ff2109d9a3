import { createContext, useContext } from 'react';

const pathOf = (to: string) => to.split('?')[0];
const below = (path: string, pathname: string) => pathname.startsWith(`${path}/`);

/**
 * Whether a sidebar target is the current page. Targets with a query (the workload filters) match
 * on their own page only when the query matches too; a page below a plain target also counts,
 * unless another entry's target is that page or nearer to it (Facturen at /adviseurs/1/facturen,
 * not Kantoor at /adviseurs/1 as well). A dossier detail (/dossiers/12) is below no filtered list,
 * so none of them lights up there.
 */
export const isActive = (to: string, pathname: string, search: string, targets: readonly string[] = []) => {
  const [path, query] = to.split('?');
  if (below(path, pathname)) {
    const nearer = targets.some((other) => {
      const otherPath = pathOf(other);
      return otherPath.length > path.length && (otherPath === pathname || below(otherPath, pathname));
    });
    return !query && !nearer;
  }
  if (pathname !== path) return false;
  if (!query) return true;
  const current = new URLSearchParams(search);
  const wanted = new URLSearchParams(query);
  return [...wanted.keys()].every((key) => wanted.getAll(key).every((value) => current.getAll(key).includes(value)));
};

/** The targets of every entry the sidebar shows, so an entry can tell whether another is nearer the page. */
export const SidebarTargets = createContext<readonly string[]>([]);

export const useSidebarTargets = () => useContext(SidebarTargets);
