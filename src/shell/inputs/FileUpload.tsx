import { useCallback, useState } from 'react';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Delete from '@mui/icons-material/Delete';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { DEFAULT_FILE_KINDS, FILE_KINDS, FILE_MESSAGES, type FileKind, UPLOAD_MAX_BYTES, megabytes } from '../../../contract/files';

/** Sends one file; reports the fraction sent. */
type UploadFn = (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;

export interface FileUploadProps {
  /** Maximum size in bytes; when given the drop zone says '(max. N mb)'. Default 30,000,000. */
  fileSize?: number;
  /** Accepted kinds; default pdf and jpeg. */
  types?: readonly FileKind[];
  isOptional?: boolean;
  /**
   * An error from outside (the form's: a PDF the server refused on save); shown like the
   * control's own, and 'Probeer opnieuw' clears the chosen file so another can be picked.
   */
  error?: string;
  /** Several files may be chosen at once. */
  multiple?: boolean;
  /** List the chosen files by name with a remove icon. */
  delete?: boolean;
  /** A new choice adds to the list instead of replacing it. */
  multipleFiles?: boolean;
  disabled?: boolean;
  /** The chosen files (controlled), for forms that send them with the record. */
  files?: readonly File[];
  onChange?: (files: File[]) => void;
  /** Upload each accepted file at once, with a progress bar; without it files are only chosen. */
  upload?: UploadFn;
  onUploaded?: (result: unknown, file: File) => void;
  testId?: string;
}

type State = { kind: 'idle' } | { kind: 'busy'; name: string; fraction: number } | { kind: 'error'; message: string; retry?: File };

/** The browser's file-type check, for the picker and the first refusal; the server checks the bytes again. */
const acceptOf = (kinds: readonly FileKind[]) =>
  Object.fromEntries(kinds.map((k) => [FILE_KINDS[k].mime, [...FILE_KINDS[k].extensions]]));

const rejectionMessage = (rejection: FileRejection, maxBytes: number) =>
  rejection.errors.some((e) => e.code === 'file-too-large') ? FILE_MESSAGES.tooLarge(maxBytes) : FILE_MESSAGES.wrongType;

/** The server's words for a refused upload (an ApiError carries them as its message). */
const failureMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The error body of a failed call; ra-core's HttpError resets the prototype, so ApiError is no `instanceof` target. */
const errorType = (error: unknown) => ((error as { body?: { type?: unknown } } | null)?.body?.type as string | undefined) ?? '';

/**
 * The shared upload control (spec 000 §2, 002 §2): a drop zone 'Upload hier je bestanden' / 'Sleep
 * hier of kies je bestand' (the spec's words, as it gives them, for one file or several) with
 * '(max. N mb)', an error state with 'Probeer opnieuw', a progress bar while uploading, and
 * optionally the chosen files with a remove icon.
 */
export const FileUpload = (props: FileUploadProps) => {
  const { fileSize, types = DEFAULT_FILE_KINDS, isOptional, error, multiple = false, disabled, files = [], onChange, upload, onUploaded, testId = 'file-upload' } = props;
  const titleKey = 'app.files.title';
  const translate = useTranslate();
  const maxBytes = fileSize ?? UPLOAD_MAX_BYTES;
  const [own, setState] = useState<State>({ kind: 'idle' });
  /** The outside error the user has already answered with 'Probeer opnieuw'. */
  const [dismissed, setDismissed] = useState<string>();
  // A new outside error (or the same one again after it was gone) is shown anew.
  const [lastError, setLastError] = useState(error);
  if (error !== lastError) {
    setLastError(error);
    setDismissed(undefined);
  }
  const outside = own.kind === 'idle' && error && error !== dismissed ? error : undefined;
  const state: State = outside ? { kind: 'error', message: outside } : own;
  const busy = state.kind === 'busy';

  const send = useCallback(
    async (file: File) => {
      if (!upload) return;
      setState({ kind: 'busy', name: file.name, fraction: 0 });
      try {
        const result = await upload(file, (fraction) => setState({ kind: 'busy', name: file.name, fraction }));
        setState({ kind: 'idle' });
        onUploaded?.(result, file);
      } catch (failure) {
        // A refusal of the file itself cannot succeed a second time; anything else may.
        const fileRefused = ['FILESIZE', 'FILETYPE', 'FILENAME', 'VALIDATION'].includes(errorType(failure));
        setState({ kind: 'error', message: failureMessage(failure), retry: fileRefused ? undefined : file });
      }
    },
    [upload, onUploaded],
  );

  const onDrop = useCallback(
    (accepted: File[], rejected: FileRejection[]) => {
      if (rejected.length) {
        setState({ kind: 'error', message: rejectionMessage(rejected[0], maxBytes) });
        return;
      }
      if (!accepted.length) return;
      setState({ kind: 'idle' });
      if (upload) {
        void send(accepted[0]);
        return;
      }
      onChange?.(props.multipleFiles ? [...files, ...accepted] : accepted);
    },
    [maxBytes, upload, send, onChange, files, props.multipleFiles],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: acceptOf(types),
    maxSize: maxBytes,
    multiple: multiple && !upload,
    disabled: disabled || busy,
  });

  const retry = () => {
    if (outside) {
      setDismissed(outside);
      onChange?.([]);
    } else if (state.kind === 'error' && state.retry) void send(state.retry);
    else setState({ kind: 'idle' });
  };

  return (
    <Box data-testid={testId}>
      {state.kind === 'error' ? (
        <Stack spacing={1} alignItems="flex-start" sx={{ p: 2, border: 1, borderColor: 'error.main', borderRadius: 1 }}>
          <Typography color="error" data-testid={`${testId}-error`}>
            {state.message}
          </Typography>
          <Button variant="outlined" size="small" onClick={retry} data-testid={`${testId}-retry`}>
            {translate('app.files.retry')}
          </Button>
        </Stack>
      ) : (
        <Box
          {...getRootProps()}
          sx={{
            p: 3,
            border: 2,
            borderStyle: 'dashed',
            borderColor: isDragActive ? 'primary.main' : 'divider',
            borderRadius: 1,
            textAlign: 'center',
            cursor: disabled || busy ? 'default' : 'pointer',
            opacity: disabled ? 0.5 : 1,
            bgcolor: isDragActive ? 'action.hover' : undefined,
          }}
        >
          <input {...getInputProps()} aria-label={translate(titleKey)} data-testid={`${testId}-input`} />
          <CloudUpload color={disabled ? 'disabled' : 'primary'} />
          <Typography variant="subtitle1">
            {translate(titleKey)} {isOptional && translate('app.files.optional')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.files.drop')} {fileSize !== undefined && translate('app.files.max', { mb: megabytes(fileSize) })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.files.types', { types: types.join(', ') })}
          </Typography>
        </Box>
      )}
      {busy && (
        <Box sx={{ mt: 1 }} data-testid={`${testId}-progress`}>
          <Typography variant="caption">{translate('app.files.uploading', { name: state.name })}</Typography>
          <LinearProgress variant="determinate" value={Math.round(state.fraction * 100)} />
        </Box>
      )}
      {props.delete && files.length > 0 && (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} data-testid={`${testId}-files`}>
          {files.map((file, index) => (
            <Stack component="li" key={`${file.name}-${index}`} direction="row" alignItems="center" spacing={1}>
              <InsertDriveFile fontSize="small" />
              <Typography variant="body2" noWrap sx={{ maxWidth: 250 }} title={file.name}>
                {file.name}
              </Typography>
              <IconButton
                size="small"
                aria-label={translate('app.files.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => onChange?.(files.filter((_, i) => i !== index))}
              >
                <Delete fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
};
