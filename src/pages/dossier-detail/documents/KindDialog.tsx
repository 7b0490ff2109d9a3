import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { SubmitButton } from '../../../shell/forms/SubmitButton';
import { useDocumentKinds } from './useDocumentRefs';

/** Reclassifies a document (POST /dossiers/{id}/documenten/soort): one of the active kinds. */
export const KindDialog = ({ naam, soort, onClose, onConfirm }: { naam: string; soort: string | null; onClose: () => void; onConfirm: (soort: string) => void }) => {
  const translate = useTranslate();
  const kinds = useDocumentKinds();
  const [chosen, setChosen] = useState(soort ?? '');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="kind-dialog">
      <DialogTitle>{translate('app.review.reclassifyTitle', { naam })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label={translate('app.documents.soort')}
          value={kinds.some((k) => k.id === chosen) ? chosen : ''}
          onChange={(e) => setChosen(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'kind-select' } }}
        >
          {kinds.map((kind) => (
            <MenuItem key={kind.id} value={kind.id}>
              {kind.omschrijving}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.documents.cancel')}</Button>
        <SubmitButton variant="contained" missing={chosen ? [] : [translate('app.documents.soort')]} disabled={chosen === soort} onClick={() => onConfirm(chosen)} data-testid="kind-save">
          {translate('app.review.save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
