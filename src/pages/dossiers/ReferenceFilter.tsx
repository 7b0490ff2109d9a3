import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReferenceItem } from '../../dataProvider/references';
import { useReferenceList } from '../../resources/generic/useReferenceList';
import { LIST_KEYS } from './dossierQuery';

interface Props {
  field: string;
  label: string;
  def: { path: string; name: (item: ReferenceItem) => string };
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
  sx: object;
}

/** A filter whose choices come from a reference list, loaded once and cached. */
export const ReferenceFilter = ({ field, label, def, value, onChange, sx }: Props) => {
  const translate = useTranslate();
  const { data = [] } = useReferenceList(def.path);
  const multiple = LIST_KEYS.has(field);
  const nameOf = (id: string) => {
    const item = data.find((entry) => String(entry.id) === id);
    return item ? def.name(item) : id;
  };
  return (
    <TextField
      select
      size="small"
      name={field}
      label={label}
      value={value ?? (multiple ? [] : '')}
      onChange={(event) => onChange(event.target.value as string | string[])}
      sx={sx}
      slotProps={{
        select: { multiple, renderValue: multiple ? (v) => (v as string[]).map(nameOf).join(', ') : undefined },
        htmlInput: { 'data-testid': `filter-${field}` },
      }}
    >
      {!multiple && <MenuItem value="">{translate('app.dossierList.filters.alle')}</MenuItem>}
      {data.map((item) => (
        <MenuItem key={item.id} value={String(item.id)}>
          {def.name(item)}
        </MenuItem>
      ))}
    </TextField>
  );
};
