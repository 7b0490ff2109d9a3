import type { FastifyPluginAsync } from 'fastify';
import backofficeTemplates from './backoffice-templates';
import berichtTemplates from './bericht-templates';

/** Berichttemplates and back-office templates (spec 002 §2, §7). */
const templatesArea: FastifyPluginAsync = async (app) => {
  await app.register(backofficeTemplates);
  await app.register(berichtTemplates);
};

export default templatesArea;
