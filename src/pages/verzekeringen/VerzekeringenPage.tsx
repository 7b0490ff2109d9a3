import { Card, CardContent, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { VERZEKERING_SOORTEN, VERZEKERING_STATUSSEN } from '../../../contract/insurances';
import { personName } from '../../../contract/names';
import type { Insurance } from '../../dataProvider/covers';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDate } from '../../i18n/dates';
import { euro, wholeEuro } from '../../i18n/numbers';
import { PagingPager } from '../../shell/layout/Pager';
import { DaysLeft } from '../lists/DaysLeft';
import { DossierCell } from '../lists/DossierCell';
import { FilterSelect } from '../lists/FilterSelect';
import { type Column, ListTable } from '../lists/ListTable';
import { SearchField } from '../lists/SearchField';
import { useUrlFilters } from '../lists/useUrlFilters';

const DAYS = ['30', '60', '90'] as const;
const FLAGS = ['polisOntbreekt', 'onvoldoendeDekking'] as const;

/**
 * /verzekeringen (docs/insurances.md): the insurances of the dossiers in scope, the first to end
 * first; a life cover shows the cover its loan asks for, in red when it is short. Each row links
 * to its dossier, where the insurance is changed.
 */
const VerzekeringenPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.insurances.${key}`, options);
  const dataProvider = useAppDataProvider();
  const list = useUrlFilters(['soort', 'status', 'eindigtBinnen', 'polisOntbreekt', 'onvoldoendeDekking', 'query'] as const);
  const { soort, status, eindigtBinnen, query } = list.filters;
  const { data } = useQuery({
    queryKey: ['verzekeringen', list.filters, list.page, list.size],
    queryFn: () =>
      dataProvider.getInsurances({
        soort,
        status,
        eindigtBinnen,
        query,
        polisOntbreekt: list.filters.polisOntbreekt || undefined,
        onvoldoendeDekking: list.filters.onvoldoendeDekking || undefined,
        page: list.page,
        size: list.size,
      }),
    placeholderData: keepPreviousData,
  });
  const short = (row: Insurance) => row.vereistBedrag !== null && row.verzekerdBedrag < row.vereistBedrag && row.status !== 'BEEINDIGD';
  const twoLines = (first: string, second: string | null) => (
    <>
      {first}
      {second && (
        <Typography variant="body2" color="text.secondary">
          {second}
        </Typography>
      )}
    </>
  );
  const columns: Column<Insurance>[] = [
    { key: 'dossier', label: translate('app.covers.dossier'), render: (row) => <DossierCell row={row} /> },
    {
      key: 'soort',
      label: t('columns.soort'),
      render: (row) => twoLines(t(`soortenKort.${row.soort}`), row.verzekerde ? personName(row.verzekerde) : t('woning')),
    },
    { key: 'maatschappij', label: t('columns.maatschappij'), render: (row) => twoLines(row.maatschappij, row.polisnummer) },
    {
      key: 'verzekerdBedrag',
      label: t('columns.verzekerdBedrag'),
      align: 'right',
      nowrap: true,
      render: (row) => (
        <>
          {row.soort === 'WOONLASTEN' ? t('perMaand', { bedrag: wholeEuro(row.verzekerdBedrag) }) : wholeEuro(row.verzekerdBedrag)}
          {row.vereistBedrag !== null && (
            <Typography variant="body2" color={short(row) ? 'error' : 'text.secondary'} data-testid={short(row) ? 'cover-short' : 'cover-required'}>
              {t('vereist', { bedrag: wholeEuro(row.vereistBedrag) })}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'premie', label: t('columns.premie'), align: 'right', nowrap: true, render: (row) => euro(row.premiePerMaand) },
    {
      key: 'eindDatum',
      label: t('columns.eindDatum'),
      nowrap: true,
      render: (row) => (
        <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
          {formatDate(row.eindDatum)}
          <DaysLeft days={row.dagenTotEinde !== null && row.dagenTotEinde <= 90 ? row.dagenTotEinde : null} open={row.status !== 'BEEINDIGD'} />
        </Stack>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      render: (row) => (
        <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
          {t(`statussen.${row.status}`)}
          <Stack direction="row" sx={{ gap: 0.5 }}>
            <Chip size="small" variant="outlined" color={row.polisOntvangen ? 'default' : 'error'} label={t(row.polisOntvangen ? 'polisOntvangen' : 'polisOntbreekt')} />
            {row.verpand && <Chip size="small" variant="outlined" label={t('verpand')} />}
          </Stack>
        </Stack>
      ),
    },
  ];
  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('intro')}</Typography>
        <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <FilterSelect
            label={t('filters.soort')}
            value={soort}
            onChange={(value) => list.setFilter('soort', value)}
            all={t('filters.alleSoorten')}
            choices={VERZEKERING_SOORTEN.map((s) => ({ id: s, name: t(`soorten.${s}`) }))}
            testId="insurances-soort"
            minWidth={240}
          />
          <FilterSelect
            label={t('filters.status')}
            value={status}
            onChange={(value) => list.setFilter('status', value)}
            all={t('filters.alleStatussen')}
            choices={VERZEKERING_STATUSSEN.map((s) => ({ id: s, name: t(`statussen.${s}`) }))}
            testId="insurances-status"
          />
          <FilterSelect
            label={t('filters.eindigtBinnen')}
            value={eindigtBinnen}
            onChange={(value) => list.setFilter('eindigtBinnen', value)}
            all={translate('app.covers.alle')}
            choices={DAYS.map((d) => ({ id: d, name: translate(`app.covers.dagen.${d}`) }))}
            testId="insurances-within"
          />
          {FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              control={
                <Switch
                  checked={list.filters[flag] === 'true'}
                  onChange={(_, on) => list.setFilter(flag, on ? 'true' : '')}
                  slotProps={{ input: { 'data-testid': `insurances-${flag}` } as object }}
                />
              }
              label={t(`filters.${flag}`)}
            />
          ))}
          <SearchField label={translate('app.covers.search')} value={query} onSearch={(value) => list.setFilter('query', value)} testId="insurances-search" />
        </Stack>
        <ListTable rows={data?.content} columns={columns} empty={t('empty')} testId="insurances" />
        {data && data.totalElements > 0 && <PagingPager count={data.totalElements} paging={{ page: list.page, size: list.size }} onChange={list.setPaging} />}
      </CardContent>
    </Card>
  );
};

export default VerzekeringenPage;
