import Delete from '@mui/icons-material/Delete';
import { Avatar, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { personName } from '../../../contract/names';
import { PROFILE_PICTURE, type Profiel } from '../../../contract/profile';
import { FileUpload } from '../../shell/inputs/FileUpload';
import { profileQueryKey, useProfilePicture } from '../../shell/layout/useOwnProfile';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** The own picture: shown large, replaced through the shared upload control, or removed. */
export const ProfilePicture = ({ profile }: { profile: Profiel }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const picture = useProfilePicture(profile.fotoId);
  const [removing, setRemoving] = useState(false);
  const key = profileQueryKey(profile.id);
  const initials = `${profile.voorLetters.charAt(0)}${profile.achterNaam.charAt(0)}`.toUpperCase();

  const remove = async () => {
    setRemoving(true);
    try {
      await dataProvider.deleteProfilePicture();
      queryClient.setQueryData<Profiel>(key, (current) => (current ? { ...current, fotoId: null } : current));
      notify('app.profiel.fotoRemoved', { type: 'success' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardHeader title={translate('app.profiel.foto')} subheader={translate('app.profiel.fotoIntro')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Avatar
              src={picture}
              alt={translate('app.profiel.fotoAlt', { naam: personName(profile) })}
              sx={{ width: 96, height: 96, fontSize: 32, bgcolor: 'primary.main' }}
              data-testid="profile-picture"
            >
              {initials}
            </Avatar>
            {profile.fotoId !== null && (
              <Button startIcon={<Delete />} color="error" onClick={() => void remove().catch(() => undefined)} disabled={removing} data-testid="profile-picture-remove">
                {translate('app.profiel.fotoRemove')}
              </Button>
            )}
          </Stack>
          {profile.fotoId === null && <Typography color="text.secondary">{translate('app.profiel.geenFoto')}</Typography>}
          <FileUpload
            fileSize={PROFILE_PICTURE.maxBytes}
            types={PROFILE_PICTURE.kinds}
            upload={dataProvider.uploadProfilePicture}
            onUploaded={(saved) => {
              queryClient.setQueryData(key, saved as Profiel);
              notify('app.profiel.fotoSaved', { type: 'success' });
            }}
            testId="profile-picture-upload"
          />
        </Stack>
      </CardContent>
    </Card>
  );
};
