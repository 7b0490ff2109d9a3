import { Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Card data-testid="not-found-page" sx={{ maxWidth: 640 }}>
      <Title title={translate('app.notFound.title')} />
      <CardContent sx={{ p: 3 }}>
        <Typography component="h1" variant="h2" gutterBottom>
          {translate('app.notFound.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('app.notFound.message')}</Typography>
        <Button component={Link} to="/" variant="contained">
          {translate('app.notFound.home')}
        </Button>
      </CardContent>
    </Card>
  );
};

export default NotFoundPage;
