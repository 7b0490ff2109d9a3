import { SearchInput, SelectInput } from 'react-admin';
import type { EntityDef, FieldMeta } from '../../schema/entity';

/**
 * List filters for the fields marked `filter`: a text field becomes a search box, a boolean a
 * Ja/Nee select. Values travel as query parameters of the same name.
 */
export const schemaFilters = (entity: EntityDef, translate: (key: string) => string) =>
  Object.entries(entity.fields as Record<string, FieldMeta>)
    .filter(([, meta]) => meta.filter)
    .map(([source, meta]) =>
      meta.kind === 'boolean' ? (
        <SelectInput
          key={source}
          source={source}
          alwaysOn
          size="small"
          sx={{ minWidth: 140 }}
          choices={[
            { id: 'true', name: translate('app.list.yes') },
            { id: 'false', name: translate('app.list.no') },
          ]}
          data-testid={`filter-${source}`}
        />
      ) : (
        <SearchInput
          key={source}
          source={source}
          alwaysOn
          placeholder={meta.label}
          size="small"
          slotProps={{ htmlInput: { 'aria-label': meta.label, 'data-testid': `filter-${source}` } }}
        />
      ),
    );
