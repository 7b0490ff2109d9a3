import { SearchInput, SelectInput } from 'react-admin';
import type { EntityDef, FieldMeta } from '../../../contract/entity';
import { ReferenceListInput } from './ReferenceListInput';

/** Wide enough for the whole label: a filter shows no value until one is chosen, so the label is all it says. */
const filterSx = (label: string) => ({ minWidth: `max(160px, calc(${Math.ceil(label.length * 0.9)}ch + 48px))` });

/**
 * List filters for the fields marked `filter`: a text field becomes a search box, a boolean a
 * Ja/Nee select, a select or reference a choice of its values. Values travel as query
 * parameters of the same name.
 */
export const schemaFilters = (entity: EntityDef, translate: (key: string) => string) =>
  Object.entries(entity.fields as Record<string, FieldMeta>)
    .filter(([, meta]) => meta.filter)
    .map(([source, meta]) => {
      if (meta.kind === 'boolean') {
        return (
          <SelectInput
            key={source}
            source={source}
            alwaysOn
            size="small"
            sx={filterSx(meta.label)}
            choices={[
              { id: 'true', name: translate('app.list.yes') },
              { id: 'false', name: translate('app.list.no') },
            ]}
            data-testid={`filter-${source}`}
          />
        );
      }
      if (meta.kind === 'select') {
        return <SelectInput key={source} source={source} alwaysOn size="small" sx={filterSx(meta.label)} choices={[...(meta.choices ?? [])]} data-testid={`filter-${source}`} />;
      }
      if (meta.kind === 'reference' && meta.reference) {
        return (
          <ReferenceListInput
            key={source}
            source={source}
            alwaysOn
            path={meta.reference.path}
            optionText={meta.reference.optionText}
            isRequired={false}
            sx={filterSx(meta.label)}
          />
        );
      }
      return (
        <SearchInput
          key={source}
          source={source}
          alwaysOn
          placeholder={meta.label}
          size="small"
          slotProps={{ htmlInput: { 'aria-label': meta.label, 'data-testid': `filter-${source}` } }}
        />
      );
    });
