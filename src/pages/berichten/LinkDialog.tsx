import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useSession } from '../../authProvider/session';
import type { MailDetail } from '../../dataProvider/mail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { SubmitButton } from '../../shell/forms/SubmitButton';

export type LinkTarget = { dossierId: number | null; kantoorId: number | null };

type Refusal = Error & { body?: { messages?: string[]; fields?: Record<string, string> } };

/**
 * Link a message to a dossier (by its number) or an office, or take the link off (spec 002 §2, §4).
 * A refusal stays in the dialog: a number that names no dossier is said at the number ("Dossier
 * 99999 bestaat niet."), anything else above the buttons.
 */
export const LinkDialog = ({ mail, onClose, onLink }: { mail: MailDetail; onClose: () => void; onLink: (target: LinkTarget) => Promise<unknown> }) => {
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
  const save = useMutation<unknown, Refusal, LinkTarget>({ mutationFn: onLink });
  const fields = save.error?.body?.fields;
  const atNumber = kind === 'dossier' ? fields?.dossierId : undefined;
  const elsewhere = save.error && !atNumber ? (Object.values(fields ?? {})[0] ?? save.error.body?.messages?.[0] ?? save.error.message) : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="mail-link-title">
      <DialogTitle id="mail-link-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RadioGroup row value={kind} onChange={(event) => (setKind(event.target.value as 'dossier' | 'kantoor'), save.reset())}>
            <FormControlLabel value="dossier" control={<Radio />} label={t('dossier')} />
            <FormControlLabel value="kantoor" control={<Radio />} label={t('kantoor')} />
          </RadioGroup>
          {kind === 'dossier' ? (
            <TextField
              autoFocus
              size="small"
              label={t('dossierNumber')}
              value={dossier}
              onChange={(event) => (setDossier(event.target.value), save.reset())}
              error={(dossier !== '' && number === null) || !!atNumber}
              helperText={dossier !== '' && number === null ? t('onlyDigits') : (atNumber ?? ' ')}
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
          {elsewhere && (
            <Alert severity="error" data-testid="mail-link-error">
              {elsewhere}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {(mail.dossierId !== null || mail.kantoor) && (
          <Button color="error" disabled={save.isPending} onClick={() => save.mutate({ dossierId: null, kantoorId: null })} data-testid="mail-unlink" sx={{ mr: 'auto' }}>
            {t('unlink')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <SubmitButton
          variant="contained"
          disabled={save.isPending}
          missing={ready ? [] : [t(kind === 'dossier' ? 'dossierNumber' : 'kantoor')]}
          onClick={() => save.mutate(kind === 'dossier' ? { dossierId: number, kantoorId: null } : { dossierId: null, kantoorId: Number(office) })}
          data-testid="mail-link-save"
        >
          {t('save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
