import type { FastifyPluginAsync } from 'fastify';
import files from './files';

/** Stored files served to whoever may read the record that owns them (docs/files.md). */
const filesArea: FastifyPluginAsync = async (app) => {
  await app.register(files);
};

export default filesArea;
