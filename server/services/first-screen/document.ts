import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { SERVED_SCREEN_ID, SESSION_COOKIE, type ServedScreen, type SignedInUser, sessionFingerprint } from '../../../contract/first-screen';
import type { UserCode } from '../../../contract/permissions';
import { gebruikers } from '../../db/schema';
import { clearSessionCookie } from '../auth/session-cookie';
import { loadSessionUser } from '../auth/session-user';
import { tokenVerifier } from '../auth/tokens';
import type { SessionUser } from '../permissions/access';
import { firstScreenRenderer } from './renderer';

const ROOT = '<div id="root"></div>';
/** The element after a served screen that the head's render-blocking link waits for. */
const SCREEN_END_ID = 'first-screen-end';
/**
 * Holds the first paint until the whole screen is parsed (`rel=expect`, render-blocking): a page
 * painted while the parser is halfway shows the header's and the filters' right-aligned parts
 * without the ones still to come, which then push them aside, a layout shift on a slow machine.
 * The plain page served without that head has no such element: its paint waits for the end of the
 * document, a line later.
 */
const HOLD_PAINT = `<link rel="expect" href="#${SCREEN_END_ID}" blocking="render">`;
/**
 * The page without a served screen, after a head that already holds the paint: it ends with the
 * element the head waits for too, or the browser warns in the console that it never came.
 */
const PLAIN_AFTER_HOLD = `${ROOT}<template id="${SCREEN_END_ID}"></template>`;

/** A JSON text safe inside a `<script>` element: no `</script>` or `<!--` can end or bend it. */
const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c');

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The column choices the browser mirrors in cookies (useChosenColumns); nothing else reaches the render. */
const columnCookies = (cookies: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(cookies).filter((entry): entry is [string, string] => entry[0].startsWith('hyp_columns_') && typeof entry[1] === 'string'));

/** The user as the sign-in answered it, less the name, which a second query reads (`withName`). */
const signedInUser = (app: FastifyInstance, session: SessionUser, token: string): SignedInUser => ({
  // The token is verified already; its end is the session's.
  expiresAt: (decodeJwt(token).exp ?? 0) * 1000,
  permissions: [...session.permissions].sort(),
  userId: session.id,
  userCode: session.typeCode as UserCode,
  naam: { voorLetters: '', tussenVoegsels: null, achterNaam: '' },
  officeId: session.kantoorId,
  moneyProviderId: session.geldverstrekkerId,
  profile: app.appConfig.profile,
});

const userName = async (app: FastifyInstance, id: number) =>
  (
    await app.db
      .select({ voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam })
      .from(gebruikers)
      .where(eq(gebruikers.id, id))
  )[0];

/**
 * The documents of the first screen (docs/first-screen.md): for a request that carries a live
 * session in its cookie and asks for a screen the app's server render knows (a dossier list, a
 * dossier's overview) and the user may open, the page comes with that screen rendered for this user.
 * The head goes out at once, so the browser fetches the app's script while the server reads and
 * renders; the reads are the browser's own API calls, made in-process with the user's token, so
 * every permission check and response schema applies as to the browser. Such a page is never stored
 * (`private, no-store`). Anything else (no cookie, an ended session, another page, a read that
 * fails) gets the plain page, and the app starts in the browser as it always did.
 */
export function firstScreenDocuments(app: FastifyInstance, indexHtml: string) {
  const at = indexHtml.indexOf(ROOT);
  const head = indexHtml.slice(0, at).replace('</head>', `${HOLD_PAINT}</head>`);
  const tail = indexHtml.slice(at + ROOT.length);
  const verify = tokenVerifier(app.signingKey);
  const renderer = firstScreenRenderer(app.appConfig.firstScreenDir, app.log);

  /** Serves the page when its screen is rendered here; false leaves the request to the plain page. */
  return async function serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const token = request.cookies[SESSION_COOKIE];
    if (at < 0 || !token) return false;
    const sessionId = await verify(token);
    if (!sessionId) {
      // A token past its end or not ours: the browser stops sending it.
      clearSessionCookie(reply);
      return false;
    }
    const render = await renderer();
    const title = render?.title(request.url);
    if (!render || !title) return false;

    // The head at once, before the session is read: the browser fetches the app's script (and opens
    // the tab's renderer) while the server reads and renders.
    const body = new PassThrough();
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(body);
    body.write(head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`));
    try {
      // Signed out elsewhere, revoked, the user deactivated, or a screen this user may not open: the
      // plain page, and the browser goes where it always went.
      const session = await loadSessionUser(app.db, sessionId);
      const user = session && signedInUser(app, session, token);
      const reads = user && render.plan({ url: request.url, user, profile: app.appConfig.profile, cookies: {} });
      if (!user || !reads) {
        body.end(PLAIN_AFTER_HOLD + tail);
        return true;
      }
      // The user's name (the header's user panel) beside the reads.
      const [naam, ...answers] = await Promise.all([
        userName(app, user.userId),
        ...reads.map((read) => app.inject({ method: 'GET', url: read.url, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })),
      ]);
      const screen = { url: request.url, user: { ...user, naam }, profile: app.appConfig.profile, cookies: columnCookies(request.cookies) };
      // A refusal or failure is the browser's to show, as it does without this page.
      if (answers.some((answer) => answer.statusCode !== 200)) {
        body.end(PLAIN_AFTER_HOLD + tail);
        return true;
      }
      const { html, answers: shown } = await render.render({ ...screen, answers: answers.map((answer) => answer.json()) });
      const served: ServedScreen = { userId: screen.user.userId, fingerprint: sessionFingerprint(screen.user), answers: shown };
      // Inert until the app has taken it over (src/shell/routing/hydration.ts).
      body.end(`<div id="root" inert>${html}</div><template id="${SCREEN_END_ID}"></template><script type="application/json" id="${SERVED_SCREEN_ID}">${scriptSafe(JSON.stringify(served))}</script>${tail}`);
    } catch (error) {
      request.log.error({ err: error }, 'server render of the first screen failed');
      body.end(PLAIN_AFTER_HOLD + tail);
    }
    return true;
  };
}
