import { app } from '../../i18n/nl';
import { statusName } from '../../i18n/statusName';
import type { Failure } from '../../dataProvider/failures';
import { SERVER_MESSAGES } from '../../../contract/errors';

export interface ErrorDialogContent {
  type: string;
  messages: string[];
  fields: { field: string; message: string }[];
  /** Closing reloads the whole page instead of refreshing the data (failed upload). */
  reloadOnClose: boolean;
  /** The server's id of the failed request, shown so the user can quote it (docs/deploy.md "Request ids"). */
  requestId?: string;
}

/** What the shell does with a failure (spec 000 §8): log out, show the dialog, or both not. */
export interface Outcome {
  logout: boolean;
  dialog: ErrorDialogContent | null;
}

const KNOWN_TYPES = ['VALIDATION', 'GENERAL', 'FILESIZE', 'FILENAME', 'FILETYPE'];
const NOTES_ATTACHMENT_PATH = '/api/v1/notities/attachment/';

/**
 * Server texts of the PDF tools and the mail sender that are shown in Dutch. The patterns match
 * the engines' English messages; docs/errors.md lists them.
 */
const TRANSLATIONS: readonly [RegExp, string][] = [
  [/could not execute statement/i, app.errors.general],
  [/encrypt/i, app.errors.pdfEncrypted],
  [/(remove|delete) all pages/i, app.errors.pdfAllPages],
  [/page.*(does not exist|not found|out of range)/i, app.errors.pdfMissingPage],
  [/invalid (recipient|address)|recipient.*invalid/i, app.errors.mailRecipient],
];

export const translateMessage = (message: string) =>
  TRANSLATIONS.find(([pattern]) => pattern.test(message))?.[1] ?? message;

interface BodyShape {
  type?: unknown;
  messages?: unknown;
  fields?: unknown;
  requestId?: unknown;
}

const asShape = (body: unknown): BodyShape | null =>
  body && typeof body === 'object' && ('type' in body || 'messages' in body) ? (body as BodyShape) : null;

const messagesOf = (shape: BodyShape | null) =>
  Array.isArray(shape?.messages) ? shape.messages.filter((m): m is string => typeof m === 'string') : [];

/** Turns a field name of a VALIDATION body into the label the user knows. */
export type FieldLabel = (field: string) => string;

const content = (type: string, messages: string[], fields: Record<string, unknown> = {}, label: FieldLabel = String): ErrorDialogContent => {
  const translated = messages.map(translateMessage);
  return {
    type,
    messages: translated,
    fields: Object.entries(fields).map(([field, message]) => ({ field: label(field), message: translateMessage(String(message)) })),
    reloadOnClose: translated[0] === app.errors.uploadFailed,
  };
};

const fromBody = (status: number, body: unknown, label: FieldLabel): ErrorDialogContent => {
  const shape = asShape(body);
  if (!shape) {
    return content('GENERAL', [typeof body === 'string' && body ? body : `${status} ${statusName(status)}`]);
  }
  const type = typeof shape.type === 'string' ? shape.type : 'GENERAL';
  if (!KNOWN_TYPES.includes(type)) return content(type, [app.errors.requestProcessing]);
  const messages = messagesOf(shape);
  const fields = type === 'VALIDATION' && shape.fields && typeof shape.fields === 'object' ? (shape.fields as Record<string, unknown>) : {};
  return content(type, messages.length || Object.keys(fields).length ? messages : [`${status} ${statusName(status)}`], fields, label);
};

const LOGOUT: Outcome = { logout: true, dialog: null };

/** The request's id the server put in the error body, shown below the messages. */
const withReference = (dialog: ErrorDialogContent, body: unknown): ErrorDialogContent => {
  const requestId = asShape(body)?.requestId;
  return typeof requestId === 'string' && requestId ? { ...dialog, requestId } : dialog;
};

export const interpretError = ({ status, body, url }: Failure, label: FieldLabel = String): Outcome => {
  if (status === 401 || status === 503 || status === 0) return LOGOUT;
  const messages = messagesOf(asShape(body));
  if (messages.includes(SERVER_MESSAGES.accessDenied)) return LOGOUT;
  if (url.includes(NOTES_ATTACHMENT_PATH) && (status === 404 || status === 500)) {
    const shape = asShape(body);
    return {
      logout: false,
      dialog: withReference(
        messages.length ? content(typeof shape?.type === 'string' ? shape.type : 'FILETYPE', messages) : content('FILETYPE', [app.errors.documentNotShown]),
        body,
      ),
    };
  }
  return { logout: false, dialog: withReference(fromBody(status, body, label), body) };
};
