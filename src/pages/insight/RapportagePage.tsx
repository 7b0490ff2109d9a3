import { Box, Button, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Suspense, lazy, useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { GROEPERINGEN, type ReportInfo } from '../../../contract/insight/reports';
import { ApiError } from '../../dataProvider';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { dateRangeParams } from '../../i18n/dates';
import { defaultRangeEnd, type DayRangeValue } from '../../shell/inputs/DateRangeFields';
import { TitledCard } from '../../shell/layout/TitledCard';
import { PAGE_SIZES, Pager } from '../../shell/layout/Pager';
import { InsightToolbar } from './InsightToolbar';
import { formatValue } from './format';
import { useInsightQuery } from './useInsightQuery';

const DateRangeFields = lazy(() => import('../../shell/inputs/DateRangeFields').then((m) => ({ default: m.DateRangeFields })));

/** The days a report opens with: from 1 January of this year, the end tomorrow (spec 000 §5). */
const initialDays = (): DayRangeValue => ({ van: `${new Date().getFullYear()}-01-01`, tot: defaultRangeEnd() });

type Sort = { column: string; direction: 'asc' | 'desc' } | null;

const Rows = ({ info }: { info: ReportInfo }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.insight.reports.${key}`, options);
  const dataProvider = useAppDataProvider();
  const { state, update } = useInsightQuery(`rapportage.${info.id}`, 'jaar');
  const [draft, setDraft] = useState<DayRangeValue>(initialDays);
  const [days, setDays] = useState<DayRangeValue>(draft);
  const [sort, setSort] = useState<Sort>(null);
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0] });
  const range = dateRangeParams(days.van ?? null, days.tot ?? null);
  const filter = { van: range.from, tot: range.to, kantoor: state.kantoor, geldverstrekker: state.geldverstrekker, cds: state.cds };
  const query = { ...filter, sort: sort ? `${sort.column},${sort.direction}` : undefined };
  const { data, isFetching } = useQuery({
    queryKey: ['rapportage', info.id, query, paging],
    queryFn: () => dataProvider.getReportRows(info.id, { ...query, page: paging.page, size: paging.size }),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setDays(draft);
    setPaging({ ...paging, page: 0 });
  };
  const toggle = (column: string) => {
    setSort(sort?.column === column ? { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: 'asc' });
    setPaging({ ...paging, page: 0 });
  };
  return (
    <>
      <Box component="form" onSubmit={apply} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Suspense fallback={null}>
          <DateRangeFields
            value={draft}
            onChange={setDraft}
            onToday={(next) => {
              setDraft(next);
              setDays(next);
              setPaging({ ...paging, page: 0 });
            }}
            labels={{ van: t('van'), tot: t('tot') }}
            testId="report"
          />
        </Suspense>
        <Button type="submit" variant="contained" size="small" data-testid="report-apply">
          {t('apply')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('defaultDays')}
        </Typography>
      </Box>
      <InsightToolbar
        state={state}
        update={(next) => {
          update(next);
          setPaging({ ...paging, page: 0 });
        }}
        period={false}
        filters={['kantoor', 'geldverstrekker']}
        onCsv={() => dataProvider.downloadInsightCsv(`/api/v1/rapportages/${info.id}`, query, `${info.label}.csv`)}
      />
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={translate('app.insight.loading')} />}</Box>
      <Card variant="outlined">
        <CardContent sx={{ overflowX: 'auto' }}>
          <Typography variant="body2" color="text.secondary" data-testid="report-count">
            {t('count', { smart_count: data?.totalElements ?? 0 })}
          </Typography>
          <Table size="small" data-testid="report-table">
            <TableHead>
              <TableRow>
                {info.kolommen.map((k) => (
                  <TableCell key={k.id} align={k.eenheid === 'tekst' ? 'left' : 'right'} sortDirection={sort?.column === k.id ? sort.direction : false}>
                    <TableSortLabel active={sort?.column === k.id} direction={sort?.column === k.id ? sort.direction : 'asc'} onClick={() => toggle(k.id)} data-testid={`report-sort-${k.id}`}>
                      {k.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.content.map((row, i) => (
                <TableRow key={i} data-testid="report-row">
                  {info.kolommen.map((k) => (
                    <TableCell key={k.id} align={k.eenheid === 'tekst' ? 'left' : 'right'}>
                      {k.eenheid === 'tekst' ? row[k.id] : formatValue(k.eenheid, row[k.id] as number | null)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {data && !data.content.length && (
                <TableRow>
                  <TableCell colSpan={info.kolommen.length}>{t('empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {data && (
            <Pager
              count={data.totalElements}
              page={paging.page}
              rowsPerPage={paging.size}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_, page) => setPaging({ ...paging, page })}
              onRowsPerPageChange={(event) => setPaging({ page: 0, size: Number(event.target.value) })}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
};

/**
 * /rapportages/{id} (spec 002 §7; docs/insight.md): a report Beheer defined, as a table with its
 * filters, sorting, paging and CSV export.
 */
const RapportagePage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const id = useParams()['*'] ?? '';
  const { data: info, error } = useQuery({ queryKey: ['rapportage-info', id], queryFn: () => dataProvider.getReport(id), retry: false, enabled: /^\d+$/.test(id) });
  if (!/^\d+$/.test(id) || (error instanceof ApiError && error.status === 404)) {
    return (
      <TitledCard title={translate('app.area.rapportages')} testId="report-not-found">
        <Typography>{translate('app.insight.reports.notFound')}</Typography>
      </TitledCard>
    );
  }
  if (!info) return null;
  const groep = GROEPERINGEN.find((g) => g.id === info.groepering)!;
  return (
    <Box data-testid={`report-${info.id}`}>
      <Title title={info.label} />
      <Typography component="h1" variant="h2" gutterBottom>
        {info.label}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {info.omschrijving}
        {info.groepering !== 'GEEN' && ` ${translate('app.insight.reports.groupedBy', { groep: groep.name.toLowerCase() })}.`}
      </Typography>
      <Rows key={info.id} info={info} />
    </Box>
  );
};

export default RapportagePage;
