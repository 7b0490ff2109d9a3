import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { RENTEVASTE_PERIODES, RISICOKLASSEN } from '../../../contract/rates';
import type { ProductRates } from '../../dataProvider/rates';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDate } from '../../i18n/dates';
import { ratePercent } from '../../i18n/numbers';
import { PagingPager } from '../../shell/layout/Pager';
import { FilterSelect } from '../lists/FilterSelect';
import { useUrlFilters } from '../lists/useUrlFilters';
import { useLenders } from '../lists/useLenders';

/** One product's rate sheet: a row per fixed-rate period it offers, a column per risk class. */
const RateSheet = ({ product }: { product: ProductRates }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.rates.alle.${key}`, options);
  const classes = RISICOKLASSEN.filter((k) => product.tarieven.some((r) => r.risicoklasse === k.id));
  const periods = RENTEVASTE_PERIODES.filter((p) => product.tarieven.some((r) => r.rentevastePeriode === p.id));
  const since = product.tarieven.reduce((latest, r) => (r.ingangsdatum > latest ? r.ingangsdatum : latest), '');
  const headingId = `rate-sheet-${product.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={`rate-sheet-${product.id}`} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {product.geldverstrekkerNaam} · {product.naam}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {[product.nhg ? t('nhg') : t('geenNhg'), t('maxLtv', { ltv: product.maxLtv }), t('sinds', { datum: formatDate(since) })].join(' · ')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ width: 'auto' }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('periode')}</TableCell>
              {classes.map((k) => (
                <TableCell key={k.id} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`app.rates.klassen.${k.id}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {periods.map((p) => (
              <TableRow key={p.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`app.rates.periodes.${p.id}`)}
                </TableCell>
                {classes.map((k) => {
                  const rate = product.tarieven.find((r) => r.rentevastePeriode === p.id && r.risicoklasse === k.id);
                  return (
                    <TableCell key={k.id} align="right" data-testid={`rate-${product.id}-${p.id}-${k.id}`}>
                      {rate ? ratePercent(rate.rentePercentage) : <span aria-label={t('geenTarief')}>–</span>}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};

/** /rente-tarieven/alle (docs/rates.md): the current rate sheets, by lender and product. */
const RenteTabelPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.rates.${key}`);
  const dataProvider = useAppDataProvider();
  const lenders = useLenders();
  const list = useUrlFilters(['geldverstrekkerId', 'rentevastePeriode'] as const);
  const { geldverstrekkerId, rentevastePeriode } = list.filters;
  const { data } = useQuery({
    queryKey: ['rente-tarieven', list.filters, list.page, list.size],
    queryFn: () => dataProvider.getRateTable({ page: list.page, size: list.size, geldverstrekkerId: geldverstrekkerId ? Number(geldverstrekkerId) : '', rentevastePeriode }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card>
      <Title title={t('alle.title')} />
      <CardContent>
        <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('alle.intro')}</Typography>
        <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <FilterSelect
            label={t('filters.geldverstrekker')}
            value={geldverstrekkerId}
            onChange={(value) => list.setFilter('geldverstrekkerId', value)}
            all={t('filters.alleGeldverstrekkers')}
            choices={lenders}
            testId="rates-lender"
            minWidth={240}
          />
          <FilterSelect
            label={t('filters.periode')}
            value={rentevastePeriode}
            onChange={(value) => list.setFilter('rentevastePeriode', value)}
            all={t('filters.allePeriodes')}
            choices={RENTEVASTE_PERIODES.map((p) => ({ id: p.id, name: translate(`app.rates.periodes.${p.id}`) }))}
            testId="rates-period"
          />
        </Stack>
        {data && !data.content.length && <Typography data-testid="rates-empty">{t('alle.empty')}</Typography>}
        {data?.content.map((product) => <RateSheet key={product.id} product={product} />)}
        {data && data.totalElements > 0 && <PagingPager count={data.totalElements} paging={{ page: list.page, size: list.size }} onChange={list.setPaging} />}
      </CardContent>
    </Card>
  );
};

export default RenteTabelPage;
