import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { DocumentLijst } from '../../../../contract/document-lists';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useDocumentKinds } from './useDocumentRefs';

/** A new document without a file in a phase list (its file is uploaded next); name required, kind optional. */
export const NewDocumentDialog = ({ dossierId, lijst, onClose, onCreated }: { dossierId: number; lijst: DocumentLijst; onClose: () => void; onCreated: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const kinds = useDocumentKinds();
  const [naam, setNaam] = useState('');
  const [soort, setSoort] = useState('');
  const create = useMutation({
    mutationFn: () => dataProvider.createDocument(dossierId, lijst, { naam, soort: soort || null }),
    onSuccess: () => {
      notify('app.documents.created', { type: 'success' });
      onCreated();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="document-create-dialog">
      <DialogTitle>{translate('app.documents.createTitle', { lijst: translate(`app.documents.lists.${lijst}`) })}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          required
          size="small"
          sx={{ mt: 1 }}
          label={translate('app.documents.naam')}
          value={naam}
          onChange={(e) => setNaam(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'document-create-naam' } }}
        />
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 2 }}
          label={translate('app.documents.soort')}
          value={soort}
          onChange={(e) => setSoort(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'document-create-soort' } }}
        >
          <MenuItem value="">{translate('app.documents.geenSoort')}</MenuItem>
          {kinds.map((kind) => (
            <MenuItem key={kind.id} value={kind.id}>
              {kind.omschrijving}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.documents.cancel')}</Button>
        <Button variant="contained" disabled={!naam.trim() || create.isPending} onClick={() => create.mutate()} data-testid="document-create-save">
          {translate('app.documents.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
