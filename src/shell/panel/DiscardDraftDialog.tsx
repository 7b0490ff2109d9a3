import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * The panel's question before it throws typed text away (closing it, starting afresh, or opening
 * it over a draft put aside): keep going with the text, or discard it.
 */
export const DiscardDraftDialog = ({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onKeep} aria-labelledby="panel-discard-title" data-testid="panel-discard-dialog">
      <DialogTitle id="panel-discard-title">{translate('app.panel.discardTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.panel.discardMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDiscard} data-testid="panel-discard">
          {translate('app.panel.discard')}
        </Button>
        <Button variant="contained" onClick={onKeep} data-testid="panel-keep" autoFocus>
          {translate('app.panel.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
