/**
 * Failures of the connection rather than of the statement: the database is stopped, restarting,
 * refusing connections or out of reach (node's socket codes, PostgreSQL's class 08, admin
 * shutdown 57P01–57P03, too many connections 53300, and pg's own texts for a lost connection or a
 * pool that found none in time).
 */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const CONNECTION_TEXTS = /connection terminated|timeout exceeded when trying to connect|not queryable/i;

/** Whether an error means the database could not be reached: the request may be tried again (503). */
export function databaseUnavailable(error: unknown) {
  for (let current = error as { cause?: unknown } | null, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && CONNECTION_TEXTS.test(message)) return true;
    // An AggregateError (a host with several addresses) carries its socket errors in `errors`.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((e) => databaseUnavailable(e))) return true;
  }
  return false;
}
