import { MASK } from '../../../contract/trace-codes';

/**
 * Masking of what a trace keeps (docs/traces.md). Applied to every request and answer before it is
 * stored, so a secret never reaches the table:
 * - a value under a key that names a secret (password, token, authorization, code, bsn, …);
 * - the values the caller names as secret (an SMS code, a one-time link's token);
 * - the password of a URL (`smtp://user:password@host`);
 * - a run of 32 or more URL-safe characters (the tokens of one-time links, API keys);
 * - a BSN: nine digits that pass the eleven test.
 */

const SECRET_KEYS = /^(pass|password|passwd|pwd|wachtwoord|secret|token|access_token|refresh_token|authorization|cookie|apikey|api_key|code|verificatiecode|pin|bsn|burgerservicenummer)$/i;
const SECRET_SUFFIX = /(password|wachtwoord|secret|token)$/i;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi;
const LONG_TOKEN = /[A-Za-z0-9_-]{32,}/g;
const NINE_DIGITS = /(?<!\d)\d{9}(?!\d)/g;

/** The eleven test (elfproef) of a BSN: 9·d1 + 8·d2 + … + 2·d8 − d9 is a multiple of 11. */
export function isBsn(digits: string) {
  if (!/^\d{9}$/.test(digits) || digits === '000000000') return false;
  const sum = [...digits].reduce((total, d, i) => total + (i === 8 ? -1 : 9 - i) * Number(d), 0);
  return sum % 11 === 0;
}

function maskText(text: string, secrets: readonly string[]) {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join(MASK);
  return out
    .replace(URL_PASSWORD, `$1${MASK}@`)
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

/** A target address with its password masked, for the trace's `doel`. */
export const maskTarget = (target: string) => maskText(target, []);
