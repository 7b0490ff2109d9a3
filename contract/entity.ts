import type { z } from 'zod';
import type { Permission } from './permissions';

/** How a field is edited and shown by the generic resource views. */
type FieldKind = 'text' | 'email' | 'longtext' | 'boolean' | 'number' | 'date' | 'select' | 'reference' | 'references';

export interface FieldMeta {
  /** Dutch label; also used in server validation messages. */
  label: string;
  kind: FieldKind;
  /** Shown as a column in the list. */
  list?: boolean;
  /** The list may be sorted on it (the server accepts it in `sort`). */
  sortable?: boolean;
  /** Offered as a list filter; text filters match case-insensitively on a part. */
  filter?: boolean;
  /** Fixed choices for kind 'select'. */
  choices?: readonly { id: string; name: string }[];
  /** For kinds 'reference' (one id) and 'references' (an array of ids): the reference list it points to (GET answers an array of {id, …}). */
  reference?: {
    path: string;
    optionText: string;
    /** Inputs offer the choices of this rule instead of the whole list (the list still names stored values). */
    choices?: 'teamsByRole';
  };
  /** Help text under the input. */
  helperText?: string;
  /** Set when the record is created and fixed after (e.g. a user name): read-only on edit. */
  createOnly?: boolean;
  /** The table keeps it unique: a duplicate is refused as a field error, not a server error. */
  unique?: boolean;
}

interface EntityAccess {
  /** Who may read: signed-in users of these types, or holders of any of these permissions. */
  read: 'signedIn' | readonly Permission[];
  /** Holders of any of these may create and change. */
  write: readonly Permission[];
}

/**
 * A schema-driven resource, declared once and used by both the browser (generic list, show,
 * edit, create) and the server (CRUD route factory). Records always carry `id` and `version`.
 */
export interface EntityDef<S extends z.ZodObject = z.ZodObject> {
  /** react-admin resource name; also the table key on the server unless `table` says otherwise. */
  name: string;
  /** The drizzle table export on the server, when it is named differently from the resource. */
  table?: string;
  /** API path of the collection, e.g. /api/v1/teams. */
  apiPath: string;
  /**
   * The list is read with `POST {searchPath}` (filters in the body; page, size and sort in the
   * query) where the spec names such a search call; the GET list of `apiPath` stays for selects.
   */
  searchPath?: string;
  /** Browser route of the list, e.g. /beheer/teams. */
  route: string;
  label: { one: string; many: string };
  /** The writable fields, as the create and update bodies carry them. */
  schema: S;
  fields: { [K in keyof z.infer<S> & string]: FieldMeta };
  defaultSort: { field: keyof z.infer<S> & string; order: 'ASC' | 'DESC' };
  /** Field that names a record in titles and references. */
  recordRepresentation: keyof z.infer<S> & string;
  access: EntityAccess;
  /** Whether records may be deleted; otherwise they are switched off through an `active` field. */
  deletable: boolean;
  /**
   * Lists a lender (user type H) keeps part of (docs/beheer.md): `{ owner }` names the field with
   * the money provider a row belongs to, empty for the organisation's own rows, which a lender
   * sees but cannot change; 'readOnly': lenders read the list only.
   */
  lenders?: { owner: string } | 'readOnly';
  /** The list remembers its page, sort and filters under this key (spec 000 §2 pagination storage keys). */
  storeKey?: string;
}

export const defineEntity = <S extends z.ZodObject>(def: EntityDef<S>) => def;

/** Who is asking, as both sides know it: the user type and, for a lender, its money provider. */
export interface Writer {
  typeCode: string;
  moneyProviderId: number | null;
}

/**
 * Whether `writer`, who holds the entity's write permission, may change `record` (a new one when
 * absent). The server refuses with 403 on it and the browser offers no edit on it.
 */
export function mayWrite(entity: Pick<EntityDef, 'lenders'>, writer: Writer, record?: Record<string, unknown>): boolean {
  if (writer.typeCode !== 'H' || !entity.lenders) return true;
  if (entity.lenders === 'readOnly') return false;
  return !record || record[entity.lenders.owner] === writer.moneyProviderId;
}
