import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'ra-core';
import { closeErrorDialog, useErrorDialog } from './errorStore';

/**
 * The shell's 'Foutmelding' popup (spec 000 §8); closing refreshes the data on screen. Below the
 * messages the request's reference, which a user quotes to the administrator (docs/deploy.md).
 */
export const ErrorDialog = () => {
  const content = useErrorDialog();
  const refresh = useRefresh();
  const translate = useTranslate();

  const close = () => {
    const reload = content?.reloadOnClose;
    closeErrorDialog();
    if (reload) window.location.reload();
    else refresh();
  };

  const fields = content?.type === 'VALIDATION' ? content.fields : [];
  return (
    <Dialog open={!!content} onClose={close} aria-labelledby="error-dialog-title" data-testid="error-dialog" maxWidth="sm" fullWidth>
      <DialogTitle id="error-dialog-title">{translate('app.errors.title')}</DialogTitle>
      <DialogContent dividers>
        <List dense disablePadding data-testid="error-dialog-messages">
          {fields.length
            ? fields.map(({ field, message }) => (
                <ListItem key={field} disableGutters>
                  <ListItemText primary={field} secondary={message} slotProps={{ primary: { fontWeight: 600 } }} />
                </ListItem>
              ))
            : content?.messages.map((message, index) => (
                <ListItem key={index} disableGutters>
                  <ListItemText primary={message} />
                </ListItem>
              ))}
        </List>
        {content?.requestId && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, userSelect: 'all' }} data-testid="error-dialog-reference">
            {translate('app.errors.reference', { id: content.requestId })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} data-testid="error-dialog-close" autoFocus>
          {translate('app.errors.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
