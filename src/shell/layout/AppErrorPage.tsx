import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** Last resort when the app itself fails to render: a Dutch message and a way back in. */
export const AppErrorPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }} data-testid="app-error">
      <Typography component="h1" variant="h1">
        {translate('ra.page.error')}
      </Typography>
      <Typography>{translate('ra.message.error')}</Typography>
      <Button variant="contained" onClick={() => window.location.assign('/')}>
        {translate('app.notFound.home')}
      </Button>
    </Box>
  );
};
