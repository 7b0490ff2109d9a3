import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { requestPasswordMail } from '../../authProvider/secondFactor';
import { failureText } from './second-factor/failureText';

/**
 * /auth/password-forgot: asks for the address; the answer never tells whether it is known, only
 * how long a link works (PASSWORD_RESET_TTL_MINUTES), which the confirmation says.
 */
export const ForgotPasswordForm = () => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'form' | 'busy' | 'sent'>('form');
  const [minutes, setMinutes] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    setError(null);
    try {
      setMinutes((await requestPasswordMail(email)).geldigMinuten);
      setState('sent');
    } catch (failure) {
      setError(failureText(failure, translate('app.account.failed')));
      setState('form');
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="forgot-form">
      <Typography component="h1" variant="h1">
        {translate('app.account.forgot.title')}
      </Typography>
      {state === 'sent' ? (
        <Alert severity="success" data-testid="forgot-sent">
          {translate('app.account.forgot.sent', { smart_count: minutes })}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">{translate('app.account.forgot.intro')}</Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={translate('app.account.forgot.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: 320, 'data-testid': 'forgot-email' } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={state === 'busy'} data-testid="forgot-submit" startIcon={state === 'busy' ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {translate('app.account.forgot.submit')}
          </Button>
        </>
      )}
      <Link component={RouterLink} to="/auth" sx={{ alignSelf: 'flex-start' }}>
        {translate('app.account.forgot.toLogin')}
      </Link>
    </Box>
  );
};
