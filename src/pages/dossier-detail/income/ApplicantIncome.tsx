import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { IncomeByKind, IncomeRow } from '../../../dataProvider/dossierIncome';
import { INCOME_KINDS } from '../../../dataProvider';
import { app } from '../../../i18n/nl';
import { dienstbetrekkingSchema } from '../../../../contract/dossier-forms';
import { RecordTable } from '../forms/RecordTable';
import { RecordListSection } from '../forms/RecordListSection';
import { DIENSTBETREKKING_FIELDS, OTHER_INCOME_COLUMNS } from './incomeFields';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

interface Props {
  dossierId: number;
  applicantId: number;
  name: string;
  income: IncomeByKind;
  onChanged: () => void;
}

/** One applicant's income: employments (editable) and the other kinds as read. */
export const ApplicantIncome = ({ dossierId, applicantId, name, income, onChanged }: Props) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const mine = (rows: IncomeRow[]) => rows.filter((r) => r.hypotheekgeverId === applicantId);
  // The API answers the employer as `omschrijving` and takes it as `werkgever`.
  const jobs = mine(income.dienstbetrekkingen).map((r) => ({ ...r, werkgever: r.omschrijving }));
  const other = INCOME_KINDS.filter((k) => k !== 'dienstbetrekkingen').flatMap((kind) =>
    mine(income[kind]).map((r) => ({ ...r, soortNaam: app.income.kinds[kind] })),
  );
  const testId = `income-${applicantId}`;
  return (
    <RecordListSection
      title={translate('app.income.applicant', { name })}
      testId={testId}
      rows={jobs}
      columns={DIENSTBETREKKING_FIELDS}
      createSchema={dienstbetrekkingSchema}
      updateSchema={dienstbetrekkingSchema}
      newValues={{ hypotheekgeverId: applicantId, dienstverband: 'VAST' }}
      save={(values) => dataProvider.saveDienstbetrekking(dossierId, { ...values, hypotheekgeverId: applicantId })}
      remove={(row) => dataProvider.deleteDienstbetrekking(dossierId, row.id)}
      describe={(row) => String(row.werkgever ?? '')}
      onChanged={onChanged}
      serverPrefix="0."
    >
      {other.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {translate('app.income.otherIncome')}
          </Typography>
          <RecordTable columns={OTHER_INCOME_COLUMNS} rows={other} testId={`${testId}-other`} />
        </>
      )}
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {translate('app.income.kinds.dienstbetrekkingen')}
      </Typography>
    </RecordListSection>
  );
};
