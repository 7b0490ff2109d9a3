import { Box, FormHelperText } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import { DateField } from './DateField';

/**
 * The shell's Dutch date picker (DD-MM-YYYY on screen, yyyy-mm-dd in the form) bound to a
 * react-admin form field, with the field's 'Let op:' or server message under it.
 */
export const FormDateInput = ({ source, label, testId, helperText, required }: { source: string; label: string; testId?: string; helperText?: string; required?: boolean }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  // react-admin's form validation hands the message over as {message}; a server error as text.
  const raw = fieldState.error?.message as unknown;
  const error = raw && typeof raw === 'object' ? (raw as { message: string }).message : (raw as string | undefined);
  return (
    <Box sx={{ mb: 1 }}>
      <DateField label={label} value={field.value || undefined} onChange={(v) => field.onChange(v)} testId={testId} sx={{ minWidth: 220 }} required={required} />
      {error ? (
        <FormHelperText error data-testid={testId ? `${testId}-error` : undefined}>
          {translate(error, { _: error })}
        </FormHelperText>
      ) : (
        helperText && <FormHelperText>{helperText}</FormHelperText>
      )}
    </Box>
  );
};
