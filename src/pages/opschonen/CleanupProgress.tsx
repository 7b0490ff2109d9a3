import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Opschoning } from '../../dataProvider/cleanup';
import { formatDateTime } from '../../i18n/dates';
import { jobPercent } from './cleanupRules';

/**
 * The Voortgang cell: a started clean-up's job as a bar with its steps, what a finished one
 * removed, who withdrew a marking.
 */
export const CleanupProgress = ({ row }: { row: Opschoning }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.cleanup.${key}`, options);
  const { job } = row;
  if (row.status === 'INGETROKKEN' && row.ingetrokkenDoor) {
    return <Typography variant="body2">{t('withdrawn', { naam: row.ingetrokkenDoor.naam, op: formatDateTime(row.ingetrokkenOp) })}</Typography>;
  }
  if (row.status === 'UITGEVOERD') {
    return (
      <Typography variant="body2" data-testid="cleanup-removed">
        {t('doneOn', { op: formatDateTime(row.uitgevoerdOp) })}
        {row.verwijderd && (
          <>
            <br />
            {t('removed', row.verwijderd)}
          </>
        )}
      </Typography>
    );
  }
  if (row.status !== 'GEPLAND' || !job) return null;
  const percent = jobPercent(job);
  const label = job.status === 'WACHTEND' && job.pogingen === 0 ? t('progressWaiting') : t('progress', { gedaan: job.gedaan, totaal: job.totaal ?? '?' });
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        color={job.status === 'MISLUKT' ? 'error' : 'primary'}
        aria-label={label}
        data-testid="cleanup-progress"
      />
      <Typography variant="caption">{label}</Typography>
      {job.fout && (
        <Typography variant="caption" color="error" component="p">
          {job.status === 'MISLUKT' ? t('failed', { fout: job.fout }) : t('retrying', { poging: job.pogingen, max: job.maxPogingen, fout: job.fout })}
        </Typography>
      )}
      {row.gestartDoor && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('startedBy', { naam: row.gestartDoor.naam, op: formatDateTime(row.gestartOp) })}
        </Typography>
      )}
    </Box>
  );
};
