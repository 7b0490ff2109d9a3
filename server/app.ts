import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import accessPlugin from './plugins/access';
import errors from './plugins/errors';
import security from './plugins/security';
import staticApp from './plugins/static';
import authRoutes from './routes/auth';
import dossierRoutes from './routes/dossiers';
import refdataRoutes from './routes/refdata';
import reportRoutes from './routes/reports';
import resourceRoutes from './routes/resources';
import teamRoutes from './routes/teams';
import workloadRoutes from './routes/workload';
import './types';

/**
 * Builds the server: external plugins, then our own (errors, security, access), then the routes
 * of each spec area, then the browser app.
 */
export async function buildApp(config: Config, db: Db, options: FastifyServerOptions = {}) {
  const app = Fastify({ trustProxy: true, bodyLimit: 2 * 1024 * 1024, ...options }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('appConfig', config);

  await app.register(errors);
  await app.register(security);
  await app.register(rateLimit, { global: false });
  await app.register(accessPlugin);

  await app.register(authRoutes);
  await app.register(resourceRoutes);
  await app.register(teamRoutes);
  await app.register(refdataRoutes);
  await app.register(reportRoutes);
  await app.register(dossierRoutes);
  await app.register(workloadRoutes);

  await app.register(staticApp);
  return app;
}
