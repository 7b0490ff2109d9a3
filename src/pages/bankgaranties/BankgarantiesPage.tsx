import { Card, CardContent, Chip, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BANKGARANTIE_STATUSSEN, OPEN_BANKGARANTIE_STATUSSEN } from '../../../contract/dossier-parties';
import type { Guarantee } from '../../dataProvider/covers';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDate } from '../../i18n/dates';
import { wholeEuro } from '../../i18n/numbers';
import { PagingPager } from '../../shell/layout/Pager';
import { DaysLeft } from '../lists/DaysLeft';
import { DossierCell } from '../lists/DossierCell';
import { FilterSelect } from '../lists/FilterSelect';
import { type Column, ListTable } from '../lists/ListTable';
import { SearchField } from '../lists/SearchField';
import { useUrlFilters } from '../lists/useUrlFilters';

const DAYS = ['7', '14', '30', '60', '90'] as const;
const OPEN = OPEN_BANKGARANTIE_STATUSSEN;

/**
 * /bankgaranties (docs/guarantees.md): the bank guarantees of the dossiers in the user's scope,
 * soonest expiry first; filters for those expiring within N days and those past their date while
 * still open; each row opens the guarantee itself (its bank) and its dossier, where it is changed.
 */
const BankgarantiesPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.guarantees.${key}`, options);
  const dataProvider = useAppDataProvider();
  // Opens on the guarantees still to watch; 'alle' shows the expired and withdrawn too.
  const list = useUrlFilters(['verlooptBinnen', 'verlopen', 'status', 'query'] as const, { status: 'open' });
  const { verlooptBinnen, verlopen, status, query } = list.filters;
  const statuses = status === 'open' ? OPEN : status === 'alle' ? [] : [status];
  const { data } = useQuery({
    queryKey: ['bankgaranties', list.filters, list.page, list.size],
    queryFn: () => dataProvider.getGuarantees({ verlooptBinnen, verlopen: verlopen || undefined, status: statuses, query, page: list.page, size: list.size }),
    placeholderData: keepPreviousData,
  });
  const statusName = (code: string) => translate(`app.btlCds.bankgarantieStatus.${code}`, { _: code });
  const columns: Column<Guarantee>[] = [
    { key: 'dossier', label: translate('app.covers.dossier'), render: (row) => <DossierCell row={row} /> },
    {
      key: 'bank',
      label: t('columns.bank'),
      nowrap: true,
      render: (row) => (
        <Link component={RouterLink} to={`/bankgaranties/${row.id}`} aria-label={t('openGarantie', { bank: row.bank, kenmerk: row.kenmerk ?? '' })} data-testid="guarantee-link">
          {row.bank}
        </Link>
      ),
    },
    { key: 'kenmerk', label: t('columns.kenmerk'), render: (row) => row.kenmerk ?? '' },
    { key: 'begunstigde', label: t('columns.begunstigde'), render: (row) => row.begunstigde },
    { key: 'bedrag', label: t('columns.bedrag'), align: 'right', nowrap: true, render: (row) => wholeEuro(row.bedrag) },
    { key: 'vervalDatum', label: t('columns.vervalDatum'), nowrap: true, render: (row) => formatDate(row.vervalDatum) },
    { key: 'termijn', label: t('columns.termijn'), nowrap: true, render: (row) => <DaysLeft days={row.dagenTotVerval} open={OPEN.includes(row.status)} /> },
    { key: 'status', label: t('columns.status'), render: (row) => <Chip size="small" variant="outlined" label={statusName(row.status)} /> },
  ];
  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('intro')}</Typography>
        <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <FilterSelect
            label={t('filters.verlooptBinnen')}
            value={verlooptBinnen}
            onChange={(value) => list.setFilter('verlooptBinnen', value)}
            all={translate('app.covers.alle')}
            choices={DAYS.map((d) => ({ id: d, name: translate(`app.covers.dagen.${d}`) }))}
            testId="guarantees-within"
          />
          <FilterSelect
            label={t('filters.status')}
            value={status}
            onChange={(value) => list.setFilter('status', value)}
            choices={[{ id: 'open', name: t('filters.open') }, { id: 'alle', name: t('filters.alleStatussen') }, ...BANKGARANTIE_STATUSSEN.map((s) => ({ id: s, name: statusName(s) }))]}
            minWidth={260}
            testId="guarantees-status"
          />
          <FormControlLabel
            control={<Switch checked={verlopen === 'true'} onChange={(_, on) => list.setFilter('verlopen', on ? 'true' : '')} slotProps={{ input: { 'data-testid': 'guarantees-expired' } as object }} />}
            label={t('filters.verlopen')}
          />
          <SearchField label={translate('app.covers.search')} value={query} onSearch={(value) => list.setFilter('query', value)} testId="guarantees-search" />
        </Stack>
        <ListTable rows={data?.content} columns={columns} empty={t('empty')} testId="guarantees" />
        {data && data.totalElements > 0 && <PagingPager count={data.totalElements} paging={{ page: list.page, size: list.size }} onChange={list.setPaging} />}
      </CardContent>
    </Card>
  );
};

export default BankgarantiesPage;
