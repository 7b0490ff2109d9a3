import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { partijNawSchema } from '../../../../contract/dossier-forms';
import { EditableSection } from '../forms/EditableSection';
import { useDossier, useRefreshDossier } from '../useDossier';
import { APPLICANT_FIELDS, flattenFieldErrors, toPartijNaw } from './applicantFields';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/**
 * The applicants (hypotheekgevers) of the dossier, each readable and editable on its own with
 * PUT /hypotheekgever/{id}: the shared 'Let op:' rules in the browser, the server's field messages
 * under the same fields, the version read sent along (a stale one: 409 in the Foutmelding dialog).
 */
const ApplicantsSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data: dossier } = useDossier(dossierId);
  const refresh = useRefreshDossier(dossierId);
  if (!dossier) return null;
  if (dossier.hypotheekGevers.length === 0) return <Alert severity="info">{translate('app.dossierDetail.applicants.none')}</Alert>;
  return (
    <>
      {dossier.hypotheekGevers.map((applicant, index) => (
        <EditableSection
          key={applicant.id}
          title={translate('app.dossierDetail.applicants.title', { n: index + 1 })}
          testId={`applicant-${index + 1}`}
          fields={APPLICANT_FIELDS}
          schema={partijNawSchema}
          record={applicant.partijNawData}
          extra={{ version: applicant.version }}
          save={(values) =>
            dataProvider.saveApplicant({ id: applicant.id, version: values.version as number, partijNawData: toPartijNaw(values) }).catch((error: unknown) => {
              throw flattenFieldErrors(error);
            })
          }
          onSaved={refresh}
        />
      ))}
    </>
  );
};

export default ApplicantsSection;
