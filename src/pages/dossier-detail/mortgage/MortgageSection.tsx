import { useTranslate } from 'ra-core';
import { hypotheekSchema } from '../../../../contract/dossier-forms';
import { EditableSection } from '../forms/EditableSection';
import { useSingleRecord } from '../forms/useSingleRecord';
import { HYPOTHEEK_FIELDS } from './mortgageFields';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/**
 * The mortgage's main figures (PUT /dossiers/{id}/hypotheek). The loan parts and the financial
 * cover are read-only blocks of the overview above; a save here refreshes them.
 */
const MortgageSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const hypotheek = useSingleRecord(dossierId, 'hypotheek', dataProvider.getHypotheek);
  return (
    <EditableSection
      title={translate('app.sections.hypotheek')}
      testId="hypotheek"
      fields={HYPOTHEEK_FIELDS}
      schema={hypotheekSchema}
      record={hypotheek.values}
      loading={hypotheek.loading}
      extra={hypotheek.extra}
      save={(values) => dataProvider.putHypotheek(dossierId, values)}
      onSaved={hypotheek.refresh}
    />
  );
};

export default MortgageSection;
