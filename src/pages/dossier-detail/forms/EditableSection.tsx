import Edit from '@mui/icons-material/Edit';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { z } from 'zod';
import { FactGrid } from './FactGrid';
import { type FieldSpec, toFormValues } from './fields';
import { SectionCard } from './SectionCard';
import { SectionForm } from './SectionForm';
import { useCanEdit } from './useCanEdit';

interface Props {
  title: string;
  testId: string;
  fields: readonly FieldSpec[];
  schema: z.ZodObject;
  validate?: (values: Record<string, unknown>) => Record<string, string>;
  record: Record<string, unknown> | null | undefined;
  /** Values sent besides the fields (version), taken when the form opens. */
  extra?: Record<string, unknown>;
  save: (values: Record<string, unknown>) => Promise<unknown>;
  onSaved: () => void;
  loading?: boolean;
  /** No 'Wijzigen' whatever the permission (the record is fixed now). */
  readOnly?: boolean;
  /** The button's text instead of 'Wijzigen', e.g. for adding the record when there is none yet. */
  editLabel?: string;
  /** What shows while there is no record, instead of 'Nog niet vastgelegd.'. */
  emptyText?: string;
}

/** A section that reads as facts and turns into its form with 'Wijzigen' (DOSSIER_DETAIL_EDIT). */
export const EditableSection = ({ title, testId, fields, schema, validate, record, extra, save, onSaved, loading, readOnly, editLabel, emptyText }: Props) => {
  const translate = useTranslate();
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState(false);
  const action =
    canEdit && !readOnly && !editing && !loading ? (
      <Button size="small" startIcon={<Edit />} onClick={() => setEditing(true)} data-testid={`${testId}-edit`}>
        {editLabel ?? translate('app.detailForms.edit')}
      </Button>
    ) : undefined;
  return (
    <SectionCard title={title} action={action} testId={testId}>
      {editing ? (
        <SectionForm
          schema={schema}
          validate={validate}
          fields={fields}
          values={{ ...toFormValues(fields, record), ...extra }}
          save={save}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
          onCancel={() => setEditing(false)}
          testId={`${testId}-form`}
        />
      ) : record || loading ? (
        <FactGrid fields={fields} record={record} testId={`${testId}-view`} />
      ) : (
        <Alert severity="info">{emptyText ?? translate('app.detailForms.empty')}</Alert>
      )}
    </SectionCard>
  );
};
