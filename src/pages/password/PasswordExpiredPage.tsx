import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

/** /auth/password-reset/expired: where a used or expired password link ends (spec 000 §2). */
const PasswordExpiredPage = () => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper elevation={6} sx={{ width: 440, p: 4, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="password-expired-page">
        <Typography component="h1" variant="h2">
          {translate('app.account.expired.title')}
        </Typography>
        <Alert severity="warning">{translate('app.account.expired.message')}</Alert>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button component={Link} to="/auth/password-forgot" variant="contained">
            {translate('app.account.expired.again')}
          </Button>
          <Button component={Link} to="/auth">
            {translate('app.account.expired.toLogin')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
};

export default PasswordExpiredPage;
