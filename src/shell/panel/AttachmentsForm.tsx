import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { NoteAttachmentsPicker } from '../inputs/NoteAttachmentsPicker';
import { toAttachment } from '../inputs/noteFiles';
import type { Draft } from './draft';

interface Props {
  draft: Draft;
  onBack: () => void;
  onSaved: () => void;
}

/**
 * The panel's attachments screen of a note (spec 000 §2, §5): at most ten files through the shared
 * upload control, the picker disabled above nine with the spec's warning; Opslaan saves the note
 * through the notes API, so the dossier's Communicatie tab shows it.
 */
export const AttachmentsForm = ({ draft, onBack, onSaved }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.panel.${key}`, options);
  const dataProvider = useAppDataProvider();
  const [files, setFiles] = useState<File[]>([]);
  const save = useMutation({
    mutationFn: async () =>
      dataProvider.createNote(draft.dossierId!, {
        onderwerp: draft.subject,
        aanleiding: draft.aanleiding,
        priorityId: draft.priorityId,
        bodyText: draft.note,
        files: await Promise.all(files.map(toAttachment)),
      }),
    onSuccess: onSaved,
  });
  return (
    <Stack spacing={1.5}>
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      <NoteAttachmentsPicker files={files} onChange={setFiles} testId="panel-files" />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onBack}>{t('back')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()} data-testid="panel-save">
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
};
