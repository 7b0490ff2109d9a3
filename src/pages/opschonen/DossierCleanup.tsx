import { Button, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { HANDMATIGE_REDENEN, OPEN_OPSCHONING_STATUSES } from '../../../contract/cleanup';
import { useSession } from '../../authProvider/session';
import type { HandmatigeReden, Opschoning } from '../../dataProvider/cleanup';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { codeName } from '../../i18n/codeNames';
import { formatDateTime } from '../../i18n/dates';
import { cleanupKey } from '../dossier-detail/useDossier';
import { CleanupConfirm } from './CleanupConfirm';
import { cleanupRights } from './cleanupRules';

const isOpen = (cleanup: Opschoning | null | undefined): cleanup is Opschoning =>
  !!cleanup && (OPEN_OPSCHONING_STATUSES as readonly string[]).includes(cleanup.status);

/**
 * The dossier's latest clean-up, for who may see clean-ups at all; under the dossier's key, so the
 * detail's refresh after a change reads it again.
 */
const useDossierCleanup = (dossierId: number) => {
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const rights = cleanupRights(session?.permissions ?? [], session?.userCode);
  const { data } = useQuery({
    queryKey: cleanupKey(dossierId),
    queryFn: () => dataProvider.getDossierCleanup(dossierId),
    enabled: rights.mark,
  });
  return { cleanup: data, rights };
};

/** In the dossier's header: that the dossier is marked for deletion, by whom, when and why. */
export const DossierCleanupMarker = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  const { cleanup } = useDossierCleanup(dossierId);
  if (!isOpen(cleanup)) return null;
  return (
    <>
      <Chip size="small" color={cleanup.status === 'GEMARKEERD' ? 'warning' : 'error'} label={codeName('opschoningStatus', cleanup.status)} data-testid="dossier-cleanup-marker" />
      <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }} data-testid="dossier-cleanup-marked-by">
        {translate('app.cleanup.dossier.markedBy', {
          naam: cleanup.gemarkeerdDoor?.naam ?? '',
          op: formatDateTime(cleanup.gemarkeerdOp),
          reden: codeName('opschoningReden', cleanup.reden),
        })}
      </Typography>
    </>
  );
};

/**
 * Beside the status actions: 'Markeren voor verwijdering' with its ground, or 'Markering
 * intrekken' while the clean-up has not started. Marking removes nothing yet, so the dialog only
 * asks for the ground.
 */
export const DossierCleanupAction = ({ dossierId, onChanged }: { dossierId: number; onChanged: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.cleanup.dossier.${key}`, options);
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const { cleanup, rights } = useDossierCleanup(dossierId);
  const [marking, setMarking] = useState(false);
  const [reden, setReden] = useState<HandmatigeReden | ''>('');
  const run = useMutation({
    mutationFn: (call: () => Promise<string>) => call(),
    onSuccess: (message) => notify(message, { type: 'success' }),
    onSettled: onChanged,
  });
  if (!rights.mark || cleanup === undefined || cleanup?.status === 'GEPLAND') return null;

  if (isOpen(cleanup)) {
    return (
      <Button
        size="small"
        variant="outlined"
        disabled={run.isPending}
        onClick={() => run.mutate(async () => (await dataProvider.unmarkDossierCleanup(dossierId), translate('app.cleanup.unmarkDone')))}
        data-testid="dossier-cleanup-unmark"
      >
        {t('unmark')}
      </Button>
    );
  }
  return (
    <>
      <Button size="small" variant="outlined" color="error" disabled={run.isPending} onClick={() => setMarking(true)} data-testid="dossier-cleanup-mark">
        {t('mark')}
      </Button>
      {marking && (
        <CleanupConfirm
          testId="dossier-cleanup-mark-dialog"
          title={t('markTitle')}
          texts={[t('markText', { id: dossierId })]}
          confirm={t('markConfirm')}
          missing={reden ? [] : [t('reden')]}
          onClose={() => setMarking(false)}
          onConfirm={() => {
            setMarking(false);
            if (reden) run.mutate(async () => (await dataProvider.markDossierForCleanup(dossierId, reden), t('markDone')));
          }}
        >
          <TextField
            select
            fullWidth
            required
            size="small"
            label={t('reden')}
            value={reden}
            onChange={(event) => setReden(event.target.value as HandmatigeReden)}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'dossier-cleanup-reden' } }}
          >
            {HANDMATIGE_REDENEN.map((code) => (
              <MenuItem key={code} value={code} data-testid={`dossier-cleanup-reden-${code}`}>
                {codeName('opschoningReden', code)}
              </MenuItem>
            ))}
          </TextField>
        </CleanupConfirm>
      )}
    </>
  );
};
