import { Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { Overview } from '../../../dataProvider/dossierDetail';
import { codeName } from '../../../i18n/codeNames';
import { formatDate } from '../../../i18n/dates';
import { BELANGRIJKE_DATUM_SOORTEN } from '../../../../contract/dossier';
import { formatEuro } from '../../dossiers/dossierFormat';
import { Facts } from '../forms/Facts';
import { ratePercent } from '../forms/fields';
import { DocumentCounts } from './DocumentCounts';
import { overviewKey } from '../useDossier';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

const Block = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => (
  <Card variant="outlined" data-testid={testId}>
    <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
    <CardContent>{children}</CardContent>
  </Card>
);

const Lenings = ({ lenings }: { lenings: Overview['lenings'] }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.dossierDetail.overview.${key}`, options);
  const months = (n: number | null) => (n === null ? '' : t('months', { n }));
  if (lenings.leningdelen.length === 0) return <Typography color="text.secondary">{t('noLenings')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['volgnummer', 'aflosvorm', 'bedrag', 'rente', 'rentevast', 'looptijd', 'fiscaal'].map((key) => (
              <TableCell key={key} align={key === 'bedrag' || key === 'rente' ? 'right' : 'left'}>
                {t(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lenings.leningdelen.map((deel) => (
            <TableRow key={deel.volgnummer}>
              <TableCell>{deel.volgnummer}</TableCell>
              <TableCell>{deel.aflosvorm}</TableCell>
              <TableCell align="right">{formatEuro(deel.bedrag)}</TableCell>
              <TableCell align="right">{deel.rentePercentage === null ? '' : ratePercent(deel.rentePercentage)}</TableCell>
              <TableCell>{months(deel.rentevastePeriodeMaanden)}</TableCell>
              <TableCell>{months(deel.looptijdMaanden)}</TableCell>
              <TableCell>{codeName('fiscaalRegime', deel.fiscaalRegime)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>{t('totaal')}</TableCell>
            <TableCell align="right" data-testid="lenings-totaal">
              {formatEuro(lenings.totaal)}
            </TableCell>
            <TableCell colSpan={4} />
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};

/**
 * The overview tab's read blocks from GET /dossiers/{id}/overview: loan parts, the property, the
 * financial cover and the status dates; and the requested documents per status (their own read).
 */
const OverviewSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dossierDetail.overview.${key}`);
  const { data } = useQuery({ queryKey: overviewKey(dossierId), queryFn: () => dataProvider.getOverview(dossierId) });
  if (!data) return null;
  const { object, financieleDekking: dekking, statusDates: dates } = data;
  const address = object ? `${object.straatNaam} ${object.huisNummer}${object.huisNummerToevoeging ? ` ${object.huisNummerToevoeging}` : ''}, ${object.postcode} ${object.plaatsNaam}` : '';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mb: 2 }} data-testid="overview">
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Block title={t('lenings')} testId="overview-lenings">
          <Lenings lenings={data.lenings} />
        </Block>
      </Box>
      <Block title={t('object')} testId="overview-object">
        {object ? (
          <Facts
            testId="overview-object-facts"
            rows={[
              [t('adres'), address],
              [t('soortObject'), codeName('woningtype', object.soortObject)],
              [t('koopsom'), formatEuro(object.koopsom)],
              [t('marktwaarde'), formatEuro(object.marktwaarde)],
              [t('wozWaarde'), formatEuro(object.wozWaarde)],
              [t('energieLabel'), object.energieLabel ?? ''],
            ]}
          />
        ) : (
          <Typography color="text.secondary">{t('noObject')}</Typography>
        )}
      </Block>
      <Block title={t('dekking')} testId="overview-dekking">
        <Facts
          testId="overview-dekking-facts"
          rows={[
            [t('koopsom'), formatEuro(dekking.koopsom)],
            [t('hoofdsom'), formatEuro(dekking.hoofdsom)],
            [t('eigenMiddelen'), formatEuro(dekking.eigenMiddelen)],
            [t('bezittingen'), formatEuro(dekking.bezittingen)],
            [t('totaalDekking'), formatEuro(dekking.totaalDekking)],
            [t('tekort'), formatEuro(dekking.tekort)],
          ]}
        />
      </Block>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Block title={translate('app.dossierDetail.documentCounts.title')} testId="overview-documents">
          <DocumentCounts dossierId={dossierId} />
        </Block>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Block title={t('dates')} testId="overview-dates">
          <Facts
            testId="overview-dates-facts"
            rows={[
              [t('ontvangenOp'), formatDate(dates.ontvangenOp)],
              [t('stapSinds'), formatDate(dates.stapSinds)],
              [t('geldigTot'), formatDate(dates.geldigTot)],
              [t('statusGewijzigdOp'), formatDate(dates.statusGewijzigdOp)],
              [t('faseGewijzigdOp'), formatDate(dates.faseGewijzigdOp)],
              ...dates.belangrijkeDatums.map((d): [string, string] => [BELANGRIJKE_DATUM_SOORTEN.find((s) => s.id === d.soort)?.name ?? d.soort, formatDate(d.datum)]),
            ]}
          />
        </Block>
      </Box>
    </Box>
  );
};

export default OverviewSection;
