import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';

const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <Card data-testid="access-denied-page" sx={{ maxWidth: 640 }}>
      <Title title={translate('ra.page.access_denied')} />
      <CardContent sx={{ p: 3 }}>
        <Typography component="h1" variant="h2" gutterBottom>
          {translate('ra.page.access_denied')}
        </Typography>
        <Typography>{translate('ra.message.access_denied')}</Typography>
      </CardContent>
    </Card>
  );
};

export default AccessDeniedPage;
