import type { FastifyReply } from 'fastify';
import type { bestanden } from '../../db/schema';
import type { FileStorage } from '../../services/storage/storage';

/**
 * Sends a stored file inline in its own content type, streamed from the store so a large file is
 * never held in memory. The length comes from the file's record (counted when it was stored), so
 * the browser shows progress and knows the download is complete.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: typeof bestanden.$inferSelect) {
  return reply
    .type(file.mimeType)
    .header('Content-Length', file.grootte)
    .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.naam)}`)
    .send(await storage.readStream(file.sleutel));
}
