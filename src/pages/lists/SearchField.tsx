import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';

/** A search box that filters when Enter is pressed or the field is left, not on every key. */
export const SearchField = ({ label, value, onSearch, testId }: { label: string; value: string; onSearch: (value: string) => void; testId: string }) => {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = () => text.trim() !== value && onSearch(text.trim());
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && submit()}
      onBlur={submit}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
      sx={{ minWidth: 240 }}
    />
  );
};
