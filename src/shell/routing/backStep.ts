import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/**
 * Spec 001 §2: going back with the browser button onto a dossier detail route (/dossiers/{id},
 * /cds/{id}, /btl/{id}, with or without a tab) steps back once more, so back from a page opened out
 * of a dossier returns to the list rather than to the dossier.
 */
const DETAIL_ROUTE = /^\/(dossiers|cds|btl)\/\d+(\/[^/]*)?\/?$/;

export const isDetailRoute = (pathname: string) => DETAIL_ROUTE.test(pathname);

/** React Router keeps the position in the history stack as `idx` in history.state. */
const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** Only a step backwards (a lower index than the page left) onto a detail route steps on; forward does not. */
export const shouldStepBack = (fromIdx: number | null, toIdx: number | null, pathname: string) =>
  fromIdx !== null && toIdx !== null && toIdx < fromIdx && isDetailRoute(pathname);

/**
 * Watches the router's POP navigations (the browser's back and forward buttons, i.e. popstate) and
 * goes back once more when one went backwards onto a detail route. The router handles popstate
 * itself and re-renders at once, so this compares the history index before and after each location.
 */
export const useBackStep = () => {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const current = historyIndex();
    const from = previous.current;
    previous.current = current;
    if (type === 'POP' && shouldStepBack(from, current, location.pathname)) navigate(-1);
  }, [location.key, location.pathname, type, navigate]);
};
