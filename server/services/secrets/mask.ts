import { MASK } from '../../../contract/trace-codes';
import { configuredSecrets, SECRET_PARAMETER } from './configured';

/**
 * The one masking of every text the server keeps or shows that may carry a secret
 * (docs/security.md "Secrets in texts"): the traces' requests, answers and errors, the reason on
 * an HDN message, an outbox row and a sent copy, a job's error, every log line. Masked:
 * - a value under a key that names a secret (password, token, authorization, code, bsn, …);
 * - the values the caller names as secret (an SMS code, a one-time link's token);
 * - the secrets of the configuration (configured.ts), wherever they appear;
 * - the password of a URL (`smtp://user:password@host`);
 * - the value of a query-string parameter that names a secret (`?key=…`, `&token=…`, `apikey=…`);
 * - a run of 32 or more URL-safe characters (the tokens of one-time links, API keys);
 * - a BSN: nine digits that pass the eleven test.
 */

const SECRET_KEYS = /^(pass|password|passwd|pwd|wachtwoord|secret|token|access_token|refresh_token|authorization|cookie|apikey|api_key|code|verificatiecode|pin|bsn|burgerservicenummer)$/i;
const SECRET_SUFFIX = /(password|wachtwoord|secret|token)$/i;
// A password never holds an unencoded `/ ? # @` (RFC 3986), nor quotes or brackets: the match stops
// there, so `http://host:8080/x?mail=a@b.nl` keeps its port and address.
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/?#@"'<>]*:)[^\s/?#@"'<>]+@/gi;
const QUERY_PARAMETER = /([?&;]([\w.-]+)=)([^&#\s"'<>]+)/g;
const LONG_TOKEN = /[A-Za-z0-9_-]{32,}/g;
const NINE_DIGITS = /(?<!\d)\d{9}(?!\d)/g;

/** The eleven test (elfproef) of a BSN: 9·d1 + 8·d2 + … + 2·d8 − d9 is a multiple of 11. */
export function isBsn(digits: string) {
  if (!/^\d{9}$/.test(digits) || digits === '000000000') return false;
  const sum = [...digits].reduce((total, d, i) => total + (i === 8 ? -1 : 9 - i) * Number(d), 0);
  return sum % 11 === 0;
}

/** `text` with every secret masked (the rules above). */
export function maskText(text: string, secrets: readonly string[] = []) {
  let out = text;
  for (const secret of [...secrets, ...configuredSecrets()]) if (secret) out = out.split(secret).join(MASK);
  return out
    .replace(URL_PASSWORD, `$1${MASK}@`)
    .replace(QUERY_PARAMETER, (all, head: string, name: string) => (SECRET_PARAMETER.test(name) ? `${head}${MASK}` : all))
    .replace(LONG_TOKEN, MASK)
    .replace(NINE_DIGITS, (digits) => (isBsn(digits) ? MASK : digits));
}

/** Nesting deeper than this is not kept: no request or answer of ours goes deeper, a cycle would. */
const MAX_DEPTH = 12;

/** A JSON-safe copy of `value` with every secret replaced by the mask. */
export function mask(value: unknown, secrets: readonly string[] = [], depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (depth > MAX_DEPTH) return '…';
  if (typeof value === 'string') return maskText(value, secrets);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `(${value.byteLength} bytes)`;
  if (Array.isArray(value)) return value.map((item) => mask(item, secrets, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => typeof item !== 'function')
        .map(([key, item]) => [key, SECRET_KEYS.test(key) || SECRET_SUFFIX.test(key) ? (item === null || item === undefined ? null : MASK) : mask(item, secrets, depth + 1)]),
    );
  }
  return String(value);
}

/**
 * What a failure says: its message and its cause's, which is where fetch keeps the reason ("fetch
 * failed" alone tells an administrator nothing; "connect ECONNREFUSED 10.0.0.5:443" does).
 */
function failureText(error: unknown) {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message || (error.cause as NodeJS.ErrnoException).code : undefined;
  return cause && !error.message.includes(cause) ? `${error.message} (${cause})` : error.message;
}

/** The text of a failure as it may be kept or shown: its message with its cause, masked, at most `max` characters. */
export const errorText = (error: unknown, max = 2000, secrets: readonly string[] = []) => maskText(failureText(error), secrets).slice(0, max);
