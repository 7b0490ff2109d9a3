import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { responseSerializerCompiler } from './openapi/serializer';
import accessPlugin from './plugins/access';
import errors from './plugins/errors';
import files from './plugins/files';
import jobs from './plugins/jobs';
import metrics from './plugins/metrics';
import openapi, { documentedArea } from './plugins/openapi';
import probes from './plugins/probes';
import requestIds, { requestId } from './plugins/request-ids';
import security from './plugins/security';
import smtp from './plugins/smtp';
import staticApp from './plugins/static';
import authArea from './routes/auth';
import cleanupArea from './routes/cleanup';
import beheerArea from './routes/beheer';
import dossierDetailArea from './routes/dossier-detail';
import documentsArea from './routes/documents';
import dossiersArea from './routes/dossiers';
import filesArea from './routes/files';
import informationArea from './routes/information';
import insightArea from './routes/insight';
import notesArea from './routes/notes';
import pagetoolsArea from './routes/pagetools';
import officesArea from './routes/offices';
import referenceDataArea from './routes/reference-data';
import reportsArea from './routes/reports';
import templatesArea from './routes/templates';
import usersArea from './routes/users';
import workloadArea from './routes/workload';
import workflowArea from './routes/workflow';
import tasksArea from './routes/tasks';
import eventsArea from './routes/events';
import invoicesArea from './routes/invoices';
import overruleArea from './routes/overrule';
import voorbespreekArea from './routes/voorbespreek';
import mailArea from './routes/mail';
import logsArea from './routes/logs';
import rulesArea from './routes/rules';
import tracesArea from './routes/traces';
import ratesArea from './routes/rates';
import guaranteesArea from './routes/guarantees';
import insurancesArea from './routes/insurances';
import appealsArea from './routes/appeals';
import hdnArea from './routes/hdn';
import searchArea from './routes/search';
import servicingArea from './routes/servicing';
import { logSmsSender } from './services/auth/sms';
import { createMailer } from './services/mail/outbox';
import { rememberConfiguredSecrets } from './services/secrets/configured';
import { maskedLogger } from './services/secrets/log';
import './types';
import '../contract/zod-nl';

/** The spec areas, each one plugin under server/routes/<area>/ (docs/architecture.md), by folder name. */
const routeAreas = {
  auth: authArea,
  beheer: beheerArea,
  users: usersArea,
  templates: templatesArea,
  information: informationArea,
  files: filesArea,
  'reference-data': referenceDataArea,
  reports: reportsArea,
  offices: officesArea,
  dossiers: dossiersArea,
  'dossier-detail': dossierDetailArea,
  workload: workloadArea,
  documents: documentsArea,
  notes: notesArea,
  pagetools: pagetoolsArea,
  cleanup: cleanupArea,
  workflow: workflowArea,
  tasks: tasksArea,
  events: eventsArea,
  invoices: invoicesArea,
  overrule: overruleArea,
  voorbespreek: voorbespreekArea,
  mail: mailArea,
  logs: logsArea,
  traces: tracesArea,
  rules: rulesArea,
  rates: ratesArea,
  guarantees: guaranteesArea,
  insurances: insurancesArea,
  appeals: appealsArea,
  insight: insightArea,
  hdn: hdnArea,
  search: searchArea,
  servicing: servicingArea,
};

/**
 * Builds the server: external plugins, then our own (errors, security, access, the OpenAPI
 * document), then the routes of each spec area, then the browser app.
 */
export async function buildApp(config: Config, db: Db, options: FastifyServerOptions = {}) {
  // No secret of the configuration reaches a stored or logged text (docs/security.md "Secrets in texts").
  rememberConfiguredSecrets([config.hdnUrl, config.smtpUrl, config.s3Url, config.databaseUrl]);
  const app = Fastify({
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: requestId,
    // While stopping, a request that still arrives on an open connection is answered rather than
    // refused with Fastify's own 503 body; the listener takes no new connections (docs/deploy.md).
    return503OnClosing: false,
    ...options,
    logger: maskedLogger(options.logger),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // The tests also check every answer against its zod schema (server/openapi/serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ checked: process.env.NODE_ENV === 'test' }));
  app.decorate('db', db);
  app.decorate('appConfig', config);
  app.decorate('sms', { sender: logSmsSender(app.log) });
  app.decorate('mailer', createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, retryMs: config.mailRetryMs }, app.log));

  await app.register(errors);
  await app.register(requestIds);
  await app.register(probes);
  await app.register(metrics);
  await app.register(security);
  await app.register(rateLimit, { global: false });
  await app.register(accessPlugin);
  await app.register(files);
  await app.register(jobs);
  // Mail is sent by a job of the queue (docs/mail-outbox.md); what still waits is queued once the server is ready.
  app.mailer.attach(app.jobs, app.storage);
  app.addHook('onReady', async () => app.mailer.resume());
  await app.register(smtp);
  await app.register(openapi);

  for (const [name, area] of Object.entries(routeAreas)) await app.register(documentedArea(name, area));

  await app.register(staticApp);
  return app;
}
