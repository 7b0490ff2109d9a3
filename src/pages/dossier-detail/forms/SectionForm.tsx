import { Box, Button, Stack } from '@mui/material';
import { Form, useNotify, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { SaveButton } from 'react-admin';
import type { z } from 'zod';
import { zodValidator } from '../../../resources/generic/zodValidator';
import type { FieldSpec } from './fields';
import { SectionInputs } from './SectionInputs';
import { serverFieldErrors } from './serverErrors';
import { UnsavedChangesGuard } from '../../../shell/forms/UnsavedChangesGuard';

interface Props {
  /** The shared zod body (contract/dossier-*.ts): the browser refuses what the server refuses. */
  schema: z.ZodObject;
  /** Instead of the schema, for a form whose fields are not the body's (one text for a list of lines). */
  validate?: (values: Record<string, unknown>) => Record<string, string>;
  fields: readonly FieldSpec[];
  /** Start values as the form edits them (see toFormValues), including `version` where the record has one. */
  values: Record<string, unknown>;
  /** Sends the values; a 400 VALIDATION must reach here as thrown (request option `formErrors`). */
  save: (values: Record<string, unknown>) => Promise<unknown>;
  onSaved?: () => void;
  onCancel?: () => void;
  testId: string;
  /** The prefix of the server's field paths for a list body (see serverFieldErrors). */
  serverPrefix?: string;
  children?: ReactNode;
}

/**
 * The edit form of every dossier-detail section: inputs from field specs, client validation with
 * the shared rules (the 'Let op:' message shows under the field before anything is sent), the
 * server's field messages mapped onto the same fields, and the Foutmelding dialog for a 409.
 * Saving is pessimistic: the form stays until the server has answered.
 */
export const SectionForm = ({ schema, validate, fields, values, save, onSaved, onCancel, testId, serverPrefix, children }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const submit = async (formValues: Record<string, unknown>) => {
    try {
      await save(formValues);
    } catch (error) {
      return serverFieldErrors(error, serverPrefix) ?? undefined;
    }
    notify('app.detailForms.saved', { type: 'success' });
    onSaved?.();
    return undefined;
  };
  return (
    <Form record={values} validate={validate ?? zodValidator(schema)} onSubmit={submit} noValidate>
      <UnsavedChangesGuard />
      <Box data-testid={testId} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start', '& .MuiFormControl-root': { mt: 0.5 } }}>
        <SectionInputs fields={fields} testIdPrefix={testId} />
        {children}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <SaveButton label="app.detailForms.save" alwaysEnable data-testid={`${testId}-save`} />
        {onCancel && (
          <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
            {translate('app.detailForms.cancel')}
          </Button>
        )}
      </Stack>
    </Form>
  );
};
