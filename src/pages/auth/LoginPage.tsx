import { Box, Paper } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'ra-core';
import { Navigate, useLocation } from 'react-router-dom';
import { rememberReturnTo } from '../../authProvider/returnTo';
import { activeSession } from '../../authProvider/session';
import { profileAsset, readProfile } from '../../shell/profile';
import { SignInPanel } from './SignInPanel';

interface ReturnState {
  nextPathname?: string;
  nextSearch?: string;
}

/** The sign-in page at /auth: a 960×640 box with the tenant's picture and logo (spec 000 §9). */
const LoginPage = () => {
  const translate = useTranslate();
  const state = useLocation().state as ReturnState | null;
  const profile = readProfile();

  useEffect(() => {
    if (state?.nextPathname) rememberReturnTo(`${state.nextPathname}${state.nextSearch ?? ''}`);
  }, [state]);

  if (activeSession()) return <Navigate to="/" replace />;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 0, md: 3 },
        background: (theme) => `linear-gradient(135deg, ${theme.palette.background.default} 0%, #e4e7eb 100%)`,
      }}
    >
      <Paper
        elevation={6}
        data-testid="auth-box"
        sx={{ display: 'flex', overflow: 'hidden', width: { xs: '100%', md: 960 }, height: { xs: '100vh', md: 640 }, borderRadius: { xs: 0, md: 3 } }}
      >
        <Box
          component="img"
          src={profileAsset(profile, 'login')}
          alt={translate('app.login.imageAlt')}
          sx={{ display: { xs: 'none', md: 'block' }, width: 480, height: '100%', objectFit: 'cover' }}
        />
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', px: { xs: 3, sm: 8 }, py: 4, gap: 4 }}>
          <Box component="img" src={profileAsset(profile, 'logo')} alt={translate('app.login.logoAlt')} sx={{ height: 44, alignSelf: 'flex-start' }} data-testid="auth-logo" />
          <SignInPanel />
        </Box>
      </Paper>
    </Box>
  );
};

export default LoginPage;
