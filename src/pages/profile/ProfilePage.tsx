import { Alert, Box, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { LoadingPage } from '../../shell/layout/LoadingPage';
import { useOwnProfile } from '../../shell/layout/useOwnProfile';
import { ProfileContactForm } from './ProfileContactForm';
import { ProfileDetails } from './ProfileDetails';
import { PasswordChangeSection } from './PasswordChangeSection';
import { ProfilePicture } from './ProfilePicture';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * /profile "Profiel" (spec 001 §2): the own data Beheer manages, read-only; the phone numbers the
 * user keeps up; the own picture, also shown in the user panel (docs/profile.md); two-factor
 * sign-in and the own password (docs/account-security.md).
 */
const ProfilePage = () => {
  const translate = useTranslate();
  const { data: profile, isError } = useOwnProfile();
  if (isError) return <Alert severity="error">{translate('app.profiel.loadFailed')}</Alert>;
  if (!profile) return <LoadingPage />;
  return (
    <Box data-testid="profile-page" sx={{ maxWidth: 960 }}>
      <Title title="app.profiel.title" />
      <Stack spacing={2}>
        <ProfileDetails profile={profile} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
          <ProfileContactForm profile={profile} />
          <ProfilePicture profile={profile} />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
          <Box sx={{ flex: 1 }}>
            <TwoFactorSection />
          </Box>
          <Box sx={{ flex: 1 }}>
            <PasswordChangeSection />
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
};

export default ProfilePage;
