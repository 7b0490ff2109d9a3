import CompareArrows from '@mui/icons-material/CompareArrows';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { KycStep } from '../../../dataProvider/dossierApprovals';
import { formatDate } from '../../../i18n/dates';
import { personName } from '../../../../contract/names';
import { SectionCard } from '../forms/SectionCard';
import { useCanEdit } from '../forms/useCanEdit';
import { useDossierRefresh } from '../forms/useDossierRefresh';
import { useDossierForms } from '../useDossier';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

const COLOR: Record<string, 'default' | 'success' | 'warning' | 'error'> = { OPEN: 'default', AKKOORD: 'success', AFWIJKING: 'error', GEEN_GEGEVENS: 'warning' };

/** The KYC steps per applicant: the application compared with what the documents say. */
const KycSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const refresh = useDossierRefresh(dossierId);
  const canCompare = useCanEdit();
  const [busy, setBusy] = useState<number | null>(null);
  const { data: steps } = useQuery({ queryKey: ['dossier', String(dossierId), 'kyc'], queryFn: () => dataProvider.getKycSteps(dossierId) });
  const { data: dossier } = useDossierForms(dossierId);
  const applicant = (id: number) => personName(dossier?.hypotheekGevers.find((a) => a.id === id)?.partijNawData);
  const compare = async (step: KycStep) => {
    setBusy(step.id);
    try {
      await dataProvider.compareKycStep(step.id);
      refresh();
    } catch {
      // Shown in the Foutmelding dialog.
    } finally {
      setBusy(null);
    }
  };
  const differences = (step: KycStep) =>
    (step.verschillen ?? []).map((v) => translate('app.acceptance.verschil', { veld: v.veld, aanvraag: v.aanvraag ?? '–', document: v.document ?? '–' })).join('; ');
  return (
    <SectionCard title={translate('app.acceptance.kyc')} testId="kyc">
      {steps && !steps.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.acceptance.kycNone')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['aanvrager', 'stap', 'status', 'verschillen', 'vergelekenOp'] as const).map((c) => (
                <TableCell key={c}>{translate(`app.acceptance.${c}`)}</TableCell>
              ))}
              {canCompare && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {steps?.map((step) => (
              <TableRow key={step.id} data-testid={`kyc-row-${step.id}`}>
                <TableCell>{applicant(step.hypotheekgeverId)}</TableCell>
                <TableCell>{translate(`app.acceptance.stappen.${step.stap}`, { _: step.stap })}</TableCell>
                <TableCell>
                  <Chip size="small" color={COLOR[step.status] ?? 'default'} label={translate(`app.acceptance.kycStatus.${step.status}`, { _: step.status })} />
                </TableCell>
                <TableCell>{differences(step)}</TableCell>
                <TableCell>{formatDate(step.vergelekenOp)}</TableCell>
                {canCompare && (
                  <TableCell align="right">
                    <Button size="small" startIcon={<CompareArrows />} disabled={busy !== null} onClick={() => void compare(step)} data-testid={`kyc-compare-${step.id}`}>
                      {translate('app.acceptance.compare')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
};

export default KycSection;
