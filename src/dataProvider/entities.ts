import type { EntityDef } from '../../contract/entity';

/**
 * The schema registry carries zod (~25 kB gzip); it loads with the first call that needs it
 * instead of with the first page.
 */
let loaded: readonly EntityDef[] | undefined;

export const loadEntities = async (): Promise<readonly EntityDef[]> => {
  loaded ??= (await import('../../contract/registry')).entities;
  return loaded;
};

/** The registry if it has been loaded already, else nothing. */
export const loadedEntities = (): readonly EntityDef[] => loaded ?? [];

export const loadEntity = async (name: string) => {
  const entity = (await loadEntities()).find((e) => e.name === name);
  if (!entity) throw new Error(`Unknown resource ${name}`);
  return entity;
};
