import Delete from '@mui/icons-material/Delete';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { Alert, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { FileUpload } from './FileUpload';
import { limitFiles, pickerFull } from './noteFiles';

/**
 * A note's attachments (spec 000 §2, §5), in the dossier's note dialog and the floating panel
 * alike: at most ten files through the shared upload control, the picker disabled above nine, the
 * spec's warning, and the chosen files each with a remove button.
 */
export const NoteAttachmentsPicker = ({ files, onChange, testId }: { files: File[]; onChange: (files: File[]) => void; testId: string }) => {
  const translate = useTranslate();
  const [overflow, setOverflow] = useState(false);
  const full = pickerFull(files);
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {translate('app.notes.uploadAttachment')}
      </Typography>
      <FileUpload
        testId={testId}
        multiple
        multipleFiles
        disabled={full}
        files={files}
        onChange={(next) => {
          const added = limitFiles(next);
          onChange(added.files);
          setOverflow(added.overflow);
        }}
      />
      {(full || overflow) && (
        <Alert severity="warning" data-testid={`${testId}-max`}>
          {translate('app.notes.tooMany')}
        </Alert>
      )}
      {files.length > 0 && (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid={`${testId}-list`}>
          {files.map((file, index) => (
            <Stack component="li" key={`${file.name}-${index}`} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <InsertDriveFile fontSize="small" aria-hidden />
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={file.name}>
                {file.name}
              </Typography>
              <IconButton
                size="small"
                aria-label={translate('app.files.remove', { name: file.name })}
                onClick={() => {
                  onChange(files.filter((_, i) => i !== index));
                  setOverflow(false);
                }}
              >
                <Delete fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
    </>
  );
};
