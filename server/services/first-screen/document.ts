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

/** A JSON text safe inside a `<script>` element: no `</script>` or `<!--` can end or bend it. */
const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c');

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The column choices the browser mirrors in cookies (useChosenColumns); nothing else reaches the render. */
const columnCookies = (cookies: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(cookies).filter((entry): entry is [string, string] => entry[0].startsWith('hyp_columns_') && typeof entry[1] === 'string'));

async function signedInUser(app: FastifyInstance, session: SessionUser, token: string): Promise<SignedInUser> {
  const [naam] = await app.db
    .select({ voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam })
    .from(gebruikers)
    .where(eq(gebruikers.id, session.id));
  return {
    // The token is verified already; its end is the session's.
    expiresAt: (decodeJwt(token).exp ?? 0) * 1000,
    permissions: [...session.permissions].sort(),
    userId: session.id,
    userCode: session.typeCode as UserCode,
    naam,
    officeId: session.kantoorId,
    moneyProviderId: session.geldverstrekkerId,
    profile: app.appConfig.profile,
  };
}

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
  const head = indexHtml.slice(0, at);
  const tail = indexHtml.slice(at + ROOT.length);
  const verify = tokenVerifier(app.signingKey);
  const renderer = firstScreenRenderer(app.appConfig.firstScreenDir, app.log);

  /** Serves the page when its screen is rendered here; false leaves the request to the plain page. */
  return async function serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const token = request.cookies[SESSION_COOKIE];
    if (at < 0 || !token) return false;
    const sessionId = await verify(token);
    const session = sessionId ? await loadSessionUser(app.db, sessionId) : null;
    if (!session) {
      // Signed out elsewhere, revoked or expired: the browser stops sending it.
      clearSessionCookie(reply);
      return false;
    }
    const render = await renderer();
    if (!render) return false;
    const screen = { url: request.url, user: await signedInUser(app, session, token), profile: app.appConfig.profile, cookies: columnCookies(request.cookies) };
    const planned = render.plan(screen);
    if (!planned) return false;

    const body = new PassThrough();
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(body);
    body.write(head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(planned.title)}</title>`));
    try {
      const answers = await Promise.all(
        planned.reads.map((read) => app.inject({ method: 'GET', url: read.url, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })),
      );
      // A refusal or failure is the browser's to show, as it does without this page.
      if (answers.some((answer) => answer.statusCode !== 200)) {
        body.end(ROOT + tail);
        return true;
      }
      const { html, answers: shown } = await render.render({ ...screen, answers: answers.map((answer) => answer.json()) });
      const served: ServedScreen = { userId: screen.user.userId, fingerprint: sessionFingerprint(screen.user), answers: shown };
      // Inert until the app has taken it over (src/shell/routing/hydration.ts).
      body.end(`<div id="root" inert>${html}</div><script type="application/json" id="${SERVED_SCREEN_ID}">${scriptSafe(JSON.stringify(served))}</script>${tail}`);
    } catch (error) {
      request.log.error({ err: error }, 'server render of the first screen failed');
      body.end(ROOT + tail);
    }
    return true;
  };
}
