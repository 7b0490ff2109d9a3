import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useNotify, useTranslate } from 'ra-core';
import { SaveButton, TextInput } from 'react-admin';
import { zodValidator } from '../../resources/generic/zodValidator';
import { type Profiel, profielSchema } from '../../../contract/profile';
import { profileQueryKey } from '../../shell/layout/useOwnProfile';
import { serverFieldErrors } from '../dossier-detail/forms/serverErrors';
import { UnsavedChangesGuard } from '../../shell/forms/UnsavedChangesGuard';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const validate = zodValidator(profielSchema);

/**
 * The phone numbers, checked with the shared 'Let op:' rule before anything is sent; the
 * server's field messages land under the same inputs and a stale version opens the dialog (409).
 */
export const ProfileContactForm = ({ profile }: { profile: Profiel }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.updateProfile({
        telefoonnummer: values.telefoonnummer as string | null,
        mobielnummer: values.mobielnummer as string | null,
        version: profile.version,
      });
      queryClient.setQueryData(profileQueryKey(profile.id), saved);
    } catch (error) {
      return serverFieldErrors(error) ?? undefined;
    }
    notify('app.profiel.saved', { type: 'success' });
    return undefined;
  };
  const record = { telefoonnummer: profile.telefoonnummer ?? '', mobielnummer: profile.mobielnummer ?? '', version: profile.version };
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardHeader title={translate('app.profiel.contact')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {/* Keyed by version: after a save the form starts again from what the server kept. */}
        <Form key={profile.version} record={record} validate={validate} onSubmit={submit} noValidate>
          <UnsavedChangesGuard />
          <Stack>
            <TextInput source="telefoonnummer" label="app.profiel.telefoonnummer" type="tel" inputProps={{ 'data-testid': 'profile-telefoonnummer-input' }} />
            <TextInput source="mobielnummer" label="app.profiel.mobielnummer" type="tel" inputProps={{ 'data-testid': 'profile-mobielnummer-input' }} />
          </Stack>
          <SaveButton label="app.profiel.save" alwaysEnable data-testid="profile-save" />
        </Form>
      </CardContent>
    </Card>
  );
};
