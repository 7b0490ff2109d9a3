/**
 * Upload rules shared by the upload control and the server (spec 000 §5, 002 §5): the size limit,
 * the kinds of file a use accepts and the spec's texts for a refusal.
 */

/** The upload widget's default limit: 30,000,000 bytes ("30 mb" in the spec's texts). */
export const UPLOAD_MAX_BYTES = 30_000_000;

/** File kinds by the name the spec's `types` option uses; the server recognises them from the bytes. */
export const FILE_KINDS = {
  pdf: { mime: 'application/pdf', extensions: ['.pdf'] },
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { mime: 'image/png', extensions: ['.png'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['.docx'] },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/** The spec's default: pdf and jpeg. */
export const DEFAULT_FILE_KINDS: readonly FileKind[] = ['pdf', 'jpeg'];

/** Megabytes as the spec writes them: decimal, whole (30,000,000 bytes is "30mb"). */
export const megabytes = (bytes: number) => Math.round(bytes / 1_000_000);

export const FILE_MESSAGES = {
  tooLarge: (maxBytes: number) =>
    `Het document kan niet worden geüpload. Het maximale bestandsformaat is ${megabytes(maxBytes)}mb.`,
  wrongType: 'Bestandstype wordt niet ondersteund.',
  badName: 'De bestandsnaam is ongeldig: gebruik een naam van ten hoogste 200 tekens zonder mapnamen.',
  missing: 'Kies een bestand.',
  oneFile: 'Stuur één bestand tegelijk.',
  tooManyFiles: (n: number) => `Stuur ten hoogste ${n} bestanden tegelijk.`,
} as const;

/** A file as the API describes it next to its owner; the bytes come from the owner's own call or GET /files/{key}. */
export interface FileInfo {
  key: string;
  naam: string;
  mimeType: string;
  grootte: number;
}
