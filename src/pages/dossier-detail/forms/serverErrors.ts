import { HttpError } from 'ra-core';

/**
 * The field messages of a 400 VALIDATION answer (the fetch wrapper's `formErrors` option puts them
 * in `body.errors`, keyed by dotted path), for the form to show under its fields. A form that edits
 * one element of a list body names its `prefix` ('0.'), which is stripped. Null for any other failure:
 * those were already reported (409 and the rest open the Foutmelding dialog).
 */
export const serverFieldErrors = (error: unknown, prefix = ''): Record<string, string> | null => {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const fields = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
  if (!fields) return null;
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.startsWith(prefix) ? path.slice(prefix.length) : path, message]));
};
