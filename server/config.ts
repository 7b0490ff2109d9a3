import path from 'node:path';

const PROFILES = ['ff', 'nhl', 'hin'] as const;
type Profile = (typeof PROFILES)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; without it the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  profile: Profile;
  /** Minutes a sign-in stays valid. */
  tokenTtlMinutes: number;
  /** Directory of the built browser app; absent in API-only runs. */
  staticDir?: string;
  /** Directory of the app's server render of its first screen (docs/first-screen.md); without it every page starts in the browser. */
  firstScreenDir?: string;
  /** Fill the demo organisation and accounts on an empty database. */
  demo: boolean;
  /** Secure cookies (behind HTTPS). */
  secureCookies: boolean;
  /** Sign-in requests one address may make per minute, on top of the per-user lock. */
  loginRatePerMinute: number;
  /** s3://key:secret@host:port/bucket?region=…&forcePathStyle=true for the file store (docs/files.md); without it files live under dataDir/files. */
  s3Url?: string;
  /** smtp://user:pass@host:port for outgoing mail; without it mail stays in the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Wait before the second try of a mail the relay did not take; each next try waits twice as long. */
  mailRetryMs: number;
  /** Port of the SMTP listener that files incoming mail (docs/mail.md); 0: no listener. */
  smtpPort: number;
  /** Address the SMTP listener binds to: loopback unless a front MTA on another machine delivers. */
  smtpHost: string;
  /** The largest message the listener accepts, in bytes; a larger one is refused at DATA (552). */
  smtpMaxBytes: number;
  /** The address users reach the app at, used in links sent by mail (never taken from a request header). */
  publicUrl: string;
  /** Minutes a "wachtwoord vergeten" link stays valid. */
  passwordResetTtlMinutes: number;
  /** Where outgoing HDN messages are posted (docs/hdn.md); without it (and without hdnDir) they are kept, marked not sent. */
  hdnUrl?: string;
  /** The HDN drop folder: messages are read from `in/` and, without hdnUrl, written to `uit/` (docs/hdn.md). */
  hdnDir?: string;
  /** The back office's own code as sender of HDN messages. */
  hdnAfzender: string;
  /** The bearer token Prometheus scrapes `/metrics` with; without it there is no `/metrics` (docs/deploy.md). */
  metricsToken?: string;
}

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const profile = (PROFILES as readonly string[]).includes(env.PROFILE ?? '') ? (env.PROFILE as Profile) : 'ff';
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    profile,
    tokenTtlMinutes: int(env.TOKEN_TTL_MINUTES, 8 * 60),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    firstScreenDir: path.resolve(env.FIRST_SCREEN_DIR || './build/first-screen'),
    // Demo accounts exist only in the embedded demo unless asked for explicitly.
    demo: env.DEMO ? env.DEMO === 'true' : !databaseUrl,
    secureCookies: env.SECURE_COOKIES === 'true',
    loginRatePerMinute: int(env.LOGIN_RATE_PER_MINUTE, 30),
    s3Url: env.S3_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Hypotheek Backoffice <noreply@hypotheek-backoffice.local>',
    mailRetryMs: int(env.MAIL_RETRY_MS, 30_000),
    smtpPort: int(env.SMTP_PORT, 2525),
    smtpHost: env.SMTP_HOST || '127.0.0.1',
    smtpMaxBytes: int(env.SMTP_MAX_BYTES, 30_000_000),
    publicUrl: (env.PUBLIC_URL || `http://${env.HOST || '127.0.0.1'}:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    passwordResetTtlMinutes: int(env.PASSWORD_RESET_TTL_MINUTES, 30),
    hdnUrl: env.HDN_URL || undefined,
    hdnDir: env.HDN_DIR ? path.resolve(env.HDN_DIR) : undefined,
    hdnAfzender: env.HDN_AFZENDER || 'BACKOFFICE',
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
