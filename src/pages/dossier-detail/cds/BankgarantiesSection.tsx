import { useTranslate } from 'ra-core';
import { bankgarantieCreateSchema, bankgarantiePatchSchema } from '../../../../contract/dossier-parties';
import { BANKGARANTIE_FIELDS } from '../btl/btlCdsFields';
import { DossierRecordsSection } from '../forms/DossierRecordsSection';

/** Bank guarantees for the deposit of the purchase (any dossier with a purchase, CDS or not). */
const BankgarantiesSection = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  return (
    <DossierRecordsSection
      dossierId={dossierId}
      path="bankgarantie"
      title={translate('app.btlCds.bankgaranties')}
      testId="bankgaranties"
      columns={BANKGARANTIE_FIELDS}
      createSchema={bankgarantieCreateSchema}
      patchSchema={bankgarantiePatchSchema}
      newValues={{ status: 'AANGEVRAAGD' }}
    />
  );
};

export default BankgarantiesSection;
