import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatDateTime } from '../../../i18n/dates';
import { BERICHT_SOORTEN, type DossierMessage } from '../../../../contract/dossier-messages';
import { Facts } from '../forms/Facts';

/** One message in full: its particulars and the text as it was sent or received. */
export const MessageDialog = ({ message, onClose }: { message: DossierMessage; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dossierDetail.messages.${key}`);
  const facts: [string, string][] = [
    [t('datum'), formatDateTime(message.datum)],
    [t('richting'), t(message.richting)],
    [t('soort'), BERICHT_SOORTEN.find((s) => s.id === message.soort)?.name ?? message.soort],
    [t('afzender'), message.afzender],
    [t('ontvanger'), message.ontvanger],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="message-dialog">
      <DialogTitle>{message.onderwerp}</DialogTitle>
      <DialogContent>
        <Facts rows={facts} />
        <Typography sx={{ whiteSpace: 'pre-wrap', mt: 2 }} data-testid="message-body">
          {message.inhoud}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
