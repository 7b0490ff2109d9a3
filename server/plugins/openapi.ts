import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentRoute } from '../openapi/transform';
import { access } from '../services/permissions/access';
import { STAFF_TYPES } from '../services/permissions/staff';

const DOCS = '/api/docs';

/**
 * Runs inside the reference page (@fastify/swagger-ui writes it into its script with
 * toString), so it may use only browser globals: it sends the session the app keeps in
 * localStorage ('access_token', the key the spec names) and the XSRF cookie, so a signed-in
 * user's browser can read the document and try calls.
 */
function withSession<R extends { headers?: Record<string, string> }>(request: R): R {
  const page = globalThis as unknown as { localStorage: { getItem(key: string): string | null }; document: { cookie: string } };
  const headers = (request.headers ??= {});
  const token = page.localStorage.getItem('access_token');
  if (token && !headers.Authorization) headers.Authorization = 'Bearer ' + token;
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(page.document.cookie);
  if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf[1]);
  return request;
}

/**
 * The OpenAPI document of the whole API, built from the routes' own zod schemas
 * (docs/api.md), at /api/openapi.json, with a readable reference at /api/docs. The document is
 * open in the demo and for signed-in staff otherwise; the reference page itself is the static
 * Swagger UI bundle, public like the app's own assets, and reads the document with the session.
 * Registered before the route areas: the document collects the routes as they are added.
 */
export default fp(async function openapi(app: FastifyInstance) {
  const { demo } = app.appConfig;
  // The document says who may read it, as documentAccess below decides.
  const readers = demo
    ? 'This document is open to anyone: this server runs the demo (DEMO=true).'
    : `This document is for signed-in staff only (user types ${STAFF_TYPES.join(', ')}); the reference page /api/docs is public and reads it with the session of the browser.`;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Hypotheek back-office API',
        version: '1',
        description: `Every route with its access rule, request and response. Errors answer one body: \`{type, messages, fields?}\`. ${readers}`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'access_token of POST /authenticate' } } },
    },
    transform: documentRoute,
    transformObject: jsonSchemaTransformObject,
  });

  const documentAccess = demo ? access.public : access.signedIn(STAFF_TYPES);

  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: documentAccess } }, async () => app.swagger());

  await app.register(async (docs) => {
    // @fastify/swagger-ui redirects static/index.html to the page by replacing the path's end,
    // which a query string hides: the redirect pointed at itself, forever. Answer it here.
    docs.addHook('onRequest', async (request, reply) => {
      const [path, query] = request.url.split('?', 2);
      if (path === `${DOCS}/static/index.html`) return reply.redirect(`${DOCS}/${query === undefined ? '' : `?${query}`}`);
    });
    docs.addHook('onRoute', (route) => {
      const isDocument = route.url === `${DOCS}/json` || route.url === `${DOCS}/yaml`;
      route.config = { ...route.config, access: isDocument ? documentAccess : access.public };
    });
    await docs.register(swaggerUi, {
      routePrefix: DOCS,
      theme: { title: 'Hypotheek back-office API' },
      uiConfig: { requestInterceptor: withSession, persistAuthorization: false, displayRequestDuration: true },
    });
  });
});

/** An area's routes under one tag in the document: the area's folder name (server/routes/<area>). */
export const documentedArea =
  (tag: string, area: FastifyPluginAsync): FastifyPluginAsync =>
  async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [tag] };
    });
    await scope.register(area);
  };
