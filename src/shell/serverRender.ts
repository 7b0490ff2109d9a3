import type { SignedInUser } from '../../contract/first-screen';

/**
 * What a server render of the first screen knows of its request (src/entry-server.tsx,
 * docs/first-screen.md): the modules that read the browser's storage read this instead while the
 * server renders. It is set only for the length of one synchronous renderToString, so two requests
 * never see each other's user.
 */
interface ServerRequest {
  /** The user's session as the browser keeps it; a server render holds no token. */
  session: SignedInUser & { token: '' };
  profile: string;
  /** The dossier lists' column choices as the browser's cookie mirrors them (useChosenColumns). */
  cookies: Record<string, string>;
}

let current: ServerRequest | null = null;

/** The request being rendered on the server; null in the browser and between renders. */
export const serverRequest = () => current;

export function renderForRequest<T>(request: ServerRequest, render: () => T): T {
  if (current) throw new Error('a server render is already running');
  current = request;
  try {
    return render();
  } finally {
    current = null;
  }
}
