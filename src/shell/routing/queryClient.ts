import { QueryClient } from '@tanstack/react-query';
import { activeSession } from '../../authProvider/session';
import { freshFor } from './hydration';

/** react-query's three tries. */
const TRIES = 3;

/** Refusals that say "later": a request timeout and too many requests. */
const TRY_LATER = new Set([408, 429]);

/**
 * A read is tried again when the server could not answer (no connection, 5xx) or asks for later
 * (408, 429), not when it refused (any other 4xx): a dossier that does not exist or may not be
 * seen stays so, and react-query's three tries with their waits would hold back its message some
 * seven seconds.
 */
const retryUnlessRefused = (failures: number, error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  const refused = typeof status === 'number' && status >= 400 && status < 500 && !TRY_LATER.has(status);
  return failures < TRIES && !refused;
};

/**
 * A react-query cache for the app: the browser's one (below), and one per server render of the
 * first screen (src/entry-server.tsx), which must never hold another user's answers.
 */
export const createQueryClient = () => {
  // react-query's own default staleTime (0), longer for the answers a served page brought along.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: freshFor(0), retry: retryUnlessRefused } } });
  // The session check reads local storage only, and the admin and each area guard ask it in the same
  // render: stale at once, the guard's mount would check again and render the whole screen a second
  // time before the browser paints it (issue #9). A second later it checks afresh again.
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: 1_000 });
  // What that check would answer, known before the first render: the signed-in screen then renders
  // at once, instead of a loading screen first and the whole app again when the check resolves, in a
  // synchronous render whose effects run before the browser can paint (issue #9).
  if (activeSession()) client.setQueryData(['auth', 'checkAuth', {}], true);
  return client;
};

/**
 * The browser's one react-query cache, made before React renders so a list opened straight from the
 * address bar can be asked for while the app still boots (src/routes/firstScreen.ts). react-admin
 * would make its own otherwise.
 */
export const queryClient = typeof window === 'undefined' ? new QueryClient() : createQueryClient();
