/**
 * Whether a sidebar target is the current page. Targets with a query (the workload filters) match
 * on their own page only when the query matches too; any page below the target also counts.
 */
export const isActive = (to: string, pathname: string, search: string) => {
  const [path, query] = to.split('?');
  if (pathname.startsWith(`${path}/`)) return true;
  if (pathname !== path) return false;
  if (!query) return true;
  const current = new URLSearchParams(search);
  const wanted = new URLSearchParams(query);
  return [...wanted.keys()].every((key) => wanted.getAll(key).every((value) => current.getAll(key).includes(value)));
};
