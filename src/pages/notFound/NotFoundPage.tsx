import { Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

/** The one not-found page; a page that knows what was not found (a dossier) says so in its own words. */
export const NotFound = ({ titleKey, messageKey }: { titleKey: string; messageKey: string }) => {
  const translate = useTranslate();
  return (
    <Card data-testid="not-found-page" sx={{ maxWidth: 640 }}>
      <Title title={translate(titleKey)} />
      <CardContent sx={{ p: 3 }}>
        <Typography component="h1" variant="h2" gutterBottom>
          {translate(titleKey)}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate(messageKey)}</Typography>
        <Button component={Link} to="/" variant="contained">
          {translate('app.notFound.home')}
        </Button>
      </CardContent>
    </Card>
  );
};

const NotFoundPage = () => <NotFound titleKey="app.notFound.title" messageKey="app.notFound.message" />;

export default NotFoundPage;
