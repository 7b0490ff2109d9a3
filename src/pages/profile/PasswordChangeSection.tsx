import { Alert, Box, Button, Card, CardContent, CardHeader, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { type FormEvent, useState } from 'react';
import { failureText } from '../auth/second-factor/failureText';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const EMPTY = { current: '', next: '', repeat: '' };

/** Profiel › Wachtwoord wijzigen: the current password first; the user's other sessions end. */
export const PasswordChangeSection = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.account.password.${key}`);
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      type="password"
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      autoComplete={autoComplete}
      required
      size="small"
      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `password-${name}` } }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (values.next !== values.repeat) return setError(t('mismatch'));
    setBusy(true);
    try {
      await dataProvider.changePassword(values.current, values.next);
      setValues(EMPTY);
      notify('app.account.password.saved', { type: 'success' });
    } catch (failure) {
      setError(failureText(failure, translate('app.account.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" data-testid="password-change-section">
      <CardHeader title={t('title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 420 }}>
          <Typography color="text.secondary" variant="body2">
            {t('intro')}
          </Typography>
          {error && (
            <Alert severity="error" role="alert" data-testid="password-change-error">
              {error}
            </Alert>
          )}
          {field('current', t('current'), 'current-password')}
          {field('next', t('new'), 'new-password')}
          {field('repeat', t('repeat'), 'new-password')}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }} data-testid="password-change-submit">
            {t('save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
