import { NOTE_LIMITS } from '../../../contract/limits';

/** A chosen file as the note's JSON body carries it (spec 000 §3 "Note attachment"); the server accepts the data-URL prefix. */
export const toAttachment = (file: File) =>
  new Promise<{ base64File: string; filename: string }>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ base64File: String(reader.result), filename: file.name });
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsDataURL(file);
  });

/**
 * The chosen files after a new choice: at most ten are kept (spec 000 §5), and whether the user tried to
 * go past that, which shows the spec's warning.
 */
export const limitFiles = (all: readonly File[]) => ({ files: all.slice(0, NOTE_LIMITS.bijlagen), overflow: all.length > NOTE_LIMITS.bijlagen });

/** Spec 000 §5: the picker is disabled above 9 files. */
export const pickerFull = (files: readonly File[]) => files.length > NOTE_LIMITS.bijlagen - 1;

/**
 * The viewer's path of an attachment: `pdf/notes/{note}/{onderwerp}` with the file key (spec 000 §2)
 * and the file's name, which titles the viewer (a note may carry ten files under one subject).
 */
export const attachmentPath = (noteId: number, onderwerp: string, file: { key: string; naam: string }) =>
  `/pdf/notes/${noteId}/${encodeURIComponent(onderwerp)}?key=${encodeURIComponent(file.key)}&naam=${encodeURIComponent(file.naam)}`;
