import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import type { DossierDocument } from '../../../dataProvider/documents';
import { FileUpload } from '../../../shell/inputs/FileUpload';

/** A new file for a document through the shared upload control: it becomes the document's next version. */
export const UploadDialog = ({ document, onClose, onUploaded }: { document: DossierDocument; onClose: () => void; onUploaded: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="document-upload-dialog">
      <DialogTitle>{translate('app.documents.uploadTitle', { naam: document.naam })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.documents.uploadHint')}</DialogContentText>
        <FileUpload
          testId="document-upload"
          upload={(file, onProgress) => dataProvider.uploadIntoDocument(document, file, onProgress)}
          onUploaded={() => {
            notify('app.documents.uploaded', { type: 'success' });
            onUploaded();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="document-upload-close">
          {translate('app.documents.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
