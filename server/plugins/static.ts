import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors';
import { firstScreenDocuments } from '../services/first-screen/document';
import { access } from '../services/permissions/access';

/**
 * Serves the built browser app: hashed assets cached for good, index.html with the tenant profile
 * filled in and never cached, and index.html for every other browser route (client routing).
 * The routes are public: the API guards the data, and a page that comes with its first screen
 * rendered for a signed-in user (docs/first-screen.md) is rendered through the API's own guards.
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

  // One wildcard route per folder rather than a route per file: the app has some four hundred
  // files (pdf.js's character maps and fonts among them), and a route each cost the start ~60 ms.
  // Only assets/ has hashed names that may be cached for good.
  const cacheFor = (immutable: boolean) => (reply: FastifyReply) =>
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  await app.register(fastifyStatic, { root, serve: false, index: false });
  const entries = fs.readdirSync(root, { withFileTypes: true });
  for (const folder of entries.filter((entry) => entry.isDirectory())) {
    await app.register(fastifyStatic, {
      root: path.join(root, folder.name),
      prefix: `/${folder.name}/`,
      index: false,
      decorateReply: false,
      setHeaders: cacheFor(folder.name === 'assets'),
    });
  }
  for (const file of entries.filter((entry) => entry.isFile() && entry.name !== 'index.html')) {
    app.get(`/${file.name}`, (_request, reply) => cacheFor(false)(reply).sendFile(file.name));
  }

  const firstScreen = firstScreenDocuments(app, indexHtml);
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) throw notFound();
    if (await firstScreen(request, reply)) return reply;
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
