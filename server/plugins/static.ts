import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { access } from '../services/permissions/access';

/**
 * Serves the built browser app: hashed assets cached for good, index.html with the tenant profile
 * filled in and never cached, and index.html for every other browser route (client routing).
 * Everything here is public; the API guards the data.
 */
export default async function staticApp(app: FastifyInstance) {
  const root = app.appConfig.staticDir;
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no built app in ${root}: serving the API only (run npm run build)`);
    return;
  }
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8').replaceAll('__APP_PROFILE__', app.appConfig.profile);

  // The browser app's files are no part of the API document.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: access.public };
    route.schema = { ...route.schema, hide: true };
  });

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    globIgnore: ['index.html'],
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) throw notFound();
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
