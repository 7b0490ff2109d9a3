import { useTranslate } from 'ra-core';
import { assetCreateSchema, assetPatchSchema, contractorCreateSchema, contractorPatchSchema } from '../../../../contract/dossier-parties';
import { DossierRecordsSection } from '../forms/DossierRecordsSection';
import { CONTACT_FIELDS, CONTACTS_ADAPTER, contactColumns } from './contractorContacts';
import { ASSET_COLUMNS, ASSET_FIELDS, CONTRACTOR_COLUMNS, CONTRACTOR_FIELDS } from './btlCdsFields';

/** A buy-to-let dossier's contractors (who borrow) and its portfolio of let properties. */
const BtlSection = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  return (
    <>
      <DossierRecordsSection
        dossierId={dossierId}
        path="contractor"
        title={translate('app.btlCds.contractors')}
        testId="contractors"
        permission="BTL_DOSSIER_EDIT"
        columns={CONTRACTOR_COLUMNS}
        fields={[...CONTRACTOR_FIELDS, ...CONTACT_FIELDS]}
        createSchema={contractorCreateSchema}
        patchSchema={contractorPatchSchema}
        newValues={{ type: 'PERSON', contactDetails: [] }}
        derive={contactColumns}
        adapter={CONTACTS_ADAPTER}
      />
      <DossierRecordsSection
        dossierId={dossierId}
        path="assets"
        title={translate('app.btlCds.assets')}
        testId="assets"
        permission="BTL_DOSSIER_EDIT"
        columns={ASSET_COLUMNS}
        fields={ASSET_FIELDS}
        createSchema={assetCreateSchema}
        patchSchema={assetPatchSchema}
        newValues={{ verhuurd: true }}
      />
    </>
  );
};

export default BtlSection;
