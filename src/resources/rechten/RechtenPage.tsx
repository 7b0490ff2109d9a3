import { useState } from 'react';
import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { personName } from '../../../contract/names';
import { useReferenceList } from '../generic/useReferenceList';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/**
 * Beheer › Rechten: every permission string of the product with its Dutch description, and who
 * holds it through their roles (GET /rols/permissie/{permission}/gebruikers). Permissions are
 * given through Beheer › Rollen.
 */
const RechtenPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data: permissions = [] } = useReferenceList('/api/v1/rols/permissie');
  const [chosen, setChosen] = useState<string>();
  const holders = useQuery({
    queryKey: ['permission-holders', chosen],
    queryFn: () => dataProvider.getPermissionHolders(chosen!),
    enabled: !!chosen,
  });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('app.beheer.rechten.title')} />
      <Card sx={{ flex: 1, maxHeight: '75vh', overflow: 'auto' }}>
        <List dense data-testid="rechten-list">
          {permissions.map((p) => (
            <ListItem key={String(p.id)} disablePadding>
              <ListItemButton selected={p.id === chosen} onClick={() => setChosen(String(p.id))}>
                <ListItemText primary={String(p.id)} secondary={String(p.omschrijving ?? '') || undefined} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Card>
      <Card sx={{ flex: 1 }}>
        <CardContent data-testid="rechten-holders">
          <Typography variant="h6" gutterBottom>
            {chosen ? translate('app.beheer.rechten.holders', { permission: chosen }) : translate('app.beheer.rechten.choose')}
          </Typography>
          {chosen && holders.data?.length === 0 && <Typography>{translate('app.beheer.rechten.none')}</Typography>}
          {holders.data?.map((u) => (
            <Typography key={u.id} variant="body2">
              {personName(u)}
            </Typography>
          ))}
        </CardContent>
      </Card>
    </Stack>
  );
};

export default RechtenPage;
