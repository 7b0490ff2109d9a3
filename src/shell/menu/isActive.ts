/**
 * Whether a sidebar target is the current page. Targets with a query (the workload filters) match
 * on their own page only when the query matches too; a page below a plain target also counts. A
 * dossier detail (/dossiers/12) is below no filtered list, so none of them lights up there.
 */
export const isActive = (to: string, pathname: string, search: string) => {
  const [path, query] = to.split('?');
  if (pathname.startsWith(`${path}/`)) return !query;
  if (pathname !== path) return false;
  if (!query) return true;
  const current = new URLSearchParams(search);
  const wanted = new URLSearchParams(query);
  return [...wanted.keys()].every((key) => wanted.getAll(key).every((value) => current.getAll(key).includes(value)));
};
