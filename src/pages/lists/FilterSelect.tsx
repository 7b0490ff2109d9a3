import { MenuItem, TextField } from '@mui/material';

/** A filter of a list: a small select whose first choice ('' ) means no filter. */
export const FilterSelect = ({
  label,
  value,
  onChange,
  all,
  choices,
  testId,
  minWidth = 200,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The text of the empty choice; without it a value must be chosen. */
  all?: string;
  choices: readonly { id: string | number; name: string }[];
  testId: string;
  minWidth?: number;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ minWidth }}
    slotProps={{ htmlInput: { 'data-testid': testId }, select: { MenuProps: { slotProps: { paper: { 'data-testid': `${testId}-menu` } as object } } } }}
  >
    {all !== undefined && <MenuItem value="">{all}</MenuItem>}
    {choices.map((choice) => (
      <MenuItem key={choice.id} value={String(choice.id)}>
        {choice.name}
      </MenuItem>
    ))}
  </TextField>
);
