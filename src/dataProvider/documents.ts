import type { z } from 'zod';
import type { documentDetailSchema, documentSchema, historyEntrySchema, requestedDocumentSchema } from '../../contract/documents';
import { DOCUMENT_LIJSTEN, type DocumentLijst } from '../../contract/document-lists';
import { request, upload } from './http';

/**
 * Named calls of the dossier's documents, their review and the page tools (docs/documents.md,
 * docs/pdf.md). Moments arrive as ISO texts, so the wire shapes are the schemas' inputs.
 */
export type DossierDocument = z.input<typeof documentSchema>;
export type DocumentDetail = z.input<typeof documentDetailSchema>;
export type RequestedDocument = z.input<typeof requestedDocumentSchema>;

export interface StatusColour {
  code: string;
  omschrijving: string;
  icoon: string;
  kleur: string;
}

interface CodeItem {
  id: string;
  omschrijving: string;
}

export interface DeclineReason {
  id: number;
  code: string;
  omschrijving: string;
}

export type Reviewer = 'sp' | 'nhl';

/** The page tools of `/printdocs/{id}/…`, by their path (docs/pdf.md). */
export type PageTool = 'pages/remove' | 'split' | 'duplicate' | 'merge' | 'pages/move' | 'pages/rotate' | 'compress' | 'blur-manually';

export type HistoryEntry = z.input<typeof historyEntrySchema>;

const pad = (lijst: DocumentLijst) => DOCUMENT_LIJSTEN.find((l) => l.id === lijst)?.pad ?? 'passeren';
const dossierPath = (dossierId: number) => `/api/v1/dossiers/${dossierId}`;

/** Hands bytes to the browser as a download: a plain link would carry no bearer token. */
export const saveAs = (blob: Blob, name: string) => {
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
};

export const documentCalls = {
  getDocuments: (dossierId: number, lijst: DocumentLijst) => request<DossierDocument[]>(`${dossierPath(dossierId)}/${pad(lijst)}/documenten`),
  getArchivedDocuments: (dossierId: number) => request<DossierDocument[]>(`${dossierPath(dossierId)}/documenten/gearchiveerd`),
  getExpiredDocuments: (dossierId: number) => request<DossierDocument[]>(`${dossierPath(dossierId)}/documenten/vervallen`),
  createDocument: (dossierId: number, lijst: DocumentLijst, body: { naam: string; soort?: string | null; dossierDocumentId?: number | null }) =>
    request<DossierDocument>(`${dossierPath(dossierId)}/${pad(lijst)}/documenten`, { method: 'POST', body, formErrors: true }),
  /** Multipart field `document`; file refusals are shown by the upload control. */
  uploadIntoDocument: (document: Pick<DossierDocument, 'id' | 'dossierId' | 'lijst'>, file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('document', file, file.name);
    return upload<DossierDocument>(`${dossierPath(document.dossierId)}/${pad(document.lijst)}/documenten/${document.id}`, { form, onProgress });
  },
  getDocumentDetail: (id: number) => request<DocumentDetail>(`/api/v1/documenten/${id}`),
  /** The current file; `report: false` because the viewer shows its own failure text. */
  getDocumentFile: (id: number | string) => request<Blob>(`/api/v1/printdocs/${encodeURIComponent(id)}`, { as: 'blob', report: false }),
  getDocumentName: (id: number | string) => request<{ id: number; naam: string; bestandNaam: string | null }>(`/api/v1/printdocs/${encodeURIComponent(id)}/document-name`, { report: false }),
  /** A dossier without documents answers 404 with its own text: the screen says it, no error dialog. */
  downloadAllDocuments: async (dossierId: number) =>
    saveAs(await request<Blob>(`${dossierPath(dossierId)}/documenten/zip`, { as: 'blob', shownByCaller: [404] }), `dossier-${dossierId}-documenten.zip`),
  getBlurredDocument: (id: number | string) => request<Blob>(`/api/v1/documents/blurred/${encodeURIComponent(id)}`, { as: 'blob', report: false }),
  requestDocument: (dossierId: number, body: { soort: string; hypotheekgeverId?: number | null; toelichting?: string | null }) =>
    request<RequestedDocument>(`${dossierPath(dossierId)}/documenten/opgevraagd`, { method: 'POST', body, formErrors: true }),
  getDocumentHistory: (dossierId: number, documentId?: number) =>
    request<HistoryEntry[]>(`${dossierPath(dossierId)}/documenten/history`, { method: 'POST', body: documentId === undefined ? {} : { documentId } }),
  setDocumentKind: (document: Pick<DossierDocument, 'id' | 'dossierId'>, soort: string) =>
    request<DossierDocument>(`${dossierPath(document.dossierId)}/documenten/soort`, { method: 'POST', body: { documentId: document.id, soort } }),
  setDeclineReasons: (id: number, rsRedenIds: number[]) => request<DossierDocument>(`/api/v1/documenten/${id}/redens`, { method: 'PUT', body: { rsRedenIds } }),
  passDocuments: (dossierId: number, documentsId: number[]) =>
    request<DossierDocument[]>(`/api/v1/dossiers/document/${dossierId}/pass`, { method: 'POST', body: { dossierId, documentsId } }),
  getStatusColours: () => request<StatusColour[]>('/api/v1/rs/statuskleurs'),
  getDocumentKinds: () => request<CodeItem[]>('/api/v1/rs/checkdocsoort'),
  getDeclineReasons: () => request<DeclineReason[]>('/api/v1/documenten/redens'),
  getRequestedDocuments: (dossierId: number, dossierChange: boolean) =>
    request<RequestedDocument[]>(`${dossierPath(dossierId)}/documenten/opgevraagd${dossierChange ? '/dossier-change' : ''}`),
  /** A change request's document is judged by the lender alone, on its own path. */
  verifyDocument: (document: Pick<DossierDocument, 'id' | 'dossierId'>, by: Reviewer, dossierChange = false) =>
    request<DossierDocument>(
      dossierChange ? `/api/v1/dossiers/document/dx/${document.id}/verify-nhl/dossier-change` : `/api/v1/dossiers/document/${document.dossierId}/${document.id}/verify-${by}`,
      { method: 'PATCH' },
    ),
  declineDocument: (document: Pick<DossierDocument, 'id' | 'dossierId'>, by: Reviewer, body: { rsRedenIds: number[]; toelichting?: string }, dossierChange = false) =>
    request<DossierDocument>(
      dossierChange ? `/api/v1/dossiers/document/dx/${document.id}/decline-nhl/dossier-change` : `/api/v1/dossiers/document/${document.dossierId}/${document.id}/decline-${by}`,
      { method: 'POST', body, formErrors: true },
    ),
  removeDocument: (id: number) => request<void>(`/api/v1/dossiers/document/dx/${id}/remove`, { method: 'PATCH' }),
  /** A page operation saved as a new version; the editor shows a refusal itself. */
  applyPageTool: (id: number, tool: PageTool, body: Record<string, unknown>) =>
    request<DossierDocument | { document: DossierDocument; splitOff: DossierDocument }>(`/api/v1/printdocs/${id}/${tool}`, { method: 'POST', body, report: false }),
  previewPageTool: (id: number, tool: PageTool, body: Record<string, unknown>) =>
    request<Blob>(`/api/v1/printdocs/${id}/${tool}/preview`, { method: 'POST', body, as: 'blob', report: false }),
  restoreDocumentVersion: (id: number, versie: number, version: number) =>
    request<DossierDocument>(`/api/v1/printdocs/${id}/versions/${versie}/restore`, { method: 'POST', body: { version }, report: false }),
};
export type DocumentCalls = typeof documentCalls;
