import { SERVER_MESSAGES } from '../../contract/errors';
import { AppError, general, validationError } from '../errors';

/** What PostgreSQL (pg) and PGlite put on a failed statement. */
interface PgError {
  code?: string;
  detail?: string;
  message?: string;
  column?: string;
  table?: string;
  constraint?: string;
}

/** The Dutch name of a table a reference points at, for "Geldverstrekker bestaat niet". */
const REFERENCED: Record<string, string> = {
  geldverstrekkers: 'Geldverstrekker',
  kantoren: 'Kantoor',
  teams: 'Team',
  gebruikers: 'Gebruiker',
  rollen: 'Rol',
  permissies: 'Recht',
  dossiers: 'Dossier',
  organisaties: 'Organisatie',
  information_types: 'Soort informatie',
  bericht_template_categorieen: 'Categorie',
  bestanden: 'Bestand',
};

const camel = (column: string) => column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** Drizzle wraps the driver's error (DrizzleQueryError); the code sits on its cause. */
function pgErrorOf(error: unknown): PgError | null {
  for (let current = error as { cause?: unknown } | null, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    const code = (current as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
  }
  return null;
}

/** The column a constraint message names: `Key (team_naam)=(…)` or the error's own column. */
const columnOf = (error: PgError) => error.column ?? /Key \(([^)]+)\)/.exec(error.detail ?? '')?.[1]?.split(',')[0]?.trim();

/**
 * The one mapping of database refusals to the error body (docs/errors.md). A refusal that stems
 * from the request becomes a 400 naming the field, or a 409 for a clash with stored data; anything
 * else is left to the general 500.
 */
export function databaseError(error: unknown, labels: Record<string, string> = {}): AppError | null {
  const pg = pgErrorOf(error);
  if (!pg?.code) return null;
  const column = columnOf(pg);
  const field = column ? camel(column) : 'body';
  const label = labels[field];
  const fieldError = (message: string) => validationError({ [field]: message }, labels);

  switch (pg.code) {
    case '23503': {
      // Deleting or changing a row others still point at, versus pointing at a row that is not there.
      if (/update or delete on table/i.test(pg.message ?? '')) return general(409, SERVER_MESSAGES.stillInUse);
      const table = /table "([^"]+)"/.exec(pg.detail ?? '')?.[1] ?? '';
      return fieldError(`${REFERENCED[table] ?? label ?? 'Deze verwijzing'} bestaat niet.`);
    }
    case '23505':
      return general(409, label ? `${label}: ${SERVER_MESSAGES.duplicate}` : SERVER_MESSAGES.duplicate);
    case '23502':
      return fieldError(SERVER_MESSAGES.required);
    case '23514':
    case '23P01':
      return fieldError(SERVER_MESSAGES.notAllowed);
    case '22P02':
    case '22007':
    case '22008':
    case '22023':
      return fieldError(SERVER_MESSAGES.invalidValue);
    case '22001':
      return fieldError(SERVER_MESSAGES.tooLong);
    case '22003':
      return fieldError(SERVER_MESSAGES.outOfRange);
    case '22021':
    case '22P05':
      return fieldError(SERVER_MESSAGES.invalidCharacter);
    case '40001':
    case '40P01':
      return general(409, SERVER_MESSAGES.concurrent);
    default:
      return null;
  }
}

/** Whether a statement failed on the unique constraint or index named (a race between two writers of one key). */
export function uniqueViolation(error: unknown, constraint: string) {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (pg.constraint === constraint || (pg.message ?? '').includes(`"${constraint}"`));
}
