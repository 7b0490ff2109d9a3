import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import accessPlugin from './plugins/access';
import errors from './plugins/errors';
import files from './plugins/files';
import security from './plugins/security';
import staticApp from './plugins/static';
import authRoutes from './routes/auth';
import backofficeTemplateRoutes from './routes/backoffice-templates';
import berichtTemplateRoutes from './routes/bericht-templates';
import dossierDocumentCheckRoutes from './routes/dossier-document-checks';
import dossierApprovalRoutes from './routes/dossier-approvals';
import approvalsPdfRoutes from './routes/dossier-approvals-pdf';
import dossierChildRoutes from './routes/dossier-child';
import dossierAuditRoutes from './routes/dossier-audit';
import bindingOfferRoutes from './routes/dossier-binding-offer';
import dossierFormReadRoutes from './routes/dossier-form-reads';
import dossierFormRoutes from './routes/dossier-forms';
import dossierIncomeRoutes from './routes/dossier-income';
import kycRoutes from './routes/dossier-kyc';
import dossierLabelRoutes from './routes/dossier-labels';
import dossierMessageRoutes from './routes/dossier-messages';
import kantoorAdviseurRoutes from './routes/kantoor-adviseurs';
import dossierMortgageRoutes from './routes/dossier-mortgage';
import dossierObjectRoutes from './routes/dossier-objects';
import dossierOverviewRoutes from './routes/dossier-overview';
import dossierPartyRoutes from './routes/dossier-parties';
import boInfoRoutes from './routes/dossier-bo-info';
import dossierInformRoutes from './routes/dossier-inform';
import dossierStatusRoutes from './routes/dossier-status';
import dossierRoutes from './routes/dossiers';
import fileRoutes from './routes/files';
import gebruikerRoutes from './routes/gebruikers';
import informationRoutes from './routes/information';
import passwordLinkRoutes from './routes/password-links';
import referenceListRoutes from './routes/reference-lists';
import rolRoutes from './routes/rollen';
import refdataRoutes from './routes/refdata';
import reportRoutes from './routes/reports';
import resourceRoutes from './routes/resources';
import teamRoutes from './routes/teams';
import profileRoutes from './routes/profile';
import dossierBehandelaarRoutes from './routes/dossier-behandelaars';
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
  await app.register(files);

  await app.register(authRoutes);
  await app.register(resourceRoutes);
  await app.register(backofficeTemplateRoutes);
  await app.register(informationRoutes);
  await app.register(fileRoutes);
  await app.register(berichtTemplateRoutes);
  await app.register(dossierDocumentCheckRoutes);
  await app.register(teamRoutes);
  await app.register(gebruikerRoutes);
  await app.register(profileRoutes);
  await app.register(dossierBehandelaarRoutes);
  await app.register(passwordLinkRoutes);
  await app.register(rolRoutes);
  await app.register(referenceListRoutes);
  await app.register(refdataRoutes);
  await app.register(reportRoutes);
  await app.register(dossierRoutes);
  await app.register(dossierApprovalRoutes);
  await app.register(approvalsPdfRoutes);
  await app.register(dossierChildRoutes);
  await app.register(dossierAuditRoutes);
  await app.register(dossierMessageRoutes);
  await app.register(kantoorAdviseurRoutes);
  await app.register(dossierFormRoutes);
  await app.register(dossierFormReadRoutes);
  await app.register(dossierIncomeRoutes);
  await app.register(dossierLabelRoutes);
  await app.register(dossierMortgageRoutes);
  await app.register(dossierObjectRoutes);
  await app.register(dossierStatusRoutes);
  await app.register(dossierPartyRoutes);
  await app.register(boInfoRoutes);
  await app.register(dossierInformRoutes);
  await app.register(bindingOfferRoutes);
  await app.register(kycRoutes);
  await app.register(dossierOverviewRoutes);
  await app.register(workloadRoutes);

  await app.register(staticApp);
  return app;
}
