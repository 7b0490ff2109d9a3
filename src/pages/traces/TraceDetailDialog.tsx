import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { codeName } from '../../i18n/codeNames';
import { formatDateTime } from '../../i18n/dates';
import { ContactFacts } from '../kantoren/ContactFacts';
import { JsonBlock } from '../logs/JsonBlock';
import { useTraceCallers } from './useTraceCallers';

/** One external call with its masked request and answer (GET /external-calls/trace/{id}). */
export const TraceDetailDialog = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.traces.${key}`, options);
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({ queryKey: ['trace', id], queryFn: () => dataProvider.getTrace(id) });
  const { callerName } = useTraceCallers();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="trace-detail">
      <DialogTitle>{t('detail.title', { id })}</DialogTitle>
      <DialogContent>
        {data && (
          <Stack sx={{ gap: 2 }}>
            <ContactFacts
              testId="trace-detail-facts"
              rows={[
                [t('columns.timestamp'), formatDateTime(data.timestamp)],
                [t('columns.caller'), callerName(data.caller)],
                [t('columns.target'), data.target],
                [t('columns.operation'), data.operation],
                [t('columns.duration'), t('ms', { ms: data.durationMs })],
                [t('columns.outcome'), <Chip key="outcome" size="small" color={data.outcome === 'OK' ? 'success' : 'error'} label={codeName('traceOutcome', data.outcome)} />],
                [t('columns.dossier'), data.dossierId === null ? null : String(data.dossierId)],
                [t('detail.user'), data.user ?? t('detail.system')],
                [t('detail.error'), data.error],
              ]}
            />
            <Typography component="h3" variant="subtitle2">
              {t('detail.request')}
            </Typography>
            <JsonBlock value={data.request} label={t('detail.request')} testId="trace-request" />
            {data.response !== null && (
              <>
                <Typography component="h3" variant="subtitle2">
                  {t('detail.response')}
                </Typography>
                <JsonBlock value={data.response} label={t('detail.response')} testId="trace-response" />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="trace-detail-close">
          {t('detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
