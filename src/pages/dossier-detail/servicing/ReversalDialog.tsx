import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { LoanTransaction } from '../../../dataProvider/servicing';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { formatDate } from '../../../i18n/dates';
import { euro } from '../../../i18n/numbers';
import { dossierKey } from '../useDossier';

/**
 * Takes an allocated payment back (POST /transaction/{id}/reversal) with the reason the server
 * demands; a typed reason is not thrown away without asking.
 */
export const ReversalDialog = ({ allocation, onClose }: { allocation: LoanTransaction; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.servicing.${key}`, options);
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [reden, setReden] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const reverse = useMutation({
    mutationFn: () => dataProvider.reverseAllocation(allocation.id, reden),
    onSuccess: async () => {
      notify(t('reversed'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [...dossierKey(allocation.dossierId), 'servicing'] });
      onClose();
    },
    onError: (failure) => {
      if (failure instanceof HttpError) setError((failure.body as { errors?: Record<string, string> })?.errors?.reden ?? failure.message);
    },
  });
  const close = () => (reden.trim() && !reverse.isSuccess ? setAsking(true) : onClose());
  const facts = { bedrag: euro(allocation.bedrag), datum: formatDate(allocation.valutadatum) };

  if (asking) {
    return (
      <Dialog open onClose={() => setAsking(false)} aria-labelledby="reversal-discard-title" data-testid="reversal-discard-dialog">
        <DialogTitle id="reversal-discard-title">{t('discardTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('discardText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="error" onClick={onClose} data-testid="reversal-discard">
            {t('discard')}
          </Button>
          <Button variant="contained" onClick={() => setAsking(false)} autoFocus>
            {t('keep')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="reversal-title" data-testid="reversal-dialog">
      <DialogTitle id="reversal-title">{t('reverseTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('reverseText', facts)}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {allocation.omschrijving}
        </DialogContentText>
        <TextField
          fullWidth
          multiline
          minRows={2}
          required
          autoFocus
          size="small"
          label={t('reden')}
          value={reden}
          onChange={(event) => {
            setReden(event.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error ?? t('redenHint')}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reversal-reden' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button variant="contained" color="error" disabled={!reden.trim() || reverse.isPending} onClick={() => reverse.mutate()} data-testid="reversal-confirm">
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
