import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { personName } from '../../../contract/names';
import type { Profiel } from '../../../contract/profile';
import { USER_TYPES } from '../../../contract/permissions';

/** What Beheer manages, shown and not editable: who the user is and what they may do. */
export const ProfileDetails = ({ profile }: { profile: Profiel }) => {
  const translate = useTranslate();
  const list = (values: readonly string[]) => (values.length ? values.join(', ') : translate('app.profiel.geen'));
  const kantoor = profile.kantoor ? [profile.kantoor.bedrijfsNaam, profile.kantoor.plaatsNaam].filter(Boolean).join(', ') : null;
  const rows: [key: string, label: string, value: string][] = [
    ['naam', 'app.profiel.naam', personName(profile)],
    ['gebruikersnaam', 'app.profiel.gebruikersnaam', profile.username],
    ['email', 'app.profiel.email', profile.email],
    ['soort', 'app.profiel.soort', USER_TYPES[profile.typeCode as keyof typeof USER_TYPES] ?? profile.typeCode],
    ['rollen', 'app.profiel.rollen', list(profile.roles)],
    ['teams', 'app.profiel.teams', list(profile.teams)],
    ['organisaties', 'app.profiel.organisaties', list(profile.organisaties)],
  ];
  if (kantoor) rows.push(['kantoor', 'app.profiel.kantoor', kantoor]);
  if (profile.geldverstrekker) rows.push(['geldverstrekker', 'app.profiel.geldverstrekker', profile.geldverstrekker.naam]);
  return (
    <Card variant="outlined">
      <CardHeader title={translate('app.profiel.gegevens')} subheader={translate('app.profiel.gegevensIntro')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 24, rowGap: 8, margin: 0 }}>
          {rows.map(([key, label, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid={`profile-${key}`}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
};
