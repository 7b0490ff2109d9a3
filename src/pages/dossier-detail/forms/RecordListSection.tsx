import Add from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { type ReactNode, useState } from 'react';
import { Confirm } from 'react-admin';
import type { z } from 'zod';
import { type FieldSpec, toFormValues } from './fields';
import { type Row, RecordTable } from './RecordTable';
import { SectionCard } from './SectionCard';
import { SectionForm } from './SectionForm';
import { useCan } from './useCanEdit';

interface Props<R extends Row> {
  title: string;
  testId: string;
  rows: readonly R[];
  columns: readonly FieldSpec[];
  /** The form's fields; the columns when not given. */
  fields?: readonly FieldSpec[];
  /** The fields of a change, when fewer than of a new record. */
  updateFields?: readonly FieldSpec[];
  /** The permission the buttons need (the server checks the same); DOSSIER_DETAIL_EDIT by default. */
  permission?: string;
  /** Client validation of a new record, and of a changed one (with version). */
  createSchema: z.ZodObject;
  updateSchema?: z.ZodObject;
  /** Values a new record starts with (defaults, the dossier id). */
  newValues?: Record<string, unknown>;
  /** Adds (row null) or changes a record; throws the server's refusal. */
  save?: (values: Record<string, unknown>, row: R | null) => Promise<unknown>;
  /** Instead of the schemas, for a form whose inputs are not the body's fields (see SectionForm). */
  validate?: (values: Record<string, unknown>, row: R | null) => Record<string, string>;
  remove?: (row: R) => Promise<unknown>;
  /** Opens a record's change history (shown to every reader). */
  onHistory?: (row: R) => void;
  onChanged: () => void;
  /** For list bodies: the prefix of the server's field paths. */
  serverPrefix?: string;
  /** The record's name in the delete question. */
  describe?: (row: R) => string;
  children?: ReactNode;
}

/**
 * A list of records of the dossier with add, change and delete (after a confirmation), each
 * through the shared section form. Buttons show only with DOSSIER_DETAIL_EDIT.
 */
export const RecordListSection = <R extends Row>(props: Props<R>) => {
  const { title, testId, rows, columns, createSchema, updateSchema, newValues, save, remove, onChanged, serverPrefix, describe, children } = props;
  const fields = props.fields ?? columns;
  const translate = useTranslate();
  const canEdit = useCan(props.permission ?? 'DOSSIER_DETAIL_EDIT');
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting || !remove) return;
    setBusy(true);
    try {
      await remove(deleting);
      onChanged();
    } catch {
      // The fetch wrapper has shown the failure in the Foutmelding dialog.
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const action =
    canEdit && save && editing === null ? (
      <Button size="small" startIcon={<Add />} onClick={() => setEditing('new')} data-testid={`${testId}-add`}>
        {translate('app.detailForms.add')}
      </Button>
    ) : undefined;

  return (
    <SectionCard title={title} action={action} testId={testId}>
      {children}
      {rows.length ? (
        <RecordTable
          columns={columns}
          rows={rows}
          testId={`${testId}-table`}
          onEdit={canEdit && save && updateSchema ? (row) => setEditing(row) : undefined}
          onDelete={canEdit && remove ? (row) => setDeleting(row) : undefined}
          onHistory={props.onHistory}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-empty`}>
          {translate('app.detailForms.none')}
        </Typography>
      )}
      {editing !== null && save && (
        <Box sx={{ mt: 2 }}>
          <SectionForm
            key={editing === 'new' ? 'new' : editing.id}
            schema={editing === 'new' ? createSchema : (updateSchema ?? createSchema)}
            validate={props.validate && ((values) => props.validate!(values, editing === 'new' ? null : editing))}
            fields={editing === 'new' ? fields : (props.updateFields ?? fields)}
            values={editing === 'new' ? { ...toFormValues(fields, null), ...newValues } : toFormValues(props.updateFields ?? fields, editing as unknown as Record<string, unknown>)}
            save={(values) => save(values, editing === 'new' ? null : editing)}
            onSaved={() => {
              setEditing(null);
              onChanged();
            }}
            onCancel={() => setEditing(null)}
            testId={`${testId}-form`}
            serverPrefix={serverPrefix}
          />
        </Box>
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={busy}
        title="app.detailForms.deleteTitle"
        content={translate('app.detailForms.deleteQuestion', { name: deleting && describe ? describe(deleting) : '' })}
        confirm="app.detailForms.delete"
        cancel="app.detailForms.cancel"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
};
