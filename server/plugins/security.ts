import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
 * Security headers and the anti-forgery check. The XSRF-TOKEN cookie is readable by the page,
 * which echoes it in X-XSRF-TOKEN; another site can make the browser send the cookie but cannot
 * read it, so it cannot forge the header.
 */
export default fp(async function security(app: FastifyInstance) {
  await app.register(cookie);
  await app.register(helmet, {
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

  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: app.appConfig.secureCookies,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !same(cookieToken, headerToken)) {
      throw general(403, SERVER_MESSAGES.xsrf);
    }
  });
});
