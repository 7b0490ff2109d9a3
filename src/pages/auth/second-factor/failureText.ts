import { HttpError } from 'ra-core';

/** The server's own Dutch message of a refused call, or the fallback for anything unexpected. */
export const failureText = (failure: unknown, fallback: string) => {
  if (!(failure instanceof HttpError) || failure.status === 0 || failure.status >= 500) return fallback;
  const fields = (failure.body as { fields?: Record<string, string> } | null)?.fields;
  return (fields && Object.values(fields)[0]) || failure.message || fallback;
};
