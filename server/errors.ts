import { SERVER_MESSAGES, type ApiErrorBody } from '../contract/errors';

/** A failure with a status and the one error body; thrown by services, answered by the error plugin. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.messages.join('; '));
  }
}

export const general = (status: number, message: string) =>
  new AppError(status, { type: 'GENERAL', messages: [message] });

export const notFound = () => general(404, SERVER_MESSAGES.notFound);
export const forbidden = () => general(403, SERVER_MESSAGES.accessDenied);
export const notYours = () => general(403, SERVER_MESSAGES.notYours);
export const unauthorized = () => general(401, SERVER_MESSAGES.notSignedIn);
export const stale = () => general(409, SERVER_MESSAGES.staleRecord);

/**
 * Dutch names of the fields many routes share (paging, versions, ids), for a route whose own
 * labels leave them out: a message never names a field in English or in code.
 */
const COMMON_LABELS: Record<string, string> = {
  version: 'Versie',
  id: 'Nummer',
  ids: 'Selectie',
  page: 'Pagina',
  size: 'Aantal per pagina',
  sort: 'Sortering',
  search: 'Zoeken',
  body: 'Invoer',
  dossierId: 'Dossier',
};

/** A field's Dutch name: the route's label of the whole path or of its last name, else the common one. */
const labelOf = (field: string, labels: Record<string, string>) => {
  const last = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field;
  return labels[field] ?? labels[last] ?? COMMON_LABELS[last] ?? field;
};

/** 400 VALIDATION with Dutch field messages; `labels` turns field names into what the user reads. */
export function validationError(fields: Record<string, string>, labels: Record<string, string> = {}) {
  return new AppError(400, {
    type: 'VALIDATION',
    messages: Object.entries(fields).map(([field, message]) => `${labelOf(field, labels)}: ${message}`),
    fields,
  });
}
