import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useSession } from '../../authProvider/session';
import type { MailDetail } from '../../dataProvider/mail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { SubmitButton } from '../../shell/forms/SubmitButton';

export type LinkTarget = { dossierId: number | null; kantoorId: number | null };

/** Link a message to a dossier (by its number) or an office, or take the link off (spec 002 §2, §4). */
export const LinkDialog = ({ mail, onClose, onLink }: { mail: MailDetail; onClose: () => void; onLink: (target: LinkTarget) => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.mail.link.${key}`);
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const [kind, setKind] = useState<'dossier' | 'kantoor'>(mail.kantoor ? 'kantoor' : 'dossier');
  const [dossier, setDossier] = useState(mail.dossierId ? String(mail.dossierId) : '');
  const [office, setOffice] = useState(mail.kantoor ? String(mail.kantoor.id) : '');
  const { data: offices } = useQuery({ queryKey: ['rs', 'kantoren'], queryFn: () => dataProvider.getReferenceList('/api/v1/rs/kantoren'), enabled: kind === 'kantoor' });
  const choices = (offices ?? []).filter((o) => session?.userCode !== 'A' || o.id === session.officeId);
  const number = /^\d{1,9}$/.test(dossier.trim()) ? Number(dossier.trim()) : null;
  const ready = kind === 'dossier' ? number !== null : office !== '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="mail-link-title">
      <DialogTitle id="mail-link-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RadioGroup row value={kind} onChange={(event) => setKind(event.target.value as 'dossier' | 'kantoor')}>
            <FormControlLabel value="dossier" control={<Radio />} label={t('dossier')} />
            <FormControlLabel value="kantoor" control={<Radio />} label={t('kantoor')} />
          </RadioGroup>
          {kind === 'dossier' ? (
            <TextField
              autoFocus
              size="small"
              label={t('dossierNumber')}
              value={dossier}
              onChange={(event) => setDossier(event.target.value)}
              error={dossier !== '' && number === null}
              helperText={dossier !== '' && number === null ? t('onlyDigits') : ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': 'mail-link-dossier' } }}
            />
          ) : (
            <TextField select size="small" label={t('kantoor')} value={office} onChange={(event) => setOffice(event.target.value)} data-testid="mail-link-office">
              {choices.map((o) => (
                <MenuItem key={o.id} value={String(o.id)}>
                  {String(o.bedrijfsNaam ?? o.id)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {(mail.dossierId !== null || mail.kantoor) && (
          <Button color="error" onClick={() => onLink({ dossierId: null, kantoorId: null })} data-testid="mail-unlink" sx={{ mr: 'auto' }}>
            {t('unlink')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <SubmitButton
          variant="contained"
          missing={ready ? [] : [t(kind === 'dossier' ? 'dossierNumber' : 'kantoor')]}
          onClick={() => onLink(kind === 'dossier' ? { dossierId: number, kantoorId: null } : { dossierId: null, kantoorId: Number(office) })}
          data-testid="mail-link-save"
        >
          {t('save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
