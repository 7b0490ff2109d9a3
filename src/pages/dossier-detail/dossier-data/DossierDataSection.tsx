import { useTranslate } from 'ra-core';
import { belangrijkeDataSchema, dienstverleningSchema, tekstregelsSchema } from '../../../../contract/dossier-forms';
import { EditableSection } from '../forms/EditableSection';
import { useDossierRefresh } from '../forms/useDossierRefresh';
import { DATUM_FIELDS, DIENSTVERLENING_FIELDS, TEKSTREGELS_FIELDS, datumsFromValues, linesOf, datumsToValues, validateDatums, validateTekstregels } from './dossierDataFields';
import { useDossierForms } from '../useDossier';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/**
 * The forms that belong to the dossier as a whole: service, important dates and the offer's text
 * lines. They send the dossier's version and refresh the whole dossier after a save (the header,
 * the side panel and the status dates show these too).
 */
const DossierDataSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data: dossier, isPending } = useDossierForms(dossierId);
  const refresh = useDossierRefresh(dossierId);
  const version = dossier?.version ?? 0;
  const tekst = (dossier?.tekstregels ?? []).join('\n');
  return (
    <>
      <EditableSection
        title={translate('app.sections.dienstverlening')}
        testId="dienstverlening"
        fields={DIENSTVERLENING_FIELDS}
        schema={dienstverleningSchema}
        record={dossier ? { dienstverlening: dossier.dienstverlening } : null}
        extra={{ version }}
        loading={isPending}
        save={(values) => dataProvider.putDienstverlening(dossierId, values.dienstverlening, version)}
        onSaved={refresh}
      />
      <EditableSection
        title={translate('app.sections.belangrijkeData')}
        testId="belangrijke-data"
        fields={DATUM_FIELDS}
        schema={belangrijkeDataSchema}
        validate={validateDatums}
        record={dossier ? datumsToValues(dossier.belangrijkeDatums) : null}
        loading={isPending}
        save={(values) => dataProvider.putBelangrijkeData(dossierId, datumsFromValues(values, dossier?.belangrijkeDatums ?? []), version)}
        onSaved={refresh}
      />
      <EditableSection
        title={translate('app.sections.tekstregels')}
        testId="tekstregels"
        fields={TEKSTREGELS_FIELDS}
        schema={tekstregelsSchema}
        validate={validateTekstregels}
        record={dossier ? { tekst } : null}
        loading={isPending}
        save={(values) => dataProvider.putTekstregels(dossierId, linesOf(values.tekst), version)}
        onSaved={refresh}
      />
    </>
  );
};

export default DossierDataSection;
