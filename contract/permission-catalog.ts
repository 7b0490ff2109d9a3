import { declaredPermissions } from './entity';
import { PERMISSION_DESCRIPTIONS } from './permission-descriptions';
import type { Permission } from './permissions';
import { entities } from './registry';

type DeclaredBy<E> = E extends { permissionDescriptions?: infer D } ? keyof NonNullable<D> & string : never;

/** A permission the product knows: listed in contract/permissions.ts, or declared by a registry entity. */
export type KnownPermission = Permission | DeclaredBy<(typeof entities)[number]>;

/**
 * Every permission with its Dutch description: the listed ones and, after them, those the
 * registry's entities declare. What is stored (the permissies table), what a role may hold and
 * what Beheer › Rechten shows come from here.
 */
export const PERMISSION_CATALOG = { ...PERMISSION_DESCRIPTIONS, ...declaredPermissions(entities) } as Readonly<Record<KnownPermission, string>>;

export const KNOWN_PERMISSIONS = Object.keys(PERMISSION_CATALOG) as [KnownPermission, ...KnownPermission[]];

export const isKnownPermission = (value: string): value is KnownPermission => Object.hasOwn(PERMISSION_CATALOG, value);
