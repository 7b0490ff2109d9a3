/**
 * The secrets the configuration holds (docs/security.md "Secrets in texts"): the passwords and
 * query-string keys of HDN_URL, SMTP_URL, S3_URL and DATABASE_URL, and the Basic credential made
 * of a URL's user and password. Remembered at start, so every masking hides them wherever they
 * turn up: an error that quotes a request, a relay that echoes its login, a log line.
 *
 * Kept per process, not per server: two servers built in one process (the tests) each add theirs,
 * and masking a value of the other does no harm.
 */

const known = new Set<string>();
/** Longest first, so a secret that holds another is masked whole. */
let ordered: readonly string[] = [];

/** Shorter values are masked only where they stand in a URL (mask.ts), not in every word that holds them. */
const SHORTEST = 6;

/** A query-string parameter whose name says it carries a secret (`key`, `apikey`, `token`, `X-Amz-Signature`, …). */
export const SECRET_PARAMETER = /(?:key|token|secret|passw(?:or)?d|pwd|pass|signature|sig|auth|credentials?)$/i;

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

function secretsOf(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const values: string[] = [];
  if (parsed.password) {
    values.push(parsed.password, decoded(parsed.password));
    values.push(Buffer.from(`${decoded(parsed.username)}:${decoded(parsed.password)}`).toString('base64'));
  }
  for (const [name, value] of parsed.searchParams) if (SECRET_PARAMETER.test(name)) values.push(value, encodeURIComponent(value));
  return values;
}

/** Remembers the secrets of these configured URLs (any of them may be absent). */
export function rememberConfiguredSecrets(urls: readonly (string | undefined)[]) {
  for (const url of urls) if (url) for (const value of secretsOf(url)) if (value.length >= SHORTEST) known.add(value);
  ordered = [...known].sort((a, b) => b.length - a.length);
}

export const configuredSecrets = () => ordered;
