import type { ReactNode } from 'react';
import { useCreatePath, useGetOne } from 'ra-core';
import { Navigate, useParams } from 'react-router-dom';
import { type EntityDef, mayWrite } from '../../../contract/entity';
import { useSession } from '../../authProvider/session';

/**
 * The edit page of a record the user may see but not change (a lender on the organisation's
 * team) opens as its read-only page, instead of a form whose save the server refuses with 403.
 * The record comes from the same query the edit view makes, so it is read once.
 */
export const OwnRecordOnly = ({ entity, children }: { entity: EntityDef; children: ReactNode }) => {
  const { id } = useParams<{ id: string }>();
  const session = useSession();
  const createPath = useCreatePath();
  const { data: record } = useGetOne(entity.name, { id: id ?? '' }, { enabled: !!entity.lenders && !!id });
  const writer = session && { typeCode: session.userCode, moneyProviderId: session.moneyProviderId };
  if (record && writer && !mayWrite(entity, writer, record)) {
    return <Navigate to={createPath({ resource: entity.name, id: record.id, type: 'show' })} replace />;
  }
  return children;
};
