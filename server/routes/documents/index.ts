import type { FastifyPluginAsync } from 'fastify';
import documents from './documents';
import letters from './letters';
import lists from './lists';
import refdata from './refdata';
import review from './review';

/** A dossier's documents: lists, uploads, review, reasons, zip and generated letters (spec 001 §7; docs/documents.md). */
const documentsArea: FastifyPluginAsync = async (app) => {
  await app.register(documents);
  await app.register(letters);
  await app.register(lists);
  await app.register(refdata);
  await app.register(review);
};

export default documentsArea;
