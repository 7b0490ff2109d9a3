import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, FormGroup, FormLabel, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useDeclineReasons } from './useDocumentRefs';
import { SubmitButton } from '../../../shell/forms/SubmitButton';

interface Props {
  naam: string;
  onClose: () => void;
  onConfirm: (body: { rsRedenIds: number[]; toelichting?: string }) => void;
  /** Changing the reasons of a declined document afterwards (PUT /documenten/{id}/redens): no remark. */
  reasonsOnly?: { chosen: number[] };
}

/** Asks the reasons of a decline (GET /documenten/redens, at least one) and a remark the adviser reads. */
export const DeclineDialog = ({ naam, onClose, onConfirm, reasonsOnly }: Props) => {
  const translate = useTranslate();
  const reasons = useDeclineReasons(true);
  const [chosen, setChosen] = useState<number[]>(reasonsOnly?.chosen ?? []);
  const [toelichting, setToelichting] = useState('');
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="decline-dialog">
      <DialogTitle>{translate(reasonsOnly ? 'app.review.reasonsTitle' : 'app.review.declineTitle', { naam })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.review.reasonsHelp')}</DialogContentText>
        <FormLabel component="legend" sx={{ mt: 2 }}>
          {translate('app.review.reasons')}
        </FormLabel>
        <FormGroup>
          {reasons.map((reason) => (
            <FormControlLabel
              key={reason.id}
              control={<Checkbox size="small" checked={chosen.includes(reason.id)} onChange={() => toggle(reason.id)} slotProps={{ input: { 'data-testid': `decline-reason-${reason.code}` } as object }} />}
              label={reason.omschrijving}
            />
          ))}
        </FormGroup>
        {!reasonsOnly && (
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            sx={{ mt: 2 }}
            label={translate('app.review.toelichting')}
            value={toelichting}
            onChange={(e) => setToelichting(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'decline-toelichting' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.documents.cancel')}</Button>
        <SubmitButton
          variant="contained"
          color={reasonsOnly ? 'primary' : 'error'}
          missing={chosen.length ? [] : [translate('app.review.reasons')]}
          onClick={() => onConfirm({ rsRedenIds: chosen, toelichting: toelichting.trim() || undefined })}
          data-testid="decline-confirm"
        >
          {translate(reasonsOnly ? 'app.review.save' : 'app.review.confirmDecline')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
