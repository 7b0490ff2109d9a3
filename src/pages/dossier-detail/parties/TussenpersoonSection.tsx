import { useTranslate } from 'ra-core';
import { getTussenpersoon, putTussenpersoon } from '../../../dataProvider/dossierSections';
import { tussenpersoonSchema } from '../../../../contract/dossier-forms';
import { EditableSection } from '../forms/EditableSection';
import { TUSSENPERSOON_FIELDS } from './partyFields';
import { useSingleRecord } from '../forms/useSingleRecord';

/** The intermediary who submitted the application (PUT /dossiers/{id}/tuessenpersons). */
const TussenpersoonSection = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  const { values, loading, extra, refresh } = useSingleRecord(dossierId, 'tussenpersoon', getTussenpersoon);
  return (
    <EditableSection
      title={translate('app.sections.tussenpersoon')}
      testId="tussenpersoon"
      fields={TUSSENPERSOON_FIELDS}
      schema={tussenpersoonSchema}
      record={values}
      loading={loading}
      extra={extra}
      save={(values) => putTussenpersoon(dossierId, values)}
      onSaved={refresh}
    />
  );
};

export default TussenpersoonSection;
