import { useTranslate } from 'ra-core';
import { app } from '../../../i18n/nl';
import { BO_INFO_LABELS, boInfoFormSchema, ONTVANGST_KANALEN } from '../../../../contract/bo-info';
import { EditableSection } from '../forms/EditableSection';
import { choicesOf, type FieldKind, type FieldSpec } from '../forms/fields';
import { useSingleRecord } from '../forms/useSingleRecord';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

const KINDS: Record<string, FieldKind> = {
  volledigOntvangenOp: 'date',
  compleetVerklaardOp: 'date',
  verwachtePasseerdatum: 'date',
  acceptatieOpmerking: 'longtext',
  urgent: 'boolean',
};
const FIELDS: FieldSpec[] = Object.entries(BO_INFO_LABELS).map(([source, label]) =>
  source === 'ontvangstKanaal'
    ? { source, label, kind: 'select', choices: choicesOf(ONTVANGST_KANALEN, app.boInfo.kanalen) }
    : { source, label, kind: KINDS[source] ?? 'text' },
);
/** A new record starts as the usual case: received through HDN. */
const NEW_VALUES = { ontvangstKanaal: 'HDN' };

/** The back office's own information on the dossier (boInfo: POST the first time, PATCH after). */
const BoInfoSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { record, values, loading, extra, refresh } = useSingleRecord(dossierId, 'boInfo', dataProvider.readBoInfo);
  return (
    <EditableSection
      title={translate('app.boInfo.title')}
      testId="bo-info"
      fields={FIELDS}
      schema={boInfoFormSchema}
      record={values}
      loading={loading}
      extra={record ? extra : NEW_VALUES}
      save={(formValues) => dataProvider.saveBoInfo(dossierId, record, formValues)}
      onSaved={refresh}
      editLabel={record ? undefined : translate('app.boInfo.add')}
      emptyText={translate('app.boInfo.empty')}
    />
  );
};

export default BoInfoSection;
