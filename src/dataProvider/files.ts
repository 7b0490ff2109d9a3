import { type CreateParams, HttpError, type UpdateParams } from 'ra-core';
import type { ApiErrorBody } from '../../contract/errors';
import type { BackofficeTemplate, BackofficeTemplateVariable } from '../../contract/backoffice-template';
import type { InformationItem, InformationLite, InformationType } from '../../contract/information';
import type { Page } from './crud';
import { request, upload } from './http';

const TEMPLATES = '/api/v1/back-office-template';
const INFORMATION = '/api/v1/information';

/** The PDF of a back-office template arrives as base64 (spec 002 §7); the viewer wants bytes. */
const base64ToBlob = (base64: string) => {
  const binary = atob(base64.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
};

interface InformationSearch {
  categorie?: string;
  tekst?: string;
  page: number;
  size: number;
}

/** Named calls of Backoffice templates and Informatie en nieuws beyond CRUD (DESIGN.md, Style). */
export interface FileCalls {
  getBackofficeTemplateVariables: () => Promise<BackofficeTemplateVariable[]>;
  uploadBackofficeTemplatePdf: (id: number, file: File, onProgress: (fraction: number) => void) => Promise<BackofficeTemplate>;
  getBackofficeTemplatePdf: (id: number | string) => Promise<Blob>;
  deleteBackofficeTemplatePdf: (id: number) => Promise<void>;
  getInformationTypes: () => Promise<InformationType[]>;
  /** The reader pages: published items of a category, newest first, without their bodies. */
  searchInformationLite: (search: InformationSearch) => Promise<Page<InformationLite>>;
  getInformationBody: (id: number) => Promise<string>;
  getInformationPdf: (id: number | string) => Promise<Blob>;
}

export const fileCalls: FileCalls = {
  getBackofficeTemplateVariables: () => request<BackofficeTemplateVariable[]>('/api/v1/back-office-template-variable'),
  uploadBackofficeTemplatePdf: (id, file, onProgress) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return upload<BackofficeTemplate>(`${TEMPLATES}/${id}/pdf`, { method: 'PUT', form, onProgress });
  },
  getBackofficeTemplatePdf: async (id) => base64ToBlob(await request<string>(`${TEMPLATES}/${encodeURIComponent(id)}/pdf`, { as: 'text' })),
  deleteBackofficeTemplatePdf: (id) => request(`${TEMPLATES}/${id}/pdf`, { method: 'DELETE' }),
  getInformationTypes: () => request<InformationType[]>('/api/v1/rs/informationtypes'),
  searchInformationLite: ({ categorie, tekst, page, size }) =>
    request<Page<InformationLite>>(`${INFORMATION}/search/lite`, {
      method: 'POST',
      query: { page, size, sort: 'publicatieDatum,desc' },
      body: { categorie, tekst: tekst || undefined },
    }),
  getInformationBody: (id) => request<string>(`${INFORMATION}/${id}/body`, { as: 'text' }),
  getInformationPdf: (id) => request<Blob>(`${INFORMATION}/${encodeURIComponent(id)}/pdf`, { as: 'blob' }),
};

/** The writable fields of an item (contract/information.ts), named here so zod stays out of the first download. */
export const INFORMATION_FIELDS = ['typeId', 'titel', 'samenvatting', 'body', 'publicatieDatum', 'vervalDatum', 'active'] as const;

/** The form's fields plus, optionally, the chosen PDF (`pdfFile`) and whether to drop the current one. */
const informationBody = (data: Record<string, unknown>) => {
  const fields = Object.fromEntries(INFORMATION_FIELDS.map((f) => [f, data[f] ?? null]));
  return { fields, file: data.pdfFile instanceof File ? data.pdfFile : null, pdfVerwijderen: data.pdfVerwijderen === true };
};

/** Create or update in one call: JSON, or multipart with the JSON in `information` when a PDF goes along. */
const sendInformation = (method: 'POST' | 'PUT', body: Record<string, unknown>, file: File | null) => {
  if (!file) return request<InformationItem>(INFORMATION, { method, body, formErrors: true });
  const form = new FormData();
  form.append('information', JSON.stringify(body));
  form.append('pdf', file, file.name);
  return upload<InformationItem>(INFORMATION, { method, form, formErrors: true }).catch(asPdfFieldError);
};

/** A refused PDF (not a real PDF, too large, a bad name) is the form's error on the upload control, which offers 'Probeer opnieuw'. */
const asPdfFieldError = (error: unknown): never => {
  const { status, body } = error as { status?: number; body?: Partial<ApiErrorBody> | null };
  if (body?.type && ['FILESIZE', 'FILETYPE', 'FILENAME'].includes(body.type)) {
    const message = body.messages?.join(' ') ?? '';
    throw new HttpError(message, status ?? 400, { ...body, errors: { pdfFile: message } });
  }
  throw error;
};

/** Informatie en nieuws writes differ from the CRUD mapping: PUT has no id in its path (spec 002 §7) and the PDF travels along. */
export const informationWrites = {
  create: async (params: CreateParams): Promise<{ data: never }> => {
    const { fields, file } = informationBody(params.data);
    return { data: (await sendInformation('POST', fields, file)) as never };
  },
  update: async (params: UpdateParams): Promise<{ data: never }> => {
    const { fields, file, pdfVerwijderen } = informationBody(params.data);
    const body = { ...fields, id: Number(params.id), version: params.previousData.version, pdfVerwijderen };
    return { data: (await sendInformation('PUT', body, file)) as never };
  },
};
