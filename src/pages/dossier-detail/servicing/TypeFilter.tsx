import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { LoanTransactionType } from '../../../../contract/transactions';

/** The ledger narrowed to one kind of transaction, or all of them. */
export const TypeFilter = ({ value, onChange, choices }: { value: LoanTransactionType | ''; onChange: (value: LoanTransactionType | '') => void; choices: readonly LoanTransactionType[] }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.servicing.filter')}
      value={value}
      onChange={(event) => onChange(event.target.value as LoanTransactionType | '')}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'transactions-type' } }}
    >
      <MenuItem value="">{translate('app.servicing.alle')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {translate(`app.servicing.types.${choice}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
