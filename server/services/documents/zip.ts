import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { DOCUMENT_LIJSTEN } from '../../../contract/document-lists';
import type { Db } from '../../db/client';
import { bestanden, documenten } from '../../db/schema';
import type { FileStorage } from '../storage/storage';

/** A name that is one path segment inside the zip (a document name may hold a slash). */
const segment = (text: string) => text.replace(/[\\/\p{Cc}]/gu, '_').trim() || 'document';

/** The entry names of a dossier's documents: one folder per list (archived ones apart), unique names. */
export async function zipEntries(db: Db, dossierId: number) {
  const rows = await db
    .select({ naam: documenten.naam, lijst: documenten.lijst, gearchiveerd: documenten.gearchiveerd, sleutel: bestanden.sleutel, bestandNaam: bestanden.naam })
    .from(documenten)
    .innerJoin(bestanden, eq(bestanden.id, documenten.bestandId))
    .where(eq(documenten.dossierId, dossierId))
    .orderBy(asc(documenten.lijst), asc(documenten.naam), asc(documenten.id));
  const taken = new Set<string>();
  return rows.map((row) => {
    const folder = row.gearchiveerd ? 'Gearchiveerd' : (DOCUMENT_LIJSTEN.find((l) => l.id === row.lijst)?.name ?? row.lijst);
    const extension = path.extname(row.bestandNaam).toLowerCase() || '.pdf';
    const base = segment(row.naam.toLowerCase().endsWith(extension) ? row.naam.slice(0, -extension.length) : row.naam);
    let name = `${folder}/${base}${extension}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${folder}/${base} (${n})${extension}`;
    taken.add(name.toLowerCase());
    return { name, sleutel: row.sleutel };
  });
}

/**
 * A zip of the dossier's documents, produced while it is sent: each file is opened only when the
 * archive reaches it and passes through in chunks, so memory stays flat however large the dossier.
 * PDFs and scans hardly shrink, so entries are stored, not deflated: the CPU is spared.
 */
export async function zipStream(storage: FileStorage, entries: readonly { name: string; sleutel: string }[]) {
  // archiver loads at the first zip download, not at every start.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 1 } });
  for (const entry of entries) {
    const lazy = Readable.from(
      (async function* () {
        yield* await storage.readStream(entry.sleutel);
      })(),
    );
    archive.append(lazy, { name: entry.name, store: true });
  }
  void archive.finalize().catch((error: Error) => archive.destroy(error));
  return archive;
}
