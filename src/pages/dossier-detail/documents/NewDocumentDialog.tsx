import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { DOCUMENT_LIJST_CODES, type DocumentLijst } from '../../../../contract/document-lists';
import type { DossierDocument, RequestedDocument } from '../../../dataProvider/documents';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { documentsKey, useDocumentKinds } from './useDocumentRefs';
import { SubmitButton } from '../../../shell/forms/SubmitButton';

interface Props {
  dossierId: number;
  lijst: DocumentLijst;
  /** Fixed when the dialog is opened from a request's own upload action. */
  request?: RequestedDocument;
  onClose: () => void;
  /** The new document, without a file yet: the caller asks for its file next. */
  onCreated: (document: DossierDocument) => void;
}

const requestLabel = (r: RequestedDocument) => [r.omschrijving, r.hypotheekgever].filter(Boolean).join(' · ');

/**
 * A new document in a phase list, answering a request or none; name required, kind optional. A
 * chosen request fills in its kind and name. The file is chosen right after, in the upload dialog.
 */
export const NewDocumentDialog = ({ dossierId, lijst: initialLijst, request, onClose, onCreated }: Props) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const kinds = useDocumentKinds();
  const key = documentsKey(dossierId);
  const requests = [
    ...(useQuery({ queryKey: [...key, 'opgevraagd'], queryFn: () => dataProvider.getRequestedDocuments(dossierId, false) }).data ?? []),
    ...(useQuery({ queryKey: [...key, 'opgevraagd-change'], queryFn: () => dataProvider.getRequestedDocuments(dossierId, true) }).data ?? []),
  ];
  const [lijst, setLijst] = useState(initialLijst);
  const [requestId, setRequestId] = useState<number | ''>(request?.id ?? '');
  const [naam, setNaam] = useState(request ? requestLabel(request) : '');
  const [soort, setSoort] = useState(request?.soort ?? '');
  const answer = (id: number | '') => {
    setRequestId(id);
    const chosen = requests.find((r) => r.id === id);
    if (!chosen) return;
    setSoort(chosen.soort);
    if (!naam.trim() || requests.some((r) => requestLabel(r) === naam)) setNaam(requestLabel(chosen));
  };
  const create = useMutation({
    mutationFn: () => dataProvider.createDocument(dossierId, lijst, { naam, soort: soort || null, dossierDocumentId: requestId === '' ? null : requestId }),
    onSuccess: (document) => {
      notify('app.documents.created', { type: 'success' });
      onCreated(document);
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="document-create-dialog">
      <DialogTitle>{translate('app.documents.createTitle', { lijst: translate(`app.documents.lists.${lijst}`) })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label={translate('app.documents.request')}
          value={requestId}
          disabled={!!request}
          onChange={(e) => answer(e.target.value === '' ? '' : Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'document-create-request' } }}
        >
          <MenuItem value="">{translate('app.documents.noRequest')}</MenuItem>
          {requests.map((r) => (
            <MenuItem key={r.id} value={r.id} data-testid={`document-create-request-${r.id}`}>
              {requestLabel(r)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 2 }}
          label={translate('app.documents.lijst')}
          value={lijst}
          onChange={(e) => setLijst(e.target.value as DocumentLijst)}
          slotProps={{ htmlInput: { 'data-testid': 'document-create-lijst' } }}
        >
          {DOCUMENT_LIJST_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {translate(`app.documents.lists.${code}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          required
          size="small"
          sx={{ mt: 2 }}
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
          value={kinds.some((k) => k.id === soort) ? soort : ''}
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
        <SubmitButton variant="contained" missing={naam.trim() ? [] : [translate('app.documents.naam')]} disabled={create.isPending} onClick={() => create.mutate()} data-testid="document-create-save">
          {translate('app.documents.createAndUpload')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
