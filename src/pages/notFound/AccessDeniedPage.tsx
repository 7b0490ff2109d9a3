import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TitledCard } from '../../shell/layout/TitledCard';

const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <TitledCard title={translate('ra.page.access_denied')} testId="access-denied-page">
      <Typography>{translate('ra.message.access_denied')}</Typography>
    </TitledCard>
  );
};

export default AccessDeniedPage;
