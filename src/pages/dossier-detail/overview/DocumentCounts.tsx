import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Description from '@mui/icons-material/Description';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { documentCountsKey } from '../useDossier';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';


/** The icon codes of Beheer › documenten (contract/beheer/documentstatus.ts) with their colours. */
export const ICONS = {
  HOURGLASS: { Icon: HourglassEmpty, color: 'warning' },
  CHECK: { Icon: CheckCircle, color: 'success' },
  CLOSE: { Icon: Cancel, color: 'error' },
  PAPER: { Icon: Description, color: 'info' },
} as const;

/**
 * The dossier's requested documents per status (GET /overzicht/{id}/document-status-count). Every
 * status the user may see is shown, also at 0, so "nothing rejected" reads as such.
 */
export const DocumentCounts = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: documentCountsKey(dossierId), queryFn: () => dataProvider.getDocumentStatusCount(dossierId) });
  if (!data) return null;
  if (data.length === 0) return <Typography color="text.secondary">{translate('app.dossierDetail.documentCounts.none')}</Typography>;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, p: 0, listStyle: 'none' }} data-testid="overview-documents-list">
      {data.map((status) => {
        // The icon column is free text in the database; an icon the screen does not know shows as a document.
        const { Icon, color } = ICONS[status.icoon as keyof typeof ICONS] ?? ICONS.PAPER;
        return (
          <Box
            component="li"
            key={status.code}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            aria-label={translate('app.dossierDetail.documentCounts.label', { omschrijving: status.omschrijving, aantal: status.aantal })}
            data-testid={`overview-documents-${status.code}`}
          >
            <Icon color={color} fontSize="small" aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {status.omschrijving}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 'bold' }} data-testid={`overview-documents-${status.code}-aantal`}>
              {status.aantal}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};
