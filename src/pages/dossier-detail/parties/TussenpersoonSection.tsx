import { useTranslate } from 'ra-core';
import { tussenpersoonSchema } from '../../../../contract/dossier-forms';
import { EditableSection } from '../forms/EditableSection';
import { TUSSENPERSOON_FIELDS } from './partyFields';
import { useSingleRecord } from '../forms/useSingleRecord';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/** The intermediary who submitted the application (PUT /dossiers/{id}/tuessenpersons). */
const TussenpersoonSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { values, loading, extra, refresh } = useSingleRecord(dossierId, 'tussenpersoon', dataProvider.getTussenpersoon);
  return (
    <EditableSection
      title={translate('app.sections.tussenpersoon')}
      testId="tussenpersoon"
      fields={TUSSENPERSOON_FIELDS}
      schema={tussenpersoonSchema}
      record={values}
      loading={loading}
      extra={extra}
      save={(values) => dataProvider.putTussenpersoon(dossierId, values)}
      onSaved={refresh}
    />
  );
};

export default TussenpersoonSection;
