import type { ReactNode } from 'react';
import { useCanAccess, useCreatePath, useGetOne } from 'ra-core';
import { Navigate, useParams } from 'react-router-dom';
import type { EntityDef } from '../../../contract/entity';

/**
 * The edit page of a record the user may see but not change opens as its read-only page, instead
 * of a form whose save the server refuses with 403: a reader without the write permission, or a
 * lender on the organisation's row of a list it keeps part of (`lenders`). Only for the latter is
 * the record read first, from the same query the edit view makes, so it is read once.
 */
export const OwnRecordOnly = ({ entity, children }: { entity: EntityDef; children: ReactNode }) => {
  const { id } = useParams<{ id: string }>();
  const createPath = useCreatePath();
  const { data: record, isPending: reading } = useGetOne(entity.name, { id: id ?? '' }, { enabled: !!entity.lenders && !!id });
  const { canAccess, isPending } = useCanAccess({ action: 'edit', resource: entity.name, record });
  if (id && !isPending && canAccess === false && (!entity.lenders || !reading)) {
    return <Navigate to={createPath({ resource: entity.name, id, type: 'show' })} replace />;
  }
  return children;
};
