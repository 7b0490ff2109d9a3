import { useCanAccess, useTranslate } from 'ra-core';
import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import type { EntityDef, FieldMeta } from '../../schema/entity';
import { SchemaField } from './SchemaField';
import { schemaFilters } from './schemaFilters';

const ListActions = () => (
  <TopToolbar>
    <CreateButton data-testid="create-button" />
  </TopToolbar>
);

/** The list of a schema-driven resource: its `list` fields as columns, sortable where allowed. */
export const SchemaList = ({ entity }: { entity: EntityDef }) => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: entity.name });
  const columns = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.list);
  return (
    <List
      sort={{ field: entity.defaultSort.field, order: entity.defaultSort.order }}
      filters={schemaFilters(entity, translate)}
      actions={<ListActions />}
      exporter={false}
      perPage={25}
    >
      <DataTable rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false} data-testid={`${entity.name}-list`}>
        {columns.map(([source, meta]) => (
          <DataTable.Col key={source} source={source} disableSort={!meta.sortable}>
            <SchemaField source={source} meta={meta} />
          </DataTable.Col>
        ))}
      </DataTable>
    </List>
  );
};
