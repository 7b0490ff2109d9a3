import type { FastifyReply } from 'fastify';
import type { bestanden } from '../../db/schema';
import type { FileStorage } from '../../services/storage/storage';

/**
 * Sends a stored file inline in its own content type, streamed from the store so a large file is
 * never held in memory. The length comes from the file's record (counted when it was stored), so
 * the browser shows progress and knows the download is complete. `attachment` makes the browser
 * save it instead of showing it (a file whose kind we do not show, such as one from an e-mail).
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: typeof bestanden.$inferSelect, disposition: 'inline' | 'attachment' = 'inline') {
  return reply
    .type(file.mimeType)
    .header('Content-Length', file.grootte)
    .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.naam)}`)
    .send(await storage.readStream(file.sleutel));
}
