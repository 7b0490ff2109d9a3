import type { z } from 'zod';
import type { Permission, UserCode } from './permissions';

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
    /** The table the id points to, as server/db/schema exports it: a derived table gets a foreign key to it. */
    table?: string;
    /** Inputs offer the choices of this rule instead of the whole list (the list still names stored values). */
    choices?: 'teamsByRole';
  };
  /** Help text under the input. */
  helperText?: string;
  /** Set when the record is created and fixed after (e.g. a user name): read-only on edit. */
  createOnly?: boolean;
  /** The table keeps it unique: a duplicate is refused as a field error, not a server error. */
  unique?: boolean;
  /**
   * A value the field's rule accepts, for the registry-wide tests, where neither the kind nor the
   * shared rule gives one (the shared rules of contract/rules.ts carry their own).
   */
  example?: string | number | boolean;
}

interface EntityAccess<P extends string> {
  /** Who may read: any signed-in user, signed-in users of these types, or holders of any of these permissions. */
  read: 'signedIn' | { types: readonly UserCode[] } | readonly (Permission | P)[];
  /** Holders of any of these may create and change. */
  write: readonly (Permission | P)[];
}

/** The entity's entry in the sidebar (and the overview of its group, e.g. /beheer); by default one under Beheer. */
interface EntityMenu {
  /** The text in the menu where it differs from `label.many` (the spec's wording). */
  label?: string;
  /** The target where it differs from `route` (e.g. the one record of a settings list). */
  to?: string;
  /** The sidebar group the entry sits in; 'beheer' unless said otherwise. */
  group?: string;
  /**
   * Lenders (user type H) see the entry in their reduced Beheer menu (spec 000 §2). Without it,
   * they see it when the entity has a `lenders` rule; a lender role must not hold its write
   * permission otherwise (tests/api/app/demo-roles.test.ts).
   */
  lenders?: boolean;
}

/**
 * A schema-driven resource, declared once and used by both the browser (generic list, show,
 * edit, create) and the server (CRUD route factory). Records always carry `id` and `version`.
 */
export interface EntityDef<S extends z.ZodObject = z.ZodObject, P extends string = string> {
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
  access: EntityAccess<P>;
  /**
   * Permissions this entity brings, with the Dutch description Beheer › Rechten shows: a
   * permission named here needs no line in contract/permissions.ts (contract/permission-catalog.ts
   * joins both lists). The demo's Beheerder gets every BEHEER_ one; a lender only what
   * server/demo/roles.ts lists for it by name.
   */
  permissionDescriptions?: Record<P, string>;
  /** Its sidebar entry; `false`: none (reached another way). */
  menu?: EntityMenu | false;
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

/**
 * Declares an entity. A permission its access names must be a listed one (contract/permissions.ts)
 * or one the entity itself declares in `permissionDescriptions`; anything else does not compile.
 */
export const defineEntity = <S extends z.ZodObject, const P extends string = never>(
  def: Omit<EntityDef<S, P>, 'access'> & { access: EntityAccess<NoInfer<P>> },
): EntityDef<S, P> => def;

/**
 * Whether lenders (user type H) work in this list at all: it has a `lenders` rule or its menu entry
 * says so. The others are missing from a lender's Beheer menu, and a lender role may not hold their
 * write permission (tests/api/app/demo-roles.test.ts).
 */
export const openToLenders = (entity: Pick<EntityDef, 'lenders' | 'menu'>) => !!entity.lenders || (!!entity.menu && entity.menu.lenders === true);

/** The permissions these entities declare (`permissionDescriptions`), with their descriptions. */
export const declaredPermissions = (entities: readonly Pick<EntityDef, 'permissionDescriptions'>[]): Record<string, string> =>
  Object.assign({}, ...entities.map((entity) => entity.permissionDescriptions ?? {}));

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
