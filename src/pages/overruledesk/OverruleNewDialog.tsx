import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { DESK_LIMITS, type DeskSubject } from '../../../contract/desks';
import type { DossierRow } from '../../dataProvider/dossiers';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { FileUpload } from '../../shell/inputs/FileUpload';
import { DossierSearchField } from '../desks/DossierSearchField';
import { missingSubject, type SubjectChoice, SubjectFields } from '../desks/SubjectFields';
import { SubmitButton } from '../../shell/forms/SubmitButton';
import { onCtrlEnter } from '../../shell/forms/ctrlEnter';

/**
 * A new overrule request (spec 001 §3): the dossier (its real id), subject and sub-subject, the
 * first message and files. Closing with typed work asks first.
 */
export const OverruleNewDialog = ({ subjects, onClose, onCreated }: { subjects: DeskSubject[]; onClose: () => void; onCreated: (id: number) => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.${key}`);
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [dossier, setDossier] = useState<DossierRow | null>(null);
  const [subject, setSubject] = useState<SubjectChoice>({ mainSubjectId: '', subSubjectId: 0 });
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const dirty = !!dossier || subject.mainSubjectId !== '' || !!message || files.length > 0;
  const main = subjects.find((s) => s.id === subject.mainSubjectId);
  const missing = [
    ...(dossier ? [] : [t('desks.dossier')]),
    ...missingSubject(subjects, subject, translate),
    ...(message.trim() ? [] : [t('desks.message')]),
  ];
  const complete = !missing.length && !!dossier && !!main;

  const submit = async () => {
    if (!complete) return;
    setBusy(true);
    try {
      const made = await dataProvider.createOverrule({ dossierId: dossier.id, mainSubjectId: main.id, subSubjectId: subject.subSubjectId, initialMessage: message.trim() }, files);
      notify('app.desks.created', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['overrule'] });
      onCreated(made.id);
    } catch {
      // The dialog or the upload control shows the refusal; the typed work stays.
    } finally {
      setBusy(false);
    }
  };
  const close = () => (dirty ? setAsking(true) : onClose());

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="overrule-new-title" data-testid="overrule-new-dialog">
      <DialogTitle id="overrule-new-title">{t('overrule.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DossierSearchField search={dataProvider.getOverruleDossiers} value={dossier} onChange={setDossier} label={t('overrule.dossierSearch')} testId="overrule-new-dossier" />
          <SubjectFields subjects={subjects} value={subject} onChange={setSubject} testId="overrule-new" />
          <TextField
            label={t('desks.message')}
            required
            multiline
            minRows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            onKeyDown={onCtrlEnter(() => void submit())}
            helperText={t('desks.sendKeys')}
            slotProps={{ htmlInput: { maxLength: DESK_LIMITS.message, 'data-testid': 'overrule-new-message' } }}
          />
          <FileUpload testId="overrule-new-files" isOptional multiple multipleFiles delete files={files} onChange={(next) => setFiles(next.slice(0, DESK_LIMITS.files))} disabled={files.length >= DESK_LIMITS.files} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('desks.cancel')}</Button>
        <SubmitButton variant="contained" onClick={() => void submit()} missing={missing} disabled={busy} data-testid="overrule-new-submit">
          {t('desks.send')}
        </SubmitButton>
      </DialogActions>
      <Confirm isOpen={asking} title="app.overrule.newTitle" content="app.desks.discard" confirm="app.unsaved.discard" cancel="app.unsaved.stay" onClose={() => setAsking(false)} onConfirm={onClose} />
    </Dialog>
  );
};
