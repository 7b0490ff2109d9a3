import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { Recipient } from '../../dataProvider/mail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

interface Props {
  label: string;
  value: Recipient[];
  onChange: (value: Recipient[]) => void;
  error?: string;
  testId: string;
  autoFocus?: boolean;
}

/**
 * Recipient tags (spec 002 §2, §3): a recent contact or a team chosen from the list carries its
 * name and kind; an address typed by hand becomes a tag of type EXTERNAL. A typed text that is no
 * address is refused under the field.
 */
export const RecipientInput = ({ label, value, onChange, error, testId, autoFocus }: Props) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [typing, setTyping] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { data: recent } = useQuery({ queryKey: ['mail', 'contacts'], queryFn: () => dataProvider.getRecentContacts(), staleTime: 60_000 });
  const { data: teams } = useQuery({ queryKey: ['mail', 'teams'], queryFn: () => dataProvider.getMailTeams(), staleTime: 300_000 });
  const options: Recipient[] = [
    ...(recent ?? []),
    ...(teams ?? []).map((team) => ({ email: team.teamEmail.toLowerCase(), tagTitle: team.teamNaam, type: 'TEAM' as const })),
  ].filter((option, i, all) => all.findIndex((o) => o.email === option.email) === i);
  const add = (text: string) => {
    const email = text.trim().replace(/[,;]$/, '');
    if (!email) return;
    if (!ADDRESS.test(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTyping('');
    if (!value.some((v) => v.email.toLowerCase() === email.toLowerCase())) onChange([...value, { email, tagTitle: email, type: 'EXTERNAL' }]);
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      options={options}
      value={value}
      inputValue={typing}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.email === b.email}
      getOptionLabel={(option) => (typeof option === 'string' ? option : `${option.tagTitle ?? option.email} <${option.email}>`)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' && /[,;\s]$/.test(text)) add(text);
        else setTyping(text);
      }}
      onChange={(_, next) => {
        const chosen = next.filter((n): n is Recipient => typeof n !== 'string');
        const typed = next.find((n): n is string => typeof n === 'string');
        onChange(chosen);
        if (typed) add(typed);
      }}
      onBlur={() => add(typing)}
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
