import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { personName } from '../../../../contract/names';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useDossier } from '../useDossier';
import { useDocumentKinds } from './useDocumentRefs';
import { SubmitButton } from '../../../shell/forms/SubmitButton';

/**
 * Asks the adviser for a document (POST /dossiers/{id}/documenten/opgevraagd): its kind, whose it
 * is when the dossier has two applicants (an employer's statement is one person's), and what
 * exactly is wanted.
 */
export const RequestDialog = ({ dossierId, onClose, onDone }: { dossierId: number; onClose: () => void; onDone: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const kinds = useDocumentKinds();
  const [soort, setSoort] = useState('');
  const [toelichting, setToelichting] = useState('');
  const applicants = useDossier(dossierId).data?.hypotheekGevers ?? [];
  const [applicant, setApplicant] = useState('');
  const ask = useMutation({
    mutationFn: () => dataProvider.requestDocument(dossierId, { soort, hypotheekgeverId: applicant ? Number(applicant) : null, toelichting: toelichting.trim() || null }),
    onSuccess: () => {
      notify('app.review.asked', { type: 'success' });
      onDone();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="request-dialog">
      <DialogTitle>{translate('app.review.askTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          required
          size="small"
          sx={{ mt: 1 }}
          label={translate('app.documents.soort')}
          value={soort}
          onChange={(e) => setSoort(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'request-soort' } }}
        >
          {kinds.map((kind) => (
            <MenuItem key={kind.id} value={kind.id} data-testid={`request-soort-${kind.id}`}>
              {kind.omschrijving}
            </MenuItem>
          ))}
        </TextField>
        {applicants.length > 1 && (
          <TextField
            select
            fullWidth
            size="small"
            sx={{ mt: 2 }}
            label={translate('app.review.askApplicant')}
            value={applicant}
            onChange={(e) => setApplicant(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'request-applicant' }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate('app.review.askBothApplicants')}</MenuItem>
            {applicants.map((a) => (
              <MenuItem key={a.id} value={String(a.id)} data-testid={`request-applicant-${a.id}`}>
                {personName(a.partijNawData)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          fullWidth
          multiline
          minRows={3}
          size="small"
          sx={{ mt: 2 }}
          label={translate('app.review.askToelichting')}
          helperText={translate('app.review.askToelichtingHelp')}
          value={toelichting}
          onChange={(e) => setToelichting(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'request-toelichting' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.documents.cancel')}</Button>
        <SubmitButton variant="contained" missing={soort ? [] : [translate('app.documents.soort')]} disabled={ask.isPending} onClick={() => ask.mutate()} data-testid="request-save">
          {translate('app.review.askSave')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
