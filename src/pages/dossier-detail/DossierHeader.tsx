import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { officeLine } from '../dossiers/dossierFormat';
import { DossierCleanupMarker } from '../opschonen/DossierCleanup';

/** The spec's header (000 §2): 'Dossier: {id} - {reference}', the applicants or contractors, the office; a marking for deletion. */
export const DossierHeader = ({ dossier, title, names }: { dossier: DossierDetail; title: string; names: string }) => {
  const translate = useTranslate();
  return (
    <Stack sx={{ gap: 0.25 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" data-testid="dossier-header">
          {title}
        </Typography>
        {dossier.gearchiveerd && <Chip size="small" label={translate('app.dossierDetail.header.archived')} data-testid="dossier-archived" />}
        {dossier.prioriteit === 'HOOG' && <Chip size="small" color="warning" label={translate('app.dossierDetail.header.priorityHigh')} data-testid="dossier-priority" />}
        <DossierCleanupMarker dossierId={dossier.id} />
      </Stack>
      <Typography data-testid="dossier-applicants">{names}</Typography>
      <Typography color="text.secondary" data-testid="dossier-office">
        {officeLine(dossier)}
      </Typography>
    </Stack>
  );
};
