import type { z } from 'zod';
import type { noteSchema } from '../../contract/notes';
import type { Page } from './crud';
import { request } from './http';

/** Named calls of a dossier's notes (spec 000 §3, §7; docs/documents.md "Notes"). */
export type Note = z.input<typeof noteSchema>;

export interface NewNote {
  onderwerp: string;
  aanleiding: string;
  priorityId: number;
  bodyText: string;
  files: { base64File: string; filename: string }[];
}

export const noteCalls = {
  getNotes: (dossierId: number, page: number, size: number) => request<Page<Note>>(`/api/v1/dossiers/${dossierId}/notities`, { query: { page, size } }),
  createNote: (dossierId: number, body: NewNote) => request<Note>(`/api/v1/dossiers/${dossierId}/notities`, { method: 'POST', body, formErrors: true }),
  getNote: (id: number) => request<Note>(`/api/v1/notities/${id}`),
  deleteNote: (id: number) => request<void>(`/api/v1/notities/${id}`, { method: 'DELETE' }),
  /** A 404 or 500 opens the Foutmelding popup with 'Het document kan niet weergegeven worden' (spec 000 §8). */
  getNoteAttachment: (noteId: number | string, key: string) => request<Blob>(`/api/v1/notities/attachment/${encodeURIComponent(noteId)}`, { query: { key }, as: 'blob' }),
};
export type NoteCalls = typeof noteCalls;
