import { useTranslate } from 'ra-core';
import { notarisCdsCreateSchema, notarisCdsPatchSchema } from '../../../../contract/dossier-parties';
import { NOTARIS_CDS_FIELDS } from '../btl/btlCdsFields';
import { DossierRecordsSection } from '../forms/DossierRecordsSection';

/** The notary of a CDS dossier, with the notary's own file number and the passing date. */
const NotarisCdsSection = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  return (
    <DossierRecordsSection
      dossierId={dossierId}
      path="notaris-cds"
      title={translate('app.btlCds.notarisCds')}
      testId="notaris-cds"
      columns={NOTARIS_CDS_FIELDS}
      createSchema={notarisCdsCreateSchema}
      patchSchema={notarisCdsPatchSchema}
    />
  );
};

export default NotarisCdsSection;
