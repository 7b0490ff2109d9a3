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

/** The dossier of a new task or note, found by number or name through the dossier search. */
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
      onInputChange={(_, next) => setText(next)}
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
