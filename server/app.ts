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
import dossierApprovalRoutes from './routes/dossier-approvals';
import dossierAuditRoutes from './routes/dossier-audit';
import bindingOfferRoutes from './routes/dossier-binding-offer';
import dossierFormRoutes from './routes/dossier-forms';
import dossierIncomeRoutes from './routes/dossier-income';
import kycRoutes from './routes/dossier-kyc';
import dossierLabelRoutes from './routes/dossier-labels';
import dossierMortgageRoutes from './routes/dossier-mortgage';
import dossierObjectRoutes from './routes/dossier-objects';
import dossierOverviewRoutes from './routes/dossier-overview';
import dossierPartyRoutes from './routes/dossier-parties';
import dossierStatusRoutes from './routes/dossier-status';
import dossierRoutes from './routes/dossiers';
import gebruikerRoutes from './routes/gebruikers';
import passwordLinkRoutes from './routes/password-links';
import referenceListRoutes from './routes/reference-lists';
import rolRoutes from './routes/rollen';
import refdataRoutes from './routes/refdata';
import reportRoutes from './routes/reports';
import resourceRoutes from './routes/resources';
import teamRoutes from './routes/teams';
import workloadRoutes from './routes/workload';
import './types';
import '../src/schema/zod-nl';

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
  await app.register(gebruikerRoutes);
  await app.register(passwordLinkRoutes);
  await app.register(rolRoutes);
  await app.register(referenceListRoutes);
  await app.register(refdataRoutes);
  await app.register(reportRoutes);
  await app.register(dossierRoutes);
  await app.register(dossierApprovalRoutes);
  await app.register(dossierAuditRoutes);
  await app.register(dossierFormRoutes);
  await app.register(dossierIncomeRoutes);
  await app.register(dossierLabelRoutes);
  await app.register(dossierMortgageRoutes);
  await app.register(dossierObjectRoutes);
  await app.register(dossierStatusRoutes);
  await app.register(dossierPartyRoutes);
  await app.register(bindingOfferRoutes);
  await app.register(kycRoutes);
  await app.register(dossierOverviewRoutes);
  await app.register(workloadRoutes);

  await app.register(staticApp);
  return app;
}
