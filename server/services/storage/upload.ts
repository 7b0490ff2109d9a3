import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { type ApiErrorType, SERVER_MESSAGES } from '../../../contract/errors';
import { DEFAULT_FILE_KINDS, FILE_KINDS, FILE_MESSAGES, type FileKind, UPLOAD_MAX_BYTES } from '../../../contract/files';
import { AppError, general } from '../../errors';
import { type FileStorage, type StagedFile, TooLarge } from './storage';

/** What one use of the upload accepts (spec 000 §5: default pdf and jpeg, at most 30,000,000 bytes). */
export interface UploadRule {
  kinds?: readonly FileKind[];
  maxBytes?: number;
}

/** A staged file whose kind is known from its bytes. */
export interface CheckedFile extends StagedFile {
  mimeType: string;
}

export interface Upload {
  /** The text parts of the form, by name. */
  fields: Record<string, string>;
  file?: CheckedFile;
}

const fileError = (type: ApiErrorType, message: string) => new AppError(400, { type, messages: [message] });

/** A plain file name: no folders, no control characters, not too long. */
export const cleanName = (raw: string) => {
  const naam = raw.normalize('NFC').trim();
  const plain = naam.length > 0 && naam.length <= 200 && path.basename(naam) === naam && !/[\\/\p{Cc}]/u.test(naam);
  return plain && naam !== '.' && naam !== '..' ? naam : null;
};

/** Reads the rest of a part we refuse, so the request still ends cleanly. */
const drain = async (part: MultipartFile) => {
  for await (const chunk of part.file) void chunk;
};

/**
 * Reads a multipart request: its text fields and at most one file, streamed to a temporary file
 * in `storage`. The kind is recognised from the bytes (file-type), never from the name or the
 * client's content type, and the name's extension must fit that kind. A refusal answers the
 * spec's FILESIZE / FILETYPE / FILENAME error and removes what was written.
 */
export async function readUpload(request: FastifyRequest, storage: FileStorage, rule: UploadRule = {}): Promise<Upload> {
  if (!request.isMultipart()) throw general(415, SERVER_MESSAGES.multipartExpected);
  const kinds = rule.kinds ?? DEFAULT_FILE_KINDS;
  const maxBytes = Math.min(rule.maxBytes ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES);
  const fields: Record<string, string> = {};
  let file: StagedFile | undefined;
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const naam = cleanName(part.filename);
      if (file || !naam) {
        await drain(part);
        throw file ? fileError('FILENAME', FILE_MESSAGES.oneFile) : fileError('FILENAME', FILE_MESSAGES.badName);
      }
      file = await storage.stage(part.file, naam, maxBytes);
      if (part.file.truncated) throw new TooLarge();
    }
    if (!file) return { fields };
    return { fields, file: await checkKind(storage, file, kinds) };
  } catch (error) {
    if (file) await storage.discard(file);
    throw translate(error, maxBytes);
  }
}

/** Recognises a staged file's kind from its bytes; a kind not in `kinds`, or a name that does not fit it, is refused with FILETYPE. */
export async function checkKind(storage: FileStorage, file: StagedFile, kinds: readonly FileKind[]): Promise<CheckedFile> {
  // Loaded at the first upload, not at every start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(await storage.head(file));
  const extension = path.extname(file.naam).toLowerCase();
  const kind = kinds.find((k) => {
    const def = FILE_KINDS[k];
    return detected?.mime === def.mime && (def.extensions as readonly string[]).includes(extension);
  });
  if (!kind) throw fileError('FILETYPE', FILE_MESSAGES.wrongType);
  return { ...file, mimeType: FILE_KINDS[kind].mime };
}

/** Refusals of the multipart reader in the spec's words; anything else passes unchanged. */
function translate(error: unknown, maxBytes: number) {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (error instanceof TooLarge || code === 'FST_REQ_FILE_TOO_LARGE') return fileError('FILESIZE', FILE_MESSAGES.tooLarge(maxBytes));
  if (code === 'FST_FILES_LIMIT') return fileError('FILENAME', FILE_MESSAGES.oneFile);
  if (code?.startsWith('FST_')) return fileError('GENERAL', SERVER_MESSAGES.invalidInput);
  return error;
}

/** A required file: its absence is a field error on `file`. */
export const requireFile = (upload: Upload): CheckedFile => {
  if (!upload.file) {
    throw new AppError(400, { type: 'VALIDATION', messages: [`Bestand: ${FILE_MESSAGES.missing}`], fields: { file: FILE_MESSAGES.missing } });
  }
  return upload.file;
};
