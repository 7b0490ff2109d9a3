import { Box, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { FASES, STAPPEN, SUB_STATUSES, type Fase } from '../../../contract/dossier';
import { dossierStatusName } from '../dossiers/dossierFormat';

/**
 * The status progress bar of the side panel: the phases in process order, the current one open with
 * its steps (the current step marked), and the dossier's own status below.
 */
export const StatusProgress = ({ dossier, redenen }: { dossier: DossierDetail; redenen: { id: number; omschrijving: string }[] }) => {
  const translate = useTranslate();
  const active = FASES.findIndex((f) => f.id === dossier.fase);
  const steps = STAPPEN[dossier.fase as Fase] ?? [];
  const facts: [string, string | null][] = [
    ['status', dossierStatusName(dossier.status)],
    ['subStatus', SUB_STATUSES.find((s) => s.id === dossier.subStatus)?.name ?? null],
    ['reden', redenen.find((r) => r.id === dossier.redenBeeindigingId)?.omschrijving ?? null],
    ['toelichting', dossier.statusToelichting],
  ];
  return (
    <Box data-testid="status-progress">
      <Stepper activeStep={active} orientation="vertical" aria-label={translate('app.dossierDetail.side.progress')}>
        {FASES.map((fase) => (
          <Step key={fase.id} completed={FASES.findIndex((f) => f.id === fase.id) < active}>
            <StepLabel>{fase.name}</StepLabel>
            <StepContent>
              {steps.map((stap) => (
                <Typography
                  key={stap.id}
                  variant="body2"
                  color={stap.id === dossier.stap ? 'text.primary' : 'text.secondary'}
                  sx={{ fontWeight: stap.id === dossier.stap ? 600 : 400 }}
                  data-testid={stap.id === dossier.stap ? 'status-current-step' : undefined}
                >
                  {stap.name}
                </Typography>
              ))}
            </StepContent>
          </Step>
        ))}
      </Stepper>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5, mt: 1.5, mb: 0 }}>
        {facts
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`app.dossierDetail.side.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`status-${key}`}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
};
