import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../dataProvider';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

type State = 'checking' | 'ready';

const EXPIRED_PATH = '/auth/password-reset/expired';

/**
 * /auth/password-reset/{token}: the page behind a password-set link (a new user's first
 * password, or "wachtwoord vergeten"). An unknown, used or expired link goes to the expired page
 * (spec 000 §2).
 */
const PasswordSetPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('checking');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    dataProvider
      .checkPasswordLink(token)
      .then(() => setState('ready'))
      .catch(() => navigate(EXPIRED_PATH, { replace: true }));
  }, [dataProvider, token, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) return setError(translate('app.password.mismatch'));
    try {
      await dataProvider.setPasswordWithLink(token, password);
      navigate('/auth', { replace: true, state: { passwordSet: true } });
    } catch (failure) {
      const body = failure instanceof ApiError ? (failure.body as { fields?: Record<string, string>; messages?: string[] } | null) : null;
      if (failure instanceof ApiError && failure.status === 410) return navigate(EXPIRED_PATH, { replace: true });
      setError(body?.fields?.password ?? body?.messages?.[0] ?? translate('app.password.failed'));
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper elevation={6} sx={{ width: 440, p: 4 }} data-testid="password-set-page">
        <Typography component="h1" variant="h2" gutterBottom>
          {translate('app.password.title')}
        </Typography>
        {state === 'ready' && (
          <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} noValidate>
            <Typography variant="body2">{translate('app.password.rules')}</Typography>
            <TextField type="password" label={translate('app.password.new')} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" slotProps={{ htmlInput: { 'data-testid': 'password-new' } }} />
            <TextField type="password" label={translate('app.password.repeat')} value={repeat} onChange={(e) => setRepeat(e.target.value)} autoComplete="new-password" slotProps={{ htmlInput: { 'data-testid': 'password-repeat' } }} />
            {error && <Alert severity="error">{error}</Alert>}
            <Button type="submit" variant="contained" data-testid="password-submit">
              {translate('app.password.submit')}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
};

export default PasswordSetPage;
