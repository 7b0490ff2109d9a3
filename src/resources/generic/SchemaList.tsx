import { useEffect } from 'react';
import { useTranslate } from 'ra-core';
import { Navigate, useLocation } from 'react-router-dom';
import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import type { EntityDef, FieldMeta } from '../../../contract/entity';
import { SchemaField } from './SchemaField';
import { schemaFilters } from './schemaFilters';
import { useMayWrite } from './useMayWrite';

const ListActions = () => (
  <TopToolbar>
    <CreateButton data-testid="create-button" />
  </TopToolbar>
);

/**
 * Lists with a storage key (spec 000 §2 pagination storage keys) keep their page, sort and
 * filters in localStorage under that key: coming back without them, the list opens where it was.
 */
const RememberedList = ({ entity, storeKey }: { entity: EntityDef; storeKey: string }) => {
  const { search } = useLocation();
  const stored = localStorage.getItem(storeKey);
  useEffect(() => {
    if (search) localStorage.setItem(storeKey, search);
  }, [search, storeKey]);
  if (!search && stored) return <Navigate to={{ search: stored }} replace />;
  return <EntityList entity={entity} />;
};

/** The list of a schema-driven resource: its `list` fields as columns, sortable where allowed. */
export const SchemaList = ({ entity }: { entity: EntityDef }) =>
  entity.storeKey ? <RememberedList entity={entity} storeKey={entity.storeKey} /> : <EntityList entity={entity} />;

const EntityList = ({ entity }: { entity: EntityDef }) => {
  const translate = useTranslate();
  const mayWrite = useMayWrite(entity);
  const columns = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.list);
  return (
    <List
      sort={{ field: entity.defaultSort.field, order: entity.defaultSort.order }}
      filters={schemaFilters(entity, translate)}
      actions={<ListActions />}
      exporter={false}
      // An empty list keeps its toolbar, so the first record can be made from it.
      empty={false}
      perPage={25}
      storeKey={entity.storeKey}
    >
      <DataTable rowClick={(_id, _resource, record) => (mayWrite(record) ? 'edit' : 'show')} bulkActionButtons={false} data-testid={`${entity.name}-list`}>
        {columns.map(([source, meta]) => (
          <DataTable.Col key={source} source={source} disableSort={!meta.sortable}>
            <SchemaField source={source} meta={meta} />
          </DataTable.Col>
        ))}
      </DataTable>
    </List>
  );
};
