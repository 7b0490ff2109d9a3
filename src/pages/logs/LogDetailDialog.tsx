import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { LogKanaal } from '../../../contract/log-codes';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { codeName } from '../../i18n/codeNames';
import { formatDateTime } from '../../i18n/dates';
import { ContactFacts } from '../kantoren/ContactFacts';
import { JsonBlock } from './JsonBlock';
import { STATUS_COLOUR } from './statusColour';

/** One message of a log with the message itself pretty-printed (GET /logs/{log}/{id}). */
export const LogDetailDialog = ({ kanaal, id, dossierBase, onClose }: { kanaal: LogKanaal; id: number; dossierBase: string; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.logs.${key}`, options);
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({ queryKey: ['log-entry', kanaal, id], queryFn: () => dataProvider.getLogEntry(kanaal, id) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="log-detail">
      <DialogTitle>{t('detail.title', { id })}</DialogTitle>
      <DialogContent>
        {data && (
          <Stack sx={{ gap: 2 }}>
            <ContactFacts
              testId="log-detail-facts"
              rows={[
                [t('columns.tijdstip'), formatDateTime(data.tijdstip)],
                [t('columns.richting'), codeName('logRichting', data.richting)],
                [t('columns.soort'), codeName('logSoort', data.soort)],
                [t('columns.bron'), data.bron],
                [
                  t('columns.dossier'),
                  data.dossierId === null ? null : (
                    <Link component={RouterLink} to={`${dossierBase}/${data.dossierId}`}>
                      {data.dossierId}
                    </Link>
                  ),
                ],
                [t('columns.referentie'), data.referentie],
                [t('columns.status'), <Chip key="status" size="small" color={STATUS_COLOUR[data.status]} label={codeName('logStatus', data.status)} />],
                [t('columns.samenvatting'), data.samenvatting],
                [t('detail.gebruiker'), data.gebruiker],
              ]}
            />
            <Typography component="h3" variant="subtitle2">
              {t('detail.bericht')}
            </Typography>
            <JsonBlock value={data.bericht} label={t('detail.bericht')} testId="log-detail-bericht" />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="log-detail-close">
          {t('detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
