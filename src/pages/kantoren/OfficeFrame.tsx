import { Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { codeName } from '../../i18n/codeNames';
import { NotFound } from '../notFound/NotFoundPage';

export const officeKey = (id: string) => ['kantoor', id] as const;

/**
 * The frame of an office's pages (docs/offices.md): its name and place above tabs for the office
 * itself and, for its adviser, the invoices (Facturen, /adviseurs/{officeId}/facturen). Staff
 * read the office through /kantoors/{id}; an adviser sees only their own, named by
 * /kantoors/small/current, and another office's number is not found.
 */
export const OfficeFrame = ({ tab, children }: { tab: 'kantoor' | 'facturen'; children: ReactNode }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.office.${key}`);
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const officeId = useParams().officeId ?? '';
  const adviser = session?.userCode === 'A';
  const own = adviser && String(session?.officeId) === officeId;
  const current = useQuery({ queryKey: ['kantoor-current'], queryFn: () => dataProvider.getCurrentOffice(), enabled: own });
  const detail = useQuery({ queryKey: officeKey(officeId), queryFn: () => dataProvider.getOffice(officeId), enabled: !adviser && /^\d{1,9}$/.test(officeId) });
  const office = adviser ? current.data : detail.data;
  const invoices = adviser && !!session?.permissions.includes('MENU_FACTUREN_VIEW');

  if ((adviser && !own) || (!adviser && (!/^\d{1,9}$/.test(officeId) || (detail.error instanceof HttpError && detail.error.status === 404)))) {
    return <NotFound titleKey="app.office.notFoundTitle" messageKey="app.office.notFound" />;
  }
  return (
    <Stack sx={{ gap: 2 }} data-testid="office-frame">
      {!adviser && (
        <Box>
          <Button size="small" startIcon={<ArrowBack />} component={RouterLink} to="/adviseurs">
            {t('back')}
          </Button>
        </Box>
      )}
      <Card>
        <CardContent sx={{ pb: invoices ? 0 : undefined }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h1" variant="h5" data-testid="office-name">
              {office?.bedrijfsNaam ?? ' '}
            </Typography>
            {detail.data && <Chip size="small" label={codeName('regio', detail.data.regio)} />}
            {detail.data && <Chip size="small" label={codeName('kantoorType', detail.data.kantoorType)} />}
          </Stack>
          <Typography color="text.secondary">{office?.plaatsNaam}</Typography>
          {invoices && (
            <Tabs value={tab} aria-label={t('tabs.label')} sx={{ mt: 1, '& .MuiTab-root': { textTransform: 'none', fontSize: '0.9rem' } }}>
              <Tab value="kantoor" label={t('tabs.kantoor')} component={RouterLink} to={`/adviseurs/${officeId}`} data-testid="office-tab-kantoor" />
              <Tab value="facturen" label={t('tabs.facturen')} component={RouterLink} to={`/adviseurs/${officeId}/facturen`} data-testid="office-tab-facturen" />
            </Tabs>
          )}
        </CardContent>
      </Card>
      {children}
    </Stack>
  );
};
