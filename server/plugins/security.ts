import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { SERVER_MESSAGES } from '../../contract/errors';
import { general } from '../errors';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The headers helmet sets for `options`, worked out once. Helmet's middleware and @fastify/helmet's
 * hook built and serialised the whole policy again on every request (a tenth of a small call's
 * CPU outside the database, docs/performance.md); with fixed options its headers never change.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Security headers and the anti-forgery check. The XSRF-TOKEN cookie is readable by the page,
 * which echoes it in X-XSRF-TOKEN; another site can make the browser send the cookie but cannot
 * read it, so it cannot forge the header.
 */
export default fp(async function security(app: FastifyInstance) {
  await app.register(cookie);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: for the images of an e-mail the reader asked to see; until then the mail area's
        // sanitiser removes every remote address (docs/mail.md "Showing HTML mail").
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: app.appConfig.secureCookies,
  });

  // A callback hook: an async one costs a promise and a turn of the microtask queue on every request.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: app.appConfig.secureCookies,
      });
    }
    if (SAFE_METHODS.has(request.method)) return done();
    const headerToken = request.headers[XSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !same(cookieToken, headerToken)) return done(general(403, SERVER_MESSAGES.xsrf));
    done();
  });
});
