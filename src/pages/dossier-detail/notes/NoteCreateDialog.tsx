import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { AANLEIDING_CODES, NOTITIE_PRIORITEIT_IDS } from '../../../../contract/notes';
import { NOTE_LIMITS } from '../../../../contract/limits';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { NoteAttachmentsPicker } from '../../../shell/inputs/NoteAttachmentsPicker';
import { toAttachment } from '../../../shell/inputs/noteFiles';
import { SubmitButton } from '../../../shell/forms/SubmitButton';

/**
 * A new note on the dossier (spec 000 §3, §5): subject (≤ 100), aanleiding, priority, the note
 * (≤ 1000) and up to ten attachments through the shared upload control, sent as base64 with the note.
 */
export const NoteCreateDialog = ({ dossierId, onClose, onSaved }: { dossierId: number; onClose: () => void; onSaved: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`app.notes.${key}`, options);
  const [onderwerp, setOnderwerp] = useState('');
  const [aanleiding, setAanleiding] = useState<string>('O');
  const [priorityId, setPriorityId] = useState(3);
  const [bodyText, setBodyText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const create = useMutation({
    mutationFn: async () => dataProvider.createNote(dossierId, { onderwerp, aanleiding, priorityId, bodyText, files: await Promise.all(files.map(toAttachment)) }),
    onSuccess: () => {
      notify('app.notes.saved', { type: 'success' });
      onSaved();
    },
  });
  const errors = ((create.error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {}) as Record<string, string>;
  const missing = [...(onderwerp.trim() ? [] : [t('onderwerp')]), ...(bodyText.trim() ? [] : [t('body')])];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="note-create-dialog">
      <DialogTitle>{t('create')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          required
          size="small"
          sx={{ mt: 1 }}
          label={t('onderwerp')}
          value={onderwerp}
          onChange={(e) => setOnderwerp(e.target.value)}
          error={!!errors.onderwerp}
          helperText={errors.onderwerp ?? t('counter', { count: onderwerp.length, max: NOTE_LIMITS.onderwerp })}
          slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.onderwerp, 'data-testid': 'note-onderwerp' } }}
        />
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <TextField select fullWidth size="small" required label={t('aanleiding')} value={aanleiding} onChange={(e) => setAanleiding(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'note-aanleiding' } }}>
            {AANLEIDING_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`aanleidingen.${code}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            size="small"
            required
            label={t('prioriteit')}
            value={priorityId}
            onChange={(e) => setPriorityId(Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'note-prioriteit' } }}
          >
            {NOTITIE_PRIORITEIT_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {t(`prioriteiten.${id}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          fullWidth
          required
          multiline
          minRows={4}
          size="small"
          sx={{ mt: 2 }}
          label={t('body')}
          value={bodyText}
          onChange={(e) => setBodyText(e.target.value)}
          error={!!errors.bodyText}
          helperText={errors.bodyText ?? t('counter', { count: bodyText.length, max: NOTE_LIMITS.body })}
          slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.body, 'data-testid': 'note-body' } }}
        />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <NoteAttachmentsPicker files={files} onChange={setFiles} testId="note-files" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <SubmitButton variant="contained" missing={missing} disabled={create.isPending} onClick={() => create.mutate()} data-testid="note-save">
          {t('save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
