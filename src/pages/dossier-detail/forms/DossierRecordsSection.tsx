import { useQuery } from '@tanstack/react-query';
import type { RecordPath } from '../../../dataProvider/dossierRecords';
import type { z } from 'zod';
import type { FieldSpec } from './fields';
import { adaptedSave, adaptedValidator, type BodyAdapter } from './bodyAdapter';
import { RecordListSection } from './RecordListSection';
import { useDossierRefresh } from './useDossierRefresh';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

interface Props {
  dossierId: number;
  path: RecordPath;
  title: string;
  testId: string;
  columns: readonly FieldSpec[];
  fields?: readonly FieldSpec[];
  createSchema: z.ZodObject;
  patchSchema: z.ZodObject;
  newValues?: Record<string, unknown>;
  /** Display columns and inputs computed from a record (a contractor's contact details). */
  derive?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** When the inputs are not the body's fields. */
  adapter?: BodyAdapter;
  /** The permission the buttons need, as the server's routes of this path demand; DOSSIER_DETAIL_EDIT by default. */
  permission?: string;
}

/** The records of one dossier behind a get/post/patch/search path, listed and edited with the section form. */
export const DossierRecordsSection = ({ dossierId, path, title, testId, columns, fields, createSchema, patchSchema, newValues, derive, adapter, permission }: Props) => {
  const dataProvider = useAppDataProvider();
  const refresh = useDossierRefresh(dossierId);
  const { data } = useQuery({ queryKey: ['dossier', String(dossierId), path], queryFn: () => dataProvider.searchRecords(path, dossierId) });
  const rows = (data ?? []).map((r) => ({ ...r, ...derive?.(r) }));
  return (
    <RecordListSection
      title={title}
      testId={testId}
      permission={permission}
      rows={rows}
      columns={columns}
      fields={fields}
      createSchema={createSchema}
      updateSchema={patchSchema}
      newValues={{ dossierId, ...newValues }}
      save={(values, row) => {
        const send = (body: Record<string, unknown>) => (row ? dataProvider.patchRecord(path, row.id, body) : dataProvider.createRecord(path, body));
        return adapter ? adaptedSave(send, adapter)(values) : send(values);
      }}
      validate={adapter && ((values, row) => adaptedValidator(row ? patchSchema : createSchema, adapter)(values))}
      onChanged={refresh}
    />
  );
};
