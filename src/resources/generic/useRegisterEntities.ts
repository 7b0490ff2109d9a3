import { useResourceDefinitionContext } from 'ra-core';
import { useEffect } from 'react';
import type { EntityDef } from '../../../contract/entity';

/**
 * Tells react-admin each entity's record representation. A resource declared inside a route is
 * not registered the way an <Admin> child is, so react-admin's own titles and references, also
 * those of a resource's hand-written views, would name a record '#9' instead of by its name.
 */
export const useRegisterEntities = (entities: readonly EntityDef[] | undefined) => {
  const { register, unregister } = useResourceDefinitionContext();
  useEffect(() => {
    const definitions = (entities ?? []).map((entity) => ({ name: entity.name, recordRepresentation: entity.recordRepresentation }));
    definitions.forEach(register);
    return () => definitions.forEach(unregister);
  }, [entities, register, unregister]);
};
