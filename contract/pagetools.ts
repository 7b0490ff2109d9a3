import { z } from 'zod';
import { DOCUMENT_LIJST_CODES } from './document-lists';
import { int32, MSG } from './rules';

/**
 * The bodies of the page tools (`POST /printdocs/{id}/…`, spec 001 §3 "Document page operations
 * parameters"; docs/pdf.md). `pages` and `targetPage` count from 1, as under the thumbnails;
 * `insertAfterPageIndex` is how many pages stay before the inserted ones (0 = at the front).
 * `version`, when sent, must be the document's current version (409 otherwise).
 */

const pageNumber = int32({ error: MSG.required }).int(MSG.integer);
const pages = z.array(pageNumber, { error: MSG.required }).max(5000);
const version = int32().int().optional();

export const removePagesSchema = z.object({ pages, version });

export const splitPagesSchema = z.object({
  pages,
  /** The new document the pages go to; by default in the same list, named after the original. */
  targetDocumentBijDossier: z
    .object({
      naam: z.string().trim().min(1, MSG.required).max(200, MSG.maxLength(200)).optional(),
      lijst: z.enum(DOCUMENT_LIJST_CODES).optional(),
      /** The request of the dossier the split-off pages answer (a second document sent in one scan). */
      dossierDocumentId: int32({ error: MSG.required }).int(MSG.integer).positive(MSG.required).nullish(),
    })
    .optional(),
  version,
});

export const duplicatePagesSchema = z.object({ pages, insertAfterPageIndex: pageNumber, version });

export const mergeSchema = z.object({
  /** Another document of the same dossier whose pages are inserted; it stays as it is. */
  sourceDocumentBijDossierId: int32({ error: MSG.required }).int(MSG.integer).positive(MSG.required),
  insertAfterPageIndex: pageNumber,
  version,
});

export const movePagesSchema = z.object({ pages, targetPage: pageNumber, before: z.boolean({ error: MSG.required }), version });

export const rotatePagesSchema = z.object({ pages, angle: pageNumber, version });

/** Spec 001 §5 / §9. */
export const COMPRESS_DEFAULTS = { downsampleDpi: 96, maxDpi: 150, quality: 0.6 } as const;

export const compressSchema = z.object({
  downsampleDpi: z.number().default(COMPRESS_DEFAULTS.downsampleDpi),
  maxDpi: z.number().default(COMPRESS_DEFAULTS.maxDpi),
  quality: z.number().default(COMPRESS_DEFAULTS.quality),
  version,
});

/** POST /printdocs/{id}/versions/{versie}/restore: the body is optional. */
export const restoreSchema = z.object({ version }).nullish();

/** Areas in points on the page as shown (origin top left, rotation applied: pdf.js at scale 1). */
export const blurSchema = z.object({
  documentBody: z
    .array(
      z.object({
        page: pageNumber,
        x: z.number({ error: MSG.required }),
        y: z.number({ error: MSG.required }),
        width: z.number({ error: MSG.required }),
        height: z.number({ error: MSG.required }),
      }),
      { error: MSG.required },
    )
    .min(1, MSG.required)
    .max(100),
  version,
});
