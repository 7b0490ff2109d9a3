import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { personName } from '../../../../contract/names';
import { APPROVAL_NIVEAUS, approvalCreateSchema, approvalUpdateSchema } from '../../../../contract/dossier-approvals';
import { RecordListSection } from '../forms/RecordListSection';
import { useDossierRefresh } from '../forms/useDossierRefresh';
import { APPROVAL_COLUMNS, APPROVAL_CREATE_FIELDS, APPROVAL_UPDATE_FIELDS } from './approvalFields';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/**
 * The acceptance judgements (first, second, third level) with their PDF; a new one proposes the
 * first level not judged yet. A final rejection also
 * rejects the dossier, so every save refreshes the whole dossier (header, status, side panel).
 */
const ApprovalsSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const refresh = useDossierRefresh(dossierId);
  const [downloading, setDownloading] = useState(false);
  const { data } = useQuery({ queryKey: ['dossier', String(dossierId), 'approvals'], queryFn: () => dataProvider.getApprovals(dossierId) });
  const rows = (data ?? []).map((a) => ({ ...a, beoordelaar: personName(a.gebruiker) }));
  const download = async () => {
    setDownloading(true);
    try {
      await dataProvider.downloadApprovalsPdf(dossierId);
    } catch {
      // Shown in the Foutmelding dialog by the download itself.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <RecordListSection
      title={translate('app.acceptance.approvals')}
      testId="approvals"
      rows={rows}
      columns={APPROVAL_COLUMNS}
      fields={APPROVAL_CREATE_FIELDS}
      updateFields={APPROVAL_UPDATE_FIELDS}
      createSchema={approvalCreateSchema}
      updateSchema={approvalUpdateSchema}
      permission="DOSSIER_DETAIL_APPROVALS"
      newValues={{ dossierId, niveau: APPROVAL_NIVEAUS.find((n) => !rows.some((a) => a.niveau === n.id))?.id ?? null }}
      save={(values, row) => (row ? dataProvider.patchApproval({ id: row.id, version: row.version, resultaat: values.resultaat, toelichting: values.toelichting }) : dataProvider.addApproval(values))}
      onChanged={refresh}
    >
      <Button size="small" startIcon={<PictureAsPdf />} onClick={download} disabled={downloading} sx={{ mb: 1 }} data-testid="approvals-download">
        {translate('app.acceptance.download')}
      </Button>
    </RecordListSection>
  );
};

export default ApprovalsSection;
