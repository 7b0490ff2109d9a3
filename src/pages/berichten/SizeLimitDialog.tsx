import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { MAIL_MESSAGES } from '../../../contract/mail';

/** The refusal of a message above 7 MB (spec 002 §5), in the spec's title and text, before anything is sent. */
export const SizeLimitDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="mail-size-title" data-testid="mail-size-dialog">
      <DialogTitle id="mail-size-title">{MAIL_MESSAGES.tooLargeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{MAIL_MESSAGES.tooLarge}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.errors.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
