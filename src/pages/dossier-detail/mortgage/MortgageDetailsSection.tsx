import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../i18n/dates';
import type { BancaireDekking, HypotheekOpties, Maatwerk } from '../../../../contract/mortgage-details';
import { Facts } from '../forms/Facts';
import { LoanParts } from './LoanParts';
import { euro, percent } from '../forms/fields';
import { ReadTable } from './readTable';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/** A titled block of the mortgage details. */
const DetailBlock = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => (
  <Card variant="outlined" data-testid={testId}>
    <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }} sx={{ pb: 0 }} />
    <CardContent>{children}</CardContent>
  </Card>
);

const useT = () => {
  const translate = useTranslate();
  return (key: string) => translate(`app.mortgageDetails.${key}`);
};

const Empty = ({ text }: { text: string }) => <Typography color="text.secondary">{text}</Typography>;

const Opties = ({ opties }: { opties: HypotheekOpties | null }) => {
  const t = useT();
  const translate = useTranslate();
  const yesNo = (value: boolean) => translate(value ? 'app.detailForms.ja' : 'app.detailForms.nee');
  if (!opties) return <Empty text={t('opties.none')} />;
  return (
    <Facts
      testId="hypotheekopties-facts"
      rows={[
        [t('opties.meeneembaar'), yesNo(opties.meeneembaar)],
        [t('opties.verhogingMogelijk'), yesNo(opties.verhogingMogelijk)],
        [t('opties.inschrijvingsBedrag'), euro(opties.inschrijvingsBedrag)],
        [t('opties.renteaanpassing'), t(`renteaanpassing.${opties.renteaanpassing}`)],
        [t('opties.boetevrijAflossenPercentage'), percent(opties.boetevrijAflossenPercentage)],
      ]}
    />
  );
};

const Dekking = ({ rows }: { rows: BancaireDekking[] }) => {
  const t = useT();
  if (rows.length === 0) return <Empty text={t('bancaireDekking.none')} />;
  return (
    <ReadTable
      testId="bancairedekking"
      columns={[
        { label: t('bancaireDekking.leningdeel'), value: (r) => String(r.leningdeelVolgnummer ?? '') },
        { label: t('bancaireDekking.soort'), value: (r) => t(`bancaireSoort.${r.soort}`) },
        { label: t('bancaireDekking.contractNummer'), value: (r) => r.contractNummer },
        { label: t('bancaireDekking.waarde'), value: (r) => euro(r.waarde), align: 'right' },
        { label: t('bancaireDekking.inlegPerMaand'), value: (r) => euro(r.inlegPerMaand), align: 'right' },
        { label: t('bancaireDekking.ingangsDatum'), value: (r) => formatDate(r.ingangsDatum) },
      ]}
      rows={rows}
    />
  );
};

const MaatwerkList = ({ rows }: { rows: Maatwerk[] }) => {
  const t = useT();
  if (rows.length === 0) return <Empty text={t('maatwerk.none')} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {rows.map((m) => (
        <Facts
          key={m.id}
          testId={`maatwerk-${m.id}`}
          rows={[
            [t('maatwerk.reden'), t(`maatwerkReden.${m.reden}`)],
            [t('maatwerk.toelichting'), m.toelichting],
            [t('maatwerk.beoordeeldDoor'), m.beoordeeldDoor ?? t('maatwerk.nogNiet')],
            [t('maatwerk.beoordeeldOp'), formatDate(m.beoordeeldOp)],
          ]}
        />
      ))}
    </Box>
  );
};

/**
 * The mortgage's details, read-only (GET /dossiers/hypotheek/lening|leningdeel/{id}/{sub}): the
 * loan's options, its pledged accounts and maatwerk as blocks, then each loan part expandable to its
 * premium agreements, fund spread and interest discounts. They arrive with the application and the
 * offer; nothing here is edited. Read under the dossier's key, so a save elsewhere refreshes them.
 */
const MortgageDetailsSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const t = useT();
  const key = ['dossier', String(dossierId)];
  const hypotheek = useQuery({ queryKey: [...key, 'hypotheek'], queryFn: () => dataProvider.getHypotheek(dossierId) });
  const loanId = hypotheek.data?.id;
  const enabled = loanId !== undefined;
  const opties = useQuery({ queryKey: [...key, 'lening', loanId, 'hypotheekopties'], queryFn: () => dataProvider.getHypotheekOpties(loanId!), enabled });
  const dekking = useQuery({ queryKey: [...key, 'lening', loanId, 'bancairedekking'], queryFn: () => dataProvider.getBancaireDekking(loanId!), enabled });
  const maatwerk = useQuery({ queryKey: [...key, 'lening', loanId, 'maatwerk'], queryFn: () => dataProvider.getMaatwerk(loanId!), enabled });
  if (!hypotheek.data) return null;
  const loading = <Empty text={t('loading')} />;
  return (
    <Box component="section" data-testid="hypotheekdetails" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <DetailBlock title={t('opties.title')} testId="hypotheekopties">
          {opties.data === undefined ? loading : <Opties opties={opties.data} />}
        </DetailBlock>
        <DetailBlock title={t('maatwerk.title')} testId="maatwerk">
          {maatwerk.data ? <MaatwerkList rows={maatwerk.data} /> : loading}
        </DetailBlock>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DetailBlock title={t('bancaireDekking.title')} testId="bancairedekking-block">
            {dekking.data ? <Dekking rows={dekking.data} /> : loading}
          </DetailBlock>
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DetailBlock title={t('leningdelen.title')} testId="leningdelen-details">
            <LoanParts dossierId={dossierId} parts={hypotheek.data.leningdelen} />
          </DetailBlock>
        </Box>
      </Box>
    </Box>
  );
};

export default MortgageDetailsSection;
