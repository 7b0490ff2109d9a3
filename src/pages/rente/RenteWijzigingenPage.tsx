import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { personName } from '../../../contract/names';
import { RENTEVASTE_PERIODES, RISICOKLASSEN } from '../../../contract/rates';
import type { RateChange } from '../../dataProvider/rates';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { ratePercent, ratePoints } from '../../i18n/numbers';
import { PagingPager } from '../../shell/layout/Pager';
import { FilterSelect } from '../lists/FilterSelect';
import { type Column, ListTable } from '../lists/ListTable';
import { useUrlFilters } from '../lists/useUrlFilters';
import { useLenders } from '../lists/useLenders';

const SINCE = ['7', '30', '90', '365'] as const;

/** The difference with its unit and an arrow: a rise in red (dearer for the client), a fall in green. */
const Difference = ({ change }: { change: RateChange }) => {
  const translate = useTranslate();
  if (change.verschil === null) {
    return <Typography variant="body2">{translate(`app.rates.wijzigingen.${change.oudPercentage === null ? 'nieuwTarief' : 'vervallen'}`)}</Typography>;
  }
  const up = change.verschil > 0;
  const Icon = up ? ArrowUpward : ArrowDownward;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: up ? 'error.dark' : 'success.dark', whiteSpace: 'nowrap' }}
      aria-label={translate('app.rates.wijzigingen.verschil', { punten: ratePoints(change.verschil) })}
    >
      <Icon fontSize="inherit" aria-hidden />
      {translate('app.rates.wijzigingen.verschilKort', { punten: ratePoints(change.verschil) })}
    </Box>
  );
};

/** /rente-tarieven/wijzigingen (docs/rates.md): every rate change, newest first by the date it takes effect. */
const RenteWijzigingenPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.rates.${key}`);
  const dataProvider = useAppDataProvider();
  const lenders = useLenders();
  const list = useUrlFilters(['geldverstrekkerId', 'rentevastePeriode', 'risicoklasse', 'richting', 'dagen'] as const, { dagen: '90' });
  const { geldverstrekkerId, rentevastePeriode, risicoklasse, richting, dagen } = list.filters;
  const { data } = useQuery({
    queryKey: ['rente-wijzigingen', list.filters, list.page, list.size],
    queryFn: () =>
      dataProvider.getRateChanges({ geldverstrekkerId, rentevastePeriode, risicoklasse, richting, dagen: dagen === 'alles' ? '' : dagen, page: list.page, size: list.size }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<RateChange>[] = [
    { key: 'ingangsdatum', label: t('wijzigingen.columns.ingangsdatum'), nowrap: true, render: (c) => formatDate(c.ingangsdatum) },
    {
      key: 'product',
      label: t('wijzigingen.columns.product'),
      render: (c) => (
        <>
          {c.geldverstrekkerNaam}
          <Typography variant="body2" color="text.secondary">
            {c.productNaam}
          </Typography>
        </>
      ),
    },
    { key: 'periode', label: t('wijzigingen.columns.periode'), nowrap: true, render: (c) => translate(`app.rates.periodes.${c.rentevastePeriode}`) },
    { key: 'klasse', label: t('wijzigingen.columns.klasse'), nowrap: true, render: (c) => translate(`app.rates.klassen.${c.risicoklasse}`) },
    { key: 'oud', label: t('wijzigingen.columns.oud'), align: 'right', nowrap: true, render: (c) => (c.oudPercentage === null ? '' : ratePercent(c.oudPercentage)) },
    { key: 'nieuw', label: t('wijzigingen.columns.nieuw'), align: 'right', nowrap: true, render: (c) => (c.nieuwPercentage === null ? '' : ratePercent(c.nieuwPercentage)) },
    { key: 'verschil', label: t('wijzigingen.columns.verschil'), align: 'right', render: (c) => <Difference change={c} /> },
    {
      key: 'door',
      label: t('wijzigingen.columns.door'),
      render: (c) => (
        <>
          {c.gebruiker ? personName(c.gebruiker) : ''}
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(c.gewijzigdOp)}
          </Typography>
        </>
      ),
    },
  ];
  return (
    <Card>
      <Title title={t('wijzigingen.title')} />
      <CardContent>
        <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('wijzigingen.intro')}</Typography>
        <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <FilterSelect
            label={t('filters.sinds')}
            value={dagen}
            onChange={(value) => list.setFilter('dagen', value)}
            choices={[...SINCE, 'alles'].map((d) => ({ id: d, name: translate(`app.rates.filters.dagen.${d}`) }))}
            testId="changes-since"
            minWidth={170}
          />
          <FilterSelect
            label={t('filters.geldverstrekker')}
            value={geldverstrekkerId}
            onChange={(value) => list.setFilter('geldverstrekkerId', value)}
            all={t('filters.alleGeldverstrekkers')}
            choices={lenders}
            testId="changes-lender"
            minWidth={220}
          />
          <FilterSelect
            label={t('filters.periode')}
            value={rentevastePeriode}
            onChange={(value) => list.setFilter('rentevastePeriode', value)}
            all={t('filters.allePeriodes')}
            choices={RENTEVASTE_PERIODES.map((p) => ({ id: p.id, name: translate(`app.rates.periodes.${p.id}`) }))}
            testId="changes-period"
          />
          <FilterSelect
            label={t('filters.klasse')}
            value={risicoklasse}
            onChange={(value) => list.setFilter('risicoklasse', value)}
            all={t('filters.alleKlassen')}
            choices={RISICOKLASSEN.map((k) => ({ id: k.id, name: translate(`app.rates.klassen.${k.id}`) }))}
            testId="changes-class"
            minWidth={150}
          />
          <FilterSelect
            label={t('filters.richting')}
            value={richting}
            onChange={(value) => list.setFilter('richting', value)}
            all={t('filters.beide')}
            choices={[
              { id: 'omhoog', name: t('filters.omhoog') },
              { id: 'omlaag', name: t('filters.omlaag') },
            ]}
            testId="changes-direction"
            minWidth={200}
          />
        </Stack>
        <ListTable rows={data?.content} columns={columns} empty={t('wijzigingen.empty')} testId="rate-changes" />
        {data && data.totalElements > 0 && <PagingPager count={data.totalElements} paging={{ page: list.page, size: list.size }} onChange={list.setPaging} />}
      </CardContent>
    </Card>
  );
};

export default RenteWijzigingenPage;
