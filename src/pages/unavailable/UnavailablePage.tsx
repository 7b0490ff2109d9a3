import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';

/** Stands in for every area whose screen is not built yet: never a blank page. */
const UnavailablePage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const heading = translate(title);
  return (
    <Card data-testid="unavailable-page" sx={{ maxWidth: 640 }}>
      <Title title={heading} />
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 3 }}>
        <ConstructionOutlined color="primary" sx={{ fontSize: 40 }} />
        <Box>
          <Typography component="h1" variant="h2" gutterBottom>
            {heading}
          </Typography>
          <Typography>{translate('app.unavailable.message')}</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            {translate('app.unavailable.hint')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};

export default UnavailablePage;
