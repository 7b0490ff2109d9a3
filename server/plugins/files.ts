import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES } from '../../contract/files';
import { openStorage } from '../services/storage/open-storage';
import type { FileStorage } from '../services/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * Uploads: multipart bodies with one file of at most 30,000,000 bytes (spec 000 §5) and a few
 * small text fields; the files themselves go to the storage: DATA_DIR/files, or the S3 bucket of S3_URL.
 */
export default fp(async function files(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024 * 1024, parts: 25 },
  });
  const storage = await openStorage(app.appConfig);
  await storage.removeStaleTemp();
  app.decorate('storage', storage);
});
