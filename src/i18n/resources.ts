import type { EntityDef, FieldMeta } from '../../contract/entity';

/** `resources.<name>.*` keys built from the entity metadata, so labels live in one place. */
export const resourceMessages = (entities: readonly EntityDef[]) =>
  Object.fromEntries(
    entities.map((entity) => [
      entity.name,
      {
        name: `${entity.label.one} |||| ${entity.label.many}`,
        fields: Object.fromEntries(Object.entries(entity.fields as Record<string, FieldMeta>).map(([field, meta]) => [field, meta.label])),
      },
    ]),
  );
