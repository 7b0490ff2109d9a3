import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useSession } from '../../authProvider/session';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { personName } from '../../../contract/names';
import { useDossierRefresh } from './forms/useDossierRefresh';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** The permissions the server asks for POST /dossiers/{id}/informeer (docs/dossier-inform.md). */
const NEEDED = ['DOSSIER_DETAIL_STATUS', 'MENU_BERICHTEN_VIEW'] as const;

const InformDialog = ({ dossier, onClose }: { dossier: DossierDetail; onClose: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useDossierRefresh(dossier.id);
  const [templateId, setTemplateId] = useState('');
  const [sending, setSending] = useState(false);
  const templates = useQuery({ queryKey: ['bericht-templates', 'usable'], queryFn: () => dataProvider.listUsableTemplates() });
  const preview = useQuery({
    queryKey: ['dossier', String(dossier.id), 'informeer', templateId],
    queryFn: () => dataProvider.populateBerichtTemplate(Number(templateId), dossier.id),
    enabled: templateId !== '',
  });
  const t = (key: string, options?: object) => translate(`app.informAdviser.${key}`, options);

  const send = async () => {
    setSending(true);
    try {
      await dataProvider.informAdviser(dossier.id, Number(templateId));
      notify('app.informAdviser.sent', { type: 'success' });
      refresh();
      onClose();
    } catch {
      // Reported by the fetch wrapper (Foutmelding); the dialog stays open with the choice.
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="inform-dialog">
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('intro', { adviseur: personName(dossier.adviseur) })}</DialogContentText>
        {templates.data?.length === 0 ? (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {t('noTemplates')}
          </Alert>
        ) : (
          <TextField
            select
            fullWidth
            size="small"
            required
            label={t('template')}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            sx={{ mt: 1.5 }}
            slotProps={{ htmlInput: { 'data-testid': 'inform-template' } }}
          >
            {(templates.data ?? []).map((template) => (
              <MenuItem key={template.id} value={String(template.id)}>
                {template.naam}
              </MenuItem>
            ))}
          </TextField>
        )}
        {preview.isError && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {t('previewFailed')}
          </Alert>
        )}
        {preview.data && (
          <Box sx={{ mt: 2 }} data-testid="inform-preview">
            <Typography variant="subtitle2">{t('preview')}</Typography>
            <Typography data-testid="inform-preview-subject">
              {t('onderwerp')}: {preview.data.onderwerp}
            </Typography>
            {/* Sanitized when the template was stored; the dossier's values are escaped by the server. */}
            <Box sx={{ '& p': { my: 1 } }} dangerouslySetInnerHTML={{ __html: preview.data.inhoud }} data-testid="inform-preview-body" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={send} disabled={!preview.data || sending} data-testid="inform-send">
          {t('send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * "Adviseur informeren": a message template filled from the dossier, previewed and, after the
 * confirmation, kept as an outgoing message to the dossier's adviser (communicatie tab). Only for a
 * dossier with an adviser and a user with the permissions the server asks.
 */
export const InformAdviserAction = ({ dossier }: { dossier: DossierDetail }) => {
  const translate = useTranslate();
  const permissions = useSession()?.permissions ?? [];
  const [open, setOpen] = useState(false);
  if (!dossier.adviseur || !NEEDED.every((p) => permissions.includes(p))) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} data-testid="action-informeer">
        {translate('app.informAdviser.button')}
      </Button>
      {open && <InformDialog dossier={dossier} onClose={() => setOpen(false)} />}
    </>
  );
};
