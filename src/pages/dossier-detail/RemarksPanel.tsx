import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useSession } from '../../authProvider/session';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { formatDateTime } from '../../i18n/dates';
import { personName } from '../../../contract/names';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** Remarks on the dossier, oldest first; never edited (docs/api-dossier-detail.md). Adding needs DOSSIER_DETAIL_OPMERKINGEN. */
export const RemarksPanel = ({ dossier, onChanged }: { dossier: DossierDetail; onChanged: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const canAdd = !!useSession()?.permissions.includes('DOSSIER_DETAIL_OPMERKINGEN');
  const [tekst, setTekst] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.addRemark(dossier.id, tekst);
      setTekst('');
    } catch (failure) {
      // A VALIDATION answer names the field; any other failure went to the Foutmelding dialog.
      const fields = (failure as { body?: { errors?: Record<string, string> } }).body?.errors;
      setError(fields?.tekst ?? null);
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  return (
    <Box data-testid="remarks-panel">
      <Typography variant="subtitle2" component="h2">
        {translate('app.dossierDetail.remarks.title')}
      </Typography>
      {dossier.opmerkingen.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.dossierDetail.remarks.none')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 280, overflow: 'auto' }}>
          {dossier.opmerkingen.map((remark) => (
            <ListItem key={remark.id} disableGutters data-testid={`remark-${remark.id}`}>
              <ListItemText primary={remark.tekst} secondary={[formatDateTime(remark.createdAt), personName(remark.gebruiker)].filter(Boolean).join(' · ')} sx={{ whiteSpace: 'pre-wrap' }} />
            </ListItem>
          ))}
        </List>
      )}
      {canAdd && (
        <Box sx={{ mt: 1 }}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label={translate('app.dossierDetail.remarks.new')}
            value={tekst}
            error={!!error}
            helperText={error}
            onChange={(e) => setTekst(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'remark-text' } }}
          />
          <Button size="small" sx={{ mt: 0.5 }} disabled={busy || !tekst.trim()} onClick={submit} data-testid="remark-add">
            {translate('app.dossierDetail.remarks.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
};
