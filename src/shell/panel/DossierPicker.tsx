import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

interface Props {
  value: number | null;
  onChange: (dossierId: number | null) => void;
  error?: string;
}

/** A whole dossier number as typed: digits, no leading zero, within the id column. */
const DOSSIER_NUMBER = /^[1-9]\d{0,8}$/;

/**
 * The dossier of a new task or note (and of an HDN message to link), found by number or name
 * through the dossier search. A whole number typed is taken as that dossier's number without
 * picking it from the list: who knows the number need not wait for the search; the server checks
 * that the dossier exists and may be used.
 */
export const DossierPicker = ({ value, onChange, error }: Props) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [text, setText] = useState('');
  const query = text.trim();
  const { data } = useQuery({ queryKey: ['panelDossiers', query], queryFn: () => dataProvider.searchDossiers(query), enabled: query.length >= 2 });
  const options = data?.map((d) => d.id) ?? [];
  const name = (id: number) => data?.find((d) => d.id === id)?.naamHypotheekGever;
  return (
    <Autocomplete
      size="small"
      options={value !== null && !options.includes(value) ? [value, ...options] : options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        setText(next);
        if (reason === 'input') onChange(DOSSIER_NUMBER.test(next.trim()) ? Number(next.trim()) : null);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(id) => String(id)}
      renderOption={(props, id) => (
        <li {...props} key={id}>
          {[id, name(id)].filter(Boolean).join(' – ')}
        </li>
      )}
      noOptionsText={translate('ra.navigation.no_results')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.panel.dossier')}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'panel-dossier' } }}
        />
      )}
    />
  );
};
