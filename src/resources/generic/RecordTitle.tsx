import { useRecordContext, useTranslate } from 'ra-core';
import type { EntityDef } from '../../../contract/entity';

/**
 * "<Entity> <name>" for the edit and show pages. The resources are registered inside their
 * routes, so react-admin's own title does not know the entity's record representation and would
 * show '#id'.
 */
export const RecordTitle = ({ entity, page }: { entity: EntityDef; page: 'edit' | 'show' }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const name = String(record[entity.recordRepresentation] ?? `#${record.id}`);
  return <>{translate(`ra.page.${page}`, { name: entity.label.one, recordRepresentation: name })}</>;
};
