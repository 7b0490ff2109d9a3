import type { z } from 'zod';
import type {
  draftAttachmentSchema,
  folderCountSchema,
  MailFolder,
  mailboxSchema,
  mailDetailSchema,
  mailFilterSchema,
  mailItemSchema,
  mailSendSchema,
  recentContactSchema,
  recipientSchema,
  relinkSchema,
  WORK_FOLDERS,
} from '../../contract/mail';
import type { Page } from './crud';
import { saveAs } from './documents';
import { request, upload } from './http';

/** Named calls of the mail area (spec 002 §7 "Mail"; docs/mail.md). */
export type MailItem = z.input<typeof mailItemSchema>;
export type MailDetail = z.input<typeof mailDetailSchema>;
export type Mailbox = z.input<typeof mailboxSchema>;
export type FolderCount = z.input<typeof folderCountSchema>;
export type MailFilter = z.input<typeof mailFilterSchema>;
export type NewMail = z.input<typeof mailSendSchema>;
export type Recipient = z.input<typeof recipientSchema>;
export type RecentContact = z.input<typeof recentContactSchema>;
export type DraftAttachment = z.input<typeof draftAttachmentSchema>;
type Relink = z.input<typeof relinkSchema>;

const BASE = '/api/v1/new/mail';

export const mailCalls = {
  getMailboxes: () => request<Mailbox[]>(`${BASE}/mailboxes`),
  searchMail: (paging: { page: number; size: number }, filter: MailFilter) => request<Page<MailItem>>(`${BASE}/search`, { method: 'POST', query: { ...paging }, body: filter }),
  getMailFolders: (filter: MailFilter) => request<FolderCount[]>(`${BASE}/search/folders`, { method: 'POST', body: filter }),
  getDossierMailFolders: (dossierId: number) => request<FolderCount[]>(`${BASE}/dossier/${dossierId}/folders`),
  getDossierMail: (dossierId: number, folder: MailFolder, paging: { page: number; size: number }) =>
    request<Page<MailItem>>(`${BASE}/dossier/${dossierId}/${folder}`, { query: { ...paging } }),
  getMail: (id: number) => request<MailDetail>(`${BASE}/${id}`),
  setMailRead: (id: number, value: boolean) => request<MailDetail>(`${BASE}/readflag/${id}/${value}`, { method: 'PATCH' }),
  setMailFollowUp: (id: number, value: boolean) => request<MailDetail>(`${BASE}/followup/${id}/${value}`, { method: 'PATCH' }),
  setMailFolder: (id: number, folder: (typeof WORK_FOLDERS)[number]) => request<MailDetail>(`${BASE}/setfolder/${id}/${folder}`, { method: 'PATCH' }),
  /** A refusal (a dossier that does not exist) is shown in the link dialog, at the number. */
  linkMailToDossier: (id: number, dossierId: number) => request<MailDetail>(`${BASE}/${id}/link/dossier/${dossierId}`, { method: 'PUT', report: false }),
  linkMailToOffice: (id: number, officeId: number) => request<MailDetail>(`${BASE}/${id}/link/kantoor/${officeId}`, { method: 'PUT', report: false }),
  relinkMail: (id: number, body: Relink) => request<MailDetail>(`${BASE}/${id}`, { method: 'PUT', body, report: false }),
  setMailDeadline: (id: number, timestamp: string | null) => request<MailDetail>(`${BASE}/${id}/deadline`, { method: 'PUT', body: { timestamp } }),
  markMailRead: (ids: number[]) => request<{ aantal: number }>(`${BASE}/readflag/true`, { method: 'PUT', body: { ids } }),
  archiveMail: (ids: number[]) => request<{ aantal: number }>(`${BASE}/archive`, { method: 'PUT', body: { ids } }),
  deleteMail: (id: number) => request<void>(`${BASE}/${id}`, { method: 'DELETE' }),
  /** A refused address comes back as the spec's text (002 §8); the compose dialog shows it. */
  sendMail: (body: NewMail) => request<MailDetail>(BASE, { method: 'POST', body, report: false }),
  uploadMailAttachment: (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return upload<DraftAttachment>(`${BASE}/concept-bijlagen`, { form, onProgress });
  },
  getMailAttachment: (id: number | string) => request<Blob>(`${BASE}/attachment/${encodeURIComponent(id)}`, { as: 'blob' }),
  downloadMailAttachment: async (id: number, naam: string) => saveAs(await request<Blob>(`${BASE}/attachment/${id}`, { as: 'blob' }), naam),
  getRecentContacts: () => request<RecentContact[]>(`${BASE}/contacts/recent`),
  findContacts: (search: string) => request<RecentContact[]>(`${BASE}/contacts`, { query: { search } }),
  resolveContacts: (emails: string[]) => request<RecentContact[]>(`${BASE}/contacts/resolve`, { method: 'POST', body: { emails } }),
  downloadMailReport: async (filter: MailFilter, format: 'csv' | 'pdf') =>
    saveAs(await request<Blob>(`/api/v1/berichten/report/${format}`, { method: 'POST', body: filter, as: 'blob' }), `berichten-${new Date().toISOString().slice(0, 10)}.${format}`),
  getMailTeams: () => request<{ id: number; teamNaam: string; teamEmail: string }[]>('/api/v1/teams/mail-to'),
};
export type MailCalls = typeof mailCalls;
