import Send from '@mui/icons-material/Send';
import { Box, Button, LinearProgress, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { type ReactNode, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { DESK_LIMITS } from '../../../contract/desks';
import { MSG } from '../../../contract/rules';
import { UnsavedChangesGuard } from '../../shell/forms/UnsavedChangesGuard';
import { onCtrlEnter } from '../../shell/forms/ctrlEnter';
import { FileUpload } from '../../shell/inputs/FileUpload';

interface Values {
  message: string;
  files: File[];
}

/**
 * The reply box of a desk conversation: the message, files through the shared upload control
 * (pdf and jpeg, 30 mb each, at most ten) and the desk's own choices (`extra`, e.g. a verdict).
 * Typed work is guarded against leaving the page; Ctrl+Enter sends as the button does; after a
 * send the box empties and says so.
 */
export const ChatComposer = ({
  onSend,
  extra,
  testId,
}: {
  onSend: (message: string, files: File[], onProgress: (fraction: number) => void) => Promise<unknown>;
  extra?: ReactNode;
  testId: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const form = useForm<Values>({ defaultValues: { message: '', files: [] } });
  const [progress, setProgress] = useState<number | null>(null);
  const submit = form.handleSubmit(async ({ message, files }) => {
    setProgress(0);
    try {
      await onSend(message.trim(), files, setProgress);
      form.reset({ message: '', files: [] });
      notify('app.desks.sent', { type: 'success' });
    } catch {
      // The refusal shows in the error dialog or under the upload control; the text stays.
    } finally {
      setProgress(null);
    }
  });
  return (
    <FormProvider {...form}>
      <Box component="form" onSubmit={submit} noValidate data-testid={testId}>
        <UnsavedChangesGuard />
        <Stack spacing={1.5}>
          <Controller
            name="message"
            control={form.control}
            rules={{ validate: (v) => (v.trim() ? (v.length <= DESK_LIMITS.message ? true : MSG.maxLength(DESK_LIMITS.message)) : MSG.required) }}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={translate('app.desks.message')}
                multiline
                minRows={2}
                maxRows={8}
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? translate('app.desks.sendKeys')}
                onKeyDown={onCtrlEnter(() => progress === null && void submit())}
                slotProps={{ htmlInput: { maxLength: DESK_LIMITS.message, 'data-testid': `${testId}-message` } }}
              />
            )}
          />
          <Controller
            name="files"
            control={form.control}
            render={({ field }) => (
              <FileUpload
                testId={`${testId}-files`}
                isOptional
                multiple
                multipleFiles
                delete
                files={field.value}
                onChange={(next) => form.setValue('files', next.slice(0, DESK_LIMITS.files), { shouldDirty: true })}
                disabled={field.value.length >= DESK_LIMITS.files}
              />
            )}
          />
          {extra}
          {progress !== null && <LinearProgress variant="determinate" value={progress * 100} aria-label={translate('app.desks.send')} />}
          <Box>
            <Button type="submit" variant="contained" startIcon={<Send />} disabled={progress !== null} data-testid={`${testId}-send`}>
              {translate('app.desks.send')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
};
