import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import type { DossierRow } from '../../dataProvider/dossiers';

const DEBOUNCE_MS = 300;

/** Picks a dossier by number or client name from a search call (the overrule picker, the voorbespreekdesk's link). */
export const DossierSearchField = ({
  search,
  value,
  onChange,
  label,
  testId,
}: {
  search: (query: string) => Promise<DossierRow[]>;
  value: DossierRow | null;
  onChange: (dossier: DossierRow | null) => void;
  label: string;
  testId: string;
}) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useQuery({ queryKey: ['deskDossierSearch', query], queryFn: () => search(query), enabled: query.length > 0 });
  return (
    <Autocomplete
      options={data ?? []}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      filterOptions={(options) => options}
      loading={isFetching}
      getOptionLabel={(d) => `${d.id} – ${d.naamHypotheekGever ?? ''}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate('app.overrule.noDossiers')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => <TextField {...params} required label={label} helperText={translate('app.overrule.dossierHint')} />}
      data-testid={testId}
    />
  );
};
