import { useTranslate } from 'ra-core';
import { notarisSchema } from '../../../../contract/dossier-forms';
import { EditableSection } from '../forms/EditableSection';
import { NOTARIS_FIELDS } from './partyFields';
import { useSingleRecord } from '../forms/useSingleRecord';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/** The notary who passes the deed (PUT /dossiers/{id}/notarises). */
const NotarisSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { values, loading, extra, refresh } = useSingleRecord(dossierId, 'notaris', dataProvider.getNotaris);
  return (
    <EditableSection
      title={translate('app.sections.notaris')}
      testId="notaris"
      fields={NOTARIS_FIELDS}
      schema={notarisSchema}
      record={values}
      loading={loading}
      extra={extra}
      save={(values) => dataProvider.putNotaris(dossierId, values)}
      onSaved={refresh}
    />
  );
};

export default NotarisSection;
