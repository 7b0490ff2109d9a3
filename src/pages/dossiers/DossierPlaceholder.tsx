import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { getDossier } from '../../dataProvider/dossiers';
import { formatDate } from '../../i18n/dates';
import { workloadStatusName } from '../../schema/workload';
import { personName } from '../../i18n/names';
import { applicantsLine, dossierReference, dossierStatusName, faseName, formatEuro, officeLine, stapName } from './dossierFormat';
import { rememberDossier } from './recentDossiers';

/**
 * Stands in for the dossier detail screen (a later issue): the header the spec describes and the
 * core data, and it records the visit for the quick search's "Laatst bekeken".
 */
export const DossierPlaceholder = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const valid = /^\d{1,9}$/.test(id);
  const { data: dossier, isError } = useQuery({ queryKey: ['dossier', id], queryFn: () => getDossier(id), enabled: valid, retry: false });
  const title = dossier ? translate('app.dossierHeader.title', { id: dossier.id, reference: dossierReference(dossier) }) : '';
  const applicants = dossier ? applicantsLine(dossier, { dhr: translate('app.dossierHeader.dhr'), mevr: translate('app.dossierHeader.mevr') }) : '';

  useEffect(() => {
    if (dossier) rememberDossier({ id: dossier.id, path: pathname, label: [title, applicants].filter(Boolean).join(' · ') });
  }, [dossier, pathname, title, applicants]);

  const facts: [string, string][] = dossier
    ? [
        [translate('app.dossierList.columns.fase'), `${faseName(dossier.fase)} – ${stapName(dossier.fase, dossier.stap)}`],
        [translate('app.dossierList.columns.status'), dossierStatusName(dossier.status)],
        [translate('app.dossierList.columns.workloadStatus'), dossier.workload ? workloadStatusName(dossier.workload.status) : ''],
        [translate('app.dossierList.columns.behandelaar'), personName(dossier.workload?.gebruiker)],
        [translate('app.dossierList.columns.adviseur'), personName(dossier.adviseur)],
        [translate('app.dossierList.columns.geldverstrekker'), dossier.geldverstrekker?.naam ?? ''],
        [translate('app.dossierList.columns.hoofdsom'), formatEuro(dossier.hoofdsom)],
        [translate('app.dossierList.columns.ontvangenOp'), formatDate(dossier.ontvangenOp)],
      ]
    : [];

  return (
    <Card data-testid="dossier-placeholder">
      <Title title={title || ' '} />
      <CardContent>
        <Button size="small" startIcon={<ArrowBack />} onClick={() => navigate(-1)} sx={{ mb: 1 }}>
          {translate('app.dossierHeader.back')}
        </Button>
        {(isError || !valid) && <Alert severity="warning">{translate('app.dossierHeader.notFound')}</Alert>}
        {dossier && (
          <>
            <Typography component="h1" variant="h5" data-testid="dossier-header">
              {title}
            </Typography>
            <Typography sx={{ mt: 0.5 }} data-testid="dossier-applicants">
              {applicants}
            </Typography>
            <Typography color="text.secondary" data-testid="dossier-office">
              {officeLine(dossier)}
            </Typography>
            <Stack direction="row" sx={{ gap: 0.5, mt: 1 }}>
              {dossier.labels.map((label) => (
                <Chip key={label.id} size="small" label={label.naam} sx={{ bgcolor: label.kleur, color: '#fff' }} />
              ))}
            </Stack>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.75, mt: 3, mb: 2 }}>
              {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Alert severity="info">{translate('app.dossierHeader.placeholder')}</Alert>
          </>
        )}
      </CardContent>
    </Card>
  );
};
