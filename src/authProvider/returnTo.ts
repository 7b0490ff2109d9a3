/**
 * The page a signed-out user wanted, kept in sessionStorage so a reload of /auth does not lose it.
 */
const KEY = 'returnTo';

export const rememberReturnTo = (path: string | undefined) => {
  if (path && !path.startsWith('/auth')) window.sessionStorage.setItem(KEY, path);
};

/** The remembered page, once: reading forgets it. */
export const takeReturnTo = () => {
  const path = window.sessionStorage.getItem(KEY);
  window.sessionStorage.removeItem(KEY);
  return path ?? '/';
};
