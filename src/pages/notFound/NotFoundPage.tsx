import { Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { TitledCard } from '../../shell/layout/TitledCard';

/** The one not-found page; a page that knows what was not found (a dossier) says so in its own words. */
export const NotFound = ({ titleKey, messageKey }: { titleKey: string; messageKey: string }) => {
  const translate = useTranslate();
  return (
    <TitledCard title={translate(titleKey)} testId="not-found-page">
      <Typography sx={{ mb: 2 }}>{translate(messageKey)}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.notFound.home')}
      </Button>
    </TitledCard>
  );
};

const NotFoundPage = () => <NotFound titleKey="app.notFound.title" messageKey="app.notFound.message" />;

export default NotFoundPage;
