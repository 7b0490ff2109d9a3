import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { HttpError, useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { SecondFactorNeeded } from '../../../contract/account-security';
import { SecondFactorRequired } from '../../authProvider/secondFactor';
import { useSignIn } from './useSignIn';

/**
 * Username and password; a refusal shows the server's own Dutch message. A right password that
 * needs a second factor hands over to the second-factor steps. Arriving from the set-password
 * page, it says the new password is set.
 */
export const LoginForm = ({ onSecondFactor }: { onSecondFactor: (details: SecondFactorNeeded) => void }) => {
  const signIn = useSignIn();
  const translate = useTranslate();
  const passwordSet = !!(useLocation().state as { passwordSet?: boolean } | null)?.passwordSet;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn({ username, password });
    } catch (failure) {
      if (failure instanceof SecondFactorRequired) return onSecondFactor(failure.details);
      const known = failure instanceof HttpError && failure.status > 0 && failure.status < 500;
      setError(known ? failure.message : translate('app.login.failed'));
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate={false} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="login-form">
      <Typography component="h1" variant="h1">
        {translate('app.login.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.login.intro')}</Typography>
      {passwordSet && !error && (
        <Alert severity="success" data-testid="login-password-set" role="status">
          {translate('app.login.passwordSet')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" data-testid="login-error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label={translate('app.login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        autoFocus
        fullWidth
        size="medium"
        slotProps={{ htmlInput: { 'data-testid': 'login-username' } }}
      />
      <TextField
        label={translate('app.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        fullWidth
        size="medium"
        slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit" startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
        {translate('app.login.submit')}
      </Button>
      <Link component={RouterLink} to="/auth/password-forgot" sx={{ alignSelf: 'flex-start' }} data-testid="forgot-link">
        {translate('app.account.forgot.link')}
      </Link>
    </Box>
  );
};
