import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { DESK_LIMITS, type DeskSubject } from '../../../contract/desks';
import { personName } from '../../../contract/names';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { FileUpload } from '../../shell/inputs/FileUpload';
import { missingSubject, type SubjectChoice, SubjectFields } from '../desks/SubjectFields';
import { SubmitButton } from '../../shell/forms/SubmitButton';
import { onCtrlEnter } from '../../shell/forms/ctrlEnter';

/**
 * A new pre-discussion (spec 001 §3): client name, money provider (receiver code), subject, first
 * message and files; the back office also picks the office and, with VOORBESPREEKDESK_SET_BEHANDELAAR,
 * the handler. An adviser's conversation is its own office's. Closing with typed work asks first.
 */
export const VoorbespreekNewDialog = ({ subjects, onClose, onCreated }: { subjects: DeskSubject[]; onClose: () => void; onCreated: (id: number) => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.${key}`);
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const session = useSession();
  const isAdviser = session?.userCode === 'A';
  const canAssign = !!session?.permissions.includes('VOORBESPREEKDESK_SET_BEHANDELAAR');
  const { data: receivers } = useQuery({ queryKey: ['receiversResidential'], queryFn: () => dataProvider.getReferenceList('/api/v1/rs/ontvangercodes/lite/residential') });
  const { data: offices } = useQuery({ queryKey: ['deskOffices'], queryFn: () => dataProvider.getReferenceList('/api/v1/rs/kantoren'), enabled: !isAdviser });
  const { data: handlers } = useQuery({ queryKey: ['deskHandlers'], queryFn: () => dataProvider.getDeskHandlers(), enabled: canAssign, staleTime: 600_000 });
  const [clientName, setClientName] = useState('');
  const [receiver, setReceiver] = useState('');
  const [subject, setSubject] = useState<SubjectChoice>({ mainSubjectId: '', subSubjectId: 0 });
  const [kantoorId, setKantoorId] = useState<number | ''>('');
  const [behandelaarId, setBehandelaarId] = useState<number | ''>('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const main = subjects.find((s) => s.id === subject.mainSubjectId);
  const dirty = !!clientName || !!receiver || !!main || !!message || files.length > 0;
  const missing = [
    ...(clientName.trim() ? [] : [t('voorbespreek.clientName')]),
    ...(receiver ? [] : [t('voorbespreek.receiver')]),
    ...missingSubject(subjects, subject, translate),
    ...(isAdviser || kantoorId !== '' ? [] : [t('desks.office')]),
    ...(message.trim() ? [] : [t('desks.message')]),
  ];
  const complete = !missing.length && !!main;

  const submit = async () => {
    if (!complete) return;
    setBusy(true);
    try {
      const made = await dataProvider.createVoorbespreking(
        {
          clientName: clientName.trim(),
          rsOntvagerCodeId: receiver,
          mainSubjectId: main.id,
          subSubjectId: subject.subSubjectId,
          initialMessage: message.trim(),
          kantoorId: isAdviser ? (session?.officeId ?? null) : Number(kantoorId),
          behandelaarId: behandelaarId === '' ? null : behandelaarId,
        },
        files,
      );
      notify('app.desks.created', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['voorbespreek'] });
      onCreated(made.id);
    } catch {
      // The dialog or the upload control shows the refusal; the typed work stays.
    } finally {
      setBusy(false);
    }
  };
  const close = () => (dirty ? setAsking(true) : onClose());

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="voorbespreek-new-title" data-testid="voorbespreek-new-dialog">
      <DialogTitle id="voorbespreek-new-title">{t('voorbespreek.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              fullWidth
              required
              label={t('voorbespreek.clientName')}
              value={clientName}
              onChange={(event) => setClientName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: DESK_LIMITS.clientName, 'data-testid': 'voorbespreek-new-client' } }}
            />
            <TextField select fullWidth required label={t('voorbespreek.receiver')} value={receiver} onChange={(event) => setReceiver(event.target.value)} data-testid="voorbespreek-new-receiver">
              {receivers?.map((r) => (
                <MenuItem key={String(r.id)} value={String(r.id)}>
                  {String(r.naam)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <SubjectFields subjects={subjects} value={subject} onChange={setSubject} testId="voorbespreek-new" />
          {!isAdviser && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select fullWidth required label={t('desks.office')} value={kantoorId} onChange={(event) => setKantoorId(Number(event.target.value))} data-testid="voorbespreek-new-office">
                {offices?.map((o) => (
                  <MenuItem key={String(o.id)} value={Number(o.id)}>
                    {[o.bedrijfsNaam, o.plaatsNaam].filter(Boolean).join(', ')}
                  </MenuItem>
                ))}
              </TextField>
              {canAssign && (
                <TextField select fullWidth label={t('voorbespreek.handler')} value={behandelaarId} onChange={(event) => setBehandelaarId(event.target.value === '' ? '' : Number(event.target.value))}>
                  <MenuItem value="">{t('voorbespreek.noHandler')}</MenuItem>
                  {handlers?.map((h) => (
                    <MenuItem key={h.id} value={h.id}>
                      {personName(h)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          )}
          <TextField
            label={t('desks.message')}
            required
            multiline
            minRows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            onKeyDown={onCtrlEnter(() => void submit())}
            helperText={t('desks.sendKeys')}
            slotProps={{ htmlInput: { maxLength: DESK_LIMITS.message, 'data-testid': 'voorbespreek-new-message' } }}
          />
          <FileUpload testId="voorbespreek-new-files" isOptional multiple multipleFiles delete files={files} onChange={(next) => setFiles(next.slice(0, DESK_LIMITS.files))} disabled={files.length >= DESK_LIMITS.files} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('desks.cancel')}</Button>
        <SubmitButton variant="contained" onClick={() => void submit()} missing={missing} disabled={busy} data-testid="voorbespreek-new-submit">
          {t('desks.send')}
        </SubmitButton>
      </DialogActions>
      <Confirm isOpen={asking} title="app.voorbespreek.newTitle" content="app.desks.discard" confirm="app.unsaved.discard" cancel="app.unsaved.stay" onClose={() => setAsking(false)} onConfirm={onClose} />
    </Dialog>
  );
};
