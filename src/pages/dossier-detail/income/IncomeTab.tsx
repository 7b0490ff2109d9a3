import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { IncomeByKind } from '../../../dataProvider/dossierIncome';
import { type AppDataProvider, INCOME_KINDS } from '../../../dataProvider';
import { personName } from '../../../../contract/names';
import { bezittingSchema, verplichtingSchema } from '../../../../contract/dossier-forms';
import { RecordListSection } from '../forms/RecordListSection';
import { useDossierRefresh } from '../forms/useDossierRefresh';
import { ApplicantIncome } from './ApplicantIncome';
import { BEZITTING_FIELDS, VERPLICHTING_FIELDS } from './incomeFields';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

const readAllIncome = async (dataProvider: AppDataProvider, dossierId: number): Promise<IncomeByKind> => {
  const lists = await Promise.all(INCOME_KINDS.map((kind) => dataProvider.getIncome(dossierId, kind)));
  return Object.fromEntries(INCOME_KINDS.map((kind, i) => [kind, lists[i]])) as IncomeByKind;
};

/** The "Aanvraag inkomen" tab: income per applicant, then the household's assets and obligations. */
const IncomeTab = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const dossier = useQuery({ queryKey: ['dossier', String(dossierId)], queryFn: () => dataProvider.getDossier(dossierId) });
  const key = (part: string) => ['dossier', String(dossierId), part];
  const income = useQuery({ queryKey: key('income'), queryFn: () => readAllIncome(dataProvider, dossierId) });
  const bezittingen = useQuery({ queryKey: key('bezittingen'), queryFn: () => dataProvider.getBezittingen(dossierId) });
  const verplichtingen = useQuery({ queryKey: key('verplichtingen'), queryFn: () => dataProvider.getVerplichtingen(dossierId) });
  const refresh = useDossierRefresh(dossierId);

  const applicants = dossier.data?.hypotheekGevers ?? [];
  return (
    <Box data-testid="income-tab">
      {dossier.data && !applicants.length && <Alert severity="info">{translate('app.income.noApplicants')}</Alert>}
      {income.data &&
        applicants.map((a) => (
          <ApplicantIncome
            key={a.id}
            dossierId={dossierId}
            applicantId={a.id}
            name={personName(a.partijNawData)}
            income={income.data}
            onChanged={refresh}
          />
        ))}
      <RecordListSection
        title={translate('app.income.bezittingen')}
        testId="bezittingen"
        rows={bezittingen.data ?? []}
        columns={BEZITTING_FIELDS}
        createSchema={bezittingSchema}
        newValues={{ soort: 'SPAARGELD' }}
        save={(values) => dataProvider.addBezitting(dossierId, values)}
        onChanged={refresh}
      />
      <RecordListSection
        title={translate('app.income.verplichtingen')}
        testId="verplichtingen"
        rows={verplichtingen.data ?? []}
        columns={VERPLICHTING_FIELDS}
        createSchema={verplichtingSchema}
        newValues={{ soort: 'DOORLOPEND_KREDIET' }}
        save={(values) => dataProvider.addVerplichting(dossierId, values)}
        onChanged={refresh}
      />
    </Box>
  );
};

export default IncomeTab;
