import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { STIPULATION_RULES, type StipulationOutcome } from '../../../contract/stipulations';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../i18n/dates';
import { dossierKey } from './useDossier';

const ICONS: Record<StipulationOutcome, typeof CheckCircle> = { VOLDAAN: CheckCircle, NIET_VOLDAAN: Cancel, NVT: RemoveCircleOutline };
const COLOURS: Record<StipulationOutcome, 'success' | 'error' | 'disabled'> = { VOLDAAN: 'success', NIET_VOLDAAN: 'error', NVT: 'disabled' };

/**
 * The side panel's stipulations (docs/stipulations.md): what the dossier must still meet before its
 * next step, from the rule set on the server. Opening the dossier brings the outcome up to date
 * (POST /dossiers/{id}/refresh, recorded only when it changed); any change of the dossier does
 * so again. A user who may edit the dossier can have it judged anew at once.
 */
export const StipulationsPanel = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.stipulations.${key}`, options);
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const mayRun = !!useSession()?.permissions.includes('DOSSIER_DETAIL_EDIT');
  const [running, setRunning] = useState(false);
  const key = [...dossierKey(dossierId), 'stipulaties'];
  const { data } = useQuery({ queryKey: key, queryFn: () => dataProvider.refreshStipulations(dossierId) });

  const run = async () => {
    setRunning(true);
    try {
      const result = await dataProvider.executeRuleset(dossierId);
      queryClient.setQueryData(key, result);
      // The audit trail may have a new row; the panel's own answer is already here.
      await queryClient.invalidateQueries({ queryKey: dossierKey(dossierId), predicate: (query) => query.queryKey[2] !== 'stipulaties' });
      notify('app.stipulations.done', { type: 'success' });
    } catch {
      // Reported by the fetch wrapper (Foutmelding).
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack sx={{ gap: 1 }} data-testid="stipulations">
      <Typography component="h2" variant="subtitle2">
        {t('title')}
      </Typography>
      {data && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="stipulations-outcome">
            {data.voldaan ? t('voldaan') : t('nietVoldaan')}
          </Typography>
          {data.resultaten.map((result) => {
            const Icon = ICONS[result.uitkomst];
            return (
              <Box key={result.code} sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }} data-testid={`stipulation-${result.code}`}>
                <Icon fontSize="small" color={COLOURS[result.uitkomst]} titleAccess={t(`outcome.${result.uitkomst}`)} />
                <Typography variant="body2">{STIPULATION_RULES.find((r) => r.code === result.code)?.naam}</Typography>
                <span />
                <Typography variant="caption" color="text.secondary">
                  {result.toelichting}
                </Typography>
              </Box>
            );
          })}
          <Typography variant="caption" color="text.secondary" data-testid="stipulations-when">
            {[t('beoordeeld', { moment: formatDateTime(data.uitgevoerdOp) }), data.uitgevoerdDoor && t('door', { naam: data.uitgevoerdDoor })].filter(Boolean).join(' ')}
          </Typography>
        </>
      )}
      {mayRun && (
        <Box>
          <Button size="small" variant="outlined" onClick={run} disabled={running} data-testid="stipulations-run">
            {t('run')}
          </Button>
        </Box>
      )}
    </Stack>
  );
};
