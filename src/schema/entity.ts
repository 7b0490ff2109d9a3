import type { z } from 'zod';
import type { Permission } from './permissions';

/** How a field is edited and shown by the generic resource views. */
export type FieldKind = 'text' | 'email' | 'longtext' | 'boolean' | 'number' | 'select' | 'reference';

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
  /** For kind 'reference': the reference list it points to (GET answers an array of {id, …}). */
  reference?: { path: string; optionText: string };
  /** Help text under the input. */
  helperText?: string;
}

export interface EntityAccess {
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
  /** react-admin resource name; also the table key on the server. */
  name: string;
  /** API path of the collection, e.g. /api/v1/teams. */
  apiPath: string;
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
}

export const defineEntity = <S extends z.ZodObject>(def: EntityDef<S>) => def;

/** A stored record: the writable fields plus what the server keeps. */
export type EntityRecord<S extends z.ZodObject> = z.infer<S> & { id: number; version: number };
