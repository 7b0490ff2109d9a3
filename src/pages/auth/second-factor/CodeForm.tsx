import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslate } from 'ra-core';
import { failureText } from './failureText';

interface Props {
  title: string;
  intro: ReactNode;
  label: string;
  submitLabel: string;
  /** Sends the code; a rejection shows its Dutch message. */
  onSubmit: (code: string) => Promise<unknown>;
  /** Extra actions under the form (a resend button, Terug). */
  actions?: ReactNode;
  inputMode?: 'numeric' | 'text';
  testId: string;
}

/** One code to type and send: the shape of every code step (app, SMS, recovery code). */
export const CodeForm = ({ title, intro, label, submitLabel, onSubmit, actions, inputMode = 'numeric', testId }: Props) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code);
    } catch (failure) {
      setError(failureText(failure, translate('app.account.failed')));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid={testId}>
      <Typography component="h1" variant="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      {error && (
        <Alert severity="error" role="alert" data-testid="code-error">
          {error}
        </Alert>
      )}
      <TextField
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode, maxLength: 20, 'data-testid': 'code-input' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || !code.trim()} data-testid="code-submit" startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
        {submitLabel}
      </Button>
      {actions}
    </Box>
  );
};
