import { Autocomplete, Chip, createFilterOptions, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import type { Recipient } from '../../dataProvider/mail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useDebouncedValue } from '../dossier-detail/documents/timing';

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** A name is looked up once the typing pauses, from two letters on. */
const SEARCH_PAUSE_MS = 250;
const SEARCH_FROM = 2;

interface Props {
  label: string;
  value: Recipient[];
  onChange: (value: Recipient[]) => void;
  error?: string;
  testId: string;
  autoFocus?: boolean;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const optionLabel = (option: Recipient | string) => (typeof option === 'string' ? option : `${option.tagTitle ?? option.email} <${option.email}>`);
/** The list's own filter (MUI's default), so Enter takes the first option the list shows. */
const filter = createFilterOptions<Recipient>();

/**
 * Recipient tags (spec 002 §2, §3; docs/mail.md "Recipients"): typing part of a colleague's or a
 * team's name or address offers them (the server's search, beside the recent contacts and the
 * teams); a space belongs to the name being typed ('de Ruiter'), and ends only a complete address.
 * An address typed in full becomes a tag at once; one of a colleague or team is then named and
 * loses its "extern", as does every address a reply starts with. A typed text that is no address
 * is refused under the field.
 */
export const RecipientInput = ({ label, value, onChange, error, testId, autoFocus }: Props) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [typing, setTyping] = useState('');
  const [invalid, setInvalid] = useState(false);
  const search = useDebouncedValue(typing.trim(), SEARCH_PAUSE_MS);
  const { data: recent } = useQuery({ queryKey: ['mail', 'contacts'], queryFn: () => dataProvider.getRecentContacts(), staleTime: 60_000 });
  const { data: teams } = useQuery({ queryKey: ['mail', 'teams'], queryFn: () => dataProvider.getMailTeams(), staleTime: 300_000 });
  const { data: found } = useQuery({
    queryKey: ['mail', 'contacts', 'search', search],
    queryFn: () => dataProvider.findContacts(search),
    enabled: search.length >= SEARCH_FROM,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options: Recipient[] = [
    ...(search.length >= SEARCH_FROM ? (found ?? []) : []),
    ...(recent ?? []),
    ...(teams ?? []).map((team) => ({ email: team.teamEmail.toLowerCase(), tagTitle: team.teamNaam, type: 'TEAM' as const })),
  ].filter((option, i, all) => all.findIndex((o) => o.email === option.email) === i);

  // Outside addresses as far as this field knows: the server says which belong to a colleague or team.
  const external = value.filter((v) => v.type === 'EXTERNAL').map((v) => v.email.toLowerCase()).sort();
  const { data: resolved } = useQuery({
    queryKey: ['mail', 'contacts', 'resolve', external],
    queryFn: () => dataProvider.resolveContacts(external),
    enabled: external.length > 0,
    staleTime: 300_000,
  });
  useEffect(() => {
    const local = (resolved ?? []).filter((r) => r.type !== 'EXTERNAL');
    if (!local.some((r) => value.some((v) => v.type === 'EXTERNAL' && sameAddress(v.email, r.email)))) return;
    onChange(value.map((v) => (v.type === 'EXTERNAL' ? (local.find((r) => sameAddress(r.email, v.email)) ?? v) : v)));
  }, [resolved]); // eslint-disable-line react-hooks/exhaustive-deps

  /** A typed text as a tag: a full address as it is; with Enter, part of a name as the first colleague or team the list offers for it. */
  const add = (text: string, chosen: Recipient[], pickMatch = false) => {
    const email = text.trim().replace(/[,;]$/, '');
    if (!email) return;
    const match = pickMatch && !ADDRESS.test(email) ? filter(options, { inputValue: email, getOptionLabel: optionLabel }).find((o) => !chosen.some((v) => sameAddress(v.email, o.email))) : undefined;
    if (!match && !ADDRESS.test(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTyping('');
    const tag: Recipient = match ?? { email, tagTitle: email, type: 'EXTERNAL' };
    if (!chosen.some((v) => sameAddress(v.email, tag.email))) onChange([...chosen, tag]);
  };
  const complete = ADDRESS.test(typing.trim());
  return (
    <Autocomplete<Recipient, true, false, true>
      multiple
      freeSolo
      options={options}
      value={value}
      inputValue={typing}
      filterSelectedOptions
      // A name typed in part is completed by Enter with the first match, shown highlighted; a full address stays as typed.
      autoHighlight={!complete}
      isOptionEqualToValue={(a, b) => a.email === b.email}
      getOptionLabel={optionLabel}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' && (/[,;]$/.test(text) || (/\s$/.test(text) && ADDRESS.test(text.trim())))) add(text, value);
        else {
          setTyping(text);
          if (invalid) setInvalid(false);
        }
      }}
      onChange={(_, next) => {
        const chosen = next.filter((n): n is Recipient => typeof n !== 'string');
        const typed = next.find((n): n is string => typeof n === 'string');
        if (typed) add(typed, chosen, true);
        else onChange(chosen);
      }}
      onBlur={() => add(typing, value)}
      renderValue={(tags, getItemProps) =>
        tags.map((value, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const tag: Recipient = typeof value === 'string' ? { email: value, type: 'EXTERNAL' } : value;
          return (
            <Chip
              key={key}
              size="small"
              variant={tag.type === 'EXTERNAL' ? 'outlined' : 'filled'}
              label={tag.type === 'EXTERNAL' ? `${tag.email} · ${translate('app.mail.compose.external')}` : (tag.tagTitle ?? tag.email)}
              title={tag.email}
              data-testid={`${testId}-tag`}
              data-type={tag.type}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          autoFocus={autoFocus}
          error={invalid || !!error}
          helperText={invalid ? translate('app.mail.compose.invalidAddress') : (error ?? translate('app.mail.compose.recipientHelp'))}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
};
