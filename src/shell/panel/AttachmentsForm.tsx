import Delete from '@mui/icons-material/Delete';
import { Alert, Button, IconButton, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { limitFiles, pickerFull, toAttachment } from '../../pages/dossier-detail/notes/noteFiles';
import { FileUpload } from '../inputs/FileUpload';
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
  const [overflow, setOverflow] = useState(false);
  const full = pickerFull(files);
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
      <Typography variant="subtitle2" component="h3">
        {t('uploadTitle')}
      </Typography>
      <FileUpload
        testId="panel-files"
        multiple
        multipleFiles
        disabled={full}
        files={files}
        onChange={(next) => {
          const added = limitFiles(next);
          setFiles(added.files);
          setOverflow(added.overflow);
        }}
      />
      {(full || overflow) && (
        <Alert severity="warning" data-testid="panel-files-max">
          {t('maxFiles')}
        </Alert>
      )}
      {files.length > 0 && (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="panel-files-list">
          {files.map((file, index) => (
            <Stack component="li" key={`${file.name}-${index}`} direction="row" alignItems="center" spacing={1}>
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={file.name}>
                {file.name}
              </Typography>
              <IconButton size="small" aria-label={t('remove', { name: file.name })} onClick={() => (setFiles(files.filter((_, i) => i !== index)), setOverflow(false))}>
                <Delete fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onBack}>{t('back')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()} data-testid="panel-save">
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
};
