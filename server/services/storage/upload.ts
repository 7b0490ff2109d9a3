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
  /** How many files one request may carry (default 1); each is checked on its own. */
  maxFiles?: number;
  /**
   * Parts that hold JSON: read as text also when the browser sends them as a file (a Blob of type
   * application/json, as a FormData part of a multipart call often is).
   */
  jsonParts?: readonly string[];
}

/** The most a JSON part may hold. */
const JSON_PART_BYTES = 1024 * 1024;

/** A staged file whose kind is known from its bytes. */
export interface CheckedFile extends StagedFile {
  mimeType: string;
}

export interface Upload {
  /** The text parts of the form, by name. */
  fields: Record<string, string>;
  /** The first (with maxFiles 1: the only) file. */
  file?: CheckedFile;
  files: CheckedFile[];
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
  const maxFiles = rule.maxFiles ?? 1;
  const jsonParts = rule.jsonParts ?? [];
  const tooMany = () => fileError('FILENAME', maxFiles === 1 ? FILE_MESSAGES.oneFile : FILE_MESSAGES.tooManyFiles(maxFiles));
  const fields: Record<string, string> = {};
  const staged: StagedFile[] = [];
  const checked: CheckedFile[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: maxFiles + jsonParts.length, fields: 20, fieldSize: JSON_PART_BYTES, parts: maxFiles + jsonParts.length + 20 } });
    for await (const part of parts as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (jsonParts.includes(part.fieldname)) {
        fields[part.fieldname] = await readText(part);
        continue;
      }
      const naam = cleanName(part.filename);
      if (staged.length >= maxFiles || !naam) {
        await drain(part);
        throw naam ? tooMany() : fileError('FILENAME', FILE_MESSAGES.badName);
      }
      staged.push(await storage.stage(part.file, naam, maxBytes));
      if (part.file.truncated) throw new TooLarge();
    }
    for (const file of staged) checked.push(await checkKind(storage, file, kinds));
    return { fields, file: checked[0], files: checked };
  } catch (error) {
    await Promise.all(staged.map((file) => storage.discard(file)));
    throw translate(error, maxBytes, tooMany);
  }
}

/** A JSON part sent as a file, as text; past the limit it is refused like a field that is too long. */
async function readText(part: MultipartFile) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= JSON_PART_BYTES) chunks.push(chunk);
  }
  if (size > JSON_PART_BYTES) throw fileError('GENERAL', SERVER_MESSAGES.invalidInput);
  return Buffer.concat(chunks).toString('utf8');
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
function translate(error: unknown, maxBytes: number, tooMany: () => AppError) {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (error instanceof TooLarge || code === 'FST_REQ_FILE_TOO_LARGE') return fileError('FILESIZE', FILE_MESSAGES.tooLarge(maxBytes));
  if (code === 'FST_FILES_LIMIT') return tooMany();
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
