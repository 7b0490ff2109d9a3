import { Alert, Box, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { ApiError } from '../../dataProvider';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { DossierPicker } from '../../shell/panel/DossierPicker';
import { SubmitButton } from '../../shell/forms/SubmitButton';

/**
 * A message that named no known dossier, linked by hand (docs/hdn.md): the dossier is chosen by
 * name or number, or its number typed, and the message is processed for it. A refusal (another lender's dossier, a
 * closed application) is shown here; the message then stays unlinked.
 */
export const HdnLinkForm = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.hdn.link.${key}`, options);
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [dossierId, setDossierId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: (target: number) => dataProvider.linkHdnMessage(id, target),
    onSuccess: (answer, target) => {
      notify(t('done', { dossierId: target, resultaat: answer.resultaat ?? '' }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['hdn'] });
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : translate('ra.notification.http_error')),
  });
  const submit = () => {
    setError(null);
    if (dossierId !== null) link.mutate(dossierId);
  };
  return (
    <Box component="section" aria-labelledby="hdn-link-title" sx={{ p: 2, border: 1, borderColor: 'warning.main', borderRadius: 1 }} data-testid="hdn-link">
      <Typography id="hdn-link-title" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ width: 320 }}>
          <DossierPicker value={dossierId} onChange={setDossierId} />
        </Box>
        <SubmitButton variant="contained" onClick={submit} missing={dossierId === null ? [translate('app.panel.dossier')] : []} disabled={link.isPending} data-testid="hdn-link-submit">
          {t('submit')}
        </SubmitButton>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }} data-testid="hdn-link-error">
          {error}
        </Alert>
      )}
    </Box>
  );
};
