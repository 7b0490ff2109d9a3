import { EditButton, Labeled, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { EntityDef, FieldMeta } from '../../../contract/entity';
import { SchemaField } from './SchemaField';

const ShowActions = () => (
  <TopToolbar>
    <EditButton data-testid="edit-button" />
  </TopToolbar>
);

export const SchemaShow = ({ entity }: { entity: EntityDef }) => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      {Object.entries(entity.fields as Record<string, FieldMeta>).map(([source, meta]) => (
        <Labeled key={source} source={source}>
          <SchemaField source={source} meta={meta} />
        </Labeled>
      ))}
    </SimpleShowLayout>
  </Show>
);
