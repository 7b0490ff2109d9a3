import type { FastifyPluginAsync } from 'fastify';
import notes from './notes';

/** Notes on a dossier with their attachments (spec 000 §3–§5, §7). */
const notesArea: FastifyPluginAsync = async (app) => {
  await app.register(notes);
};

export default notesArea;
