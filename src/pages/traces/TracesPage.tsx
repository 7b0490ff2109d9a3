import { Box, Button, Card, CardContent, Chip, Link, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useDeferredValue, useState } from 'react';
import { Title } from 'react-admin';
import { TRACE_OUTCOMES, type TraceOutcome } from '../../../contract/trace-codes';
import type { TraceSearch } from '../../dataProvider/logs';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { codeName } from '../../i18n/codeNames';
import { dateRangeParams, formatDateTime } from '../../i18n/dates';
import { DateRangeFields, defaultRangeEnd } from '../../shell/inputs/DateRangeFields';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';
import { TraceDetailDialog } from './TraceDetailDialog';
import { useTraceCallers } from './useTraceCallers';

/** The filters the page opens with: no start, the end tomorrow (spec 000 §5). */
const initialFilter = () => ({ caller: '', outcome: '', from: '', to: defaultRangeEnd(), dossier: '', query: '' });
type Filter = ReturnType<typeof initialFilter>;

const toSearch = (f: Filter): TraceSearch => ({
  caller: f.caller || undefined,
  outcome: (f.outcome || undefined) as TraceOutcome | undefined,
  from: dateRangeParams(f.from || null, null).from,
  to: dateRangeParams(null, f.to || null).to,
  dossierId: f.dossier ? Number(f.dossier) : undefined,
  query: f.query.trim() || undefined,
});

/**
 * /externe-aanroepen, Logs › Externe aanroepen (spec 002 §7, route ours; docs/traces.md): every
 * call the server made to an outside party, newest first, searched by caller, outcome, period,
 * dossier and text; a call opens with its masked request and answer.
 */
const TracesPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.traces.${key}`, options);
  const dataProvider = useAppDataProvider();
  const [filter, setFilter] = useState(initialFilter);
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const [open, setOpen] = useState<number | null>(null);
  const search = toSearch(useDeferredValue(filter));
  const { data } = useQuery({ queryKey: ['traces', search, paging], queryFn: () => dataProvider.searchTraces(search, paging), placeholderData: keepPreviousData });
  const { callers, callerName } = useTraceCallers();
  const change = (next: Filter) => {
    setFilter(next);
    setPaging({ ...paging, page: 0 });
  };
  const set = (key: keyof Filter) => (value: string) => change({ ...filter, [key]: value });

  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }} role="search" aria-label={t('title')}>
          <TextField select size="small" label={t('caller')} value={filter.caller} onChange={(event) => set('caller')(event.target.value)} sx={{ minWidth: 240 }} slotProps={{ htmlInput: { 'data-testid': 'trace-filter-caller' } }}>
            <MenuItem value="">{t('alle')}</MenuItem>
            {callers.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.naam}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('outcome')} value={filter.outcome} onChange={(event) => set('outcome')(event.target.value)} sx={{ minWidth: 140 }}>
            <MenuItem value="">{t('alle')}</MenuItem>
            {TRACE_OUTCOMES.map((o) => (
              <MenuItem key={o} value={o}>
                {codeName('traceOutcome', o)}
              </MenuItem>
            ))}
          </TextField>
          <DateRangeFields
            value={{ van: filter.from || undefined, tot: filter.to || undefined }}
            onChange={(range) => change({ ...filter, from: range.van ?? '', to: range.tot ?? '' })}
            labels={{ van: t('from'), tot: t('to') }}
            testId="trace-filter"
          />
          <TextField
            size="small"
            label={t('dossier')}
            value={filter.dossier}
            onChange={(event) => set('dossier')(event.target.value.replace(/\D/g, ''))}
            sx={{ width: 150 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          />
          <TextField size="small" label={t('query')} value={filter.query} onChange={(event) => set('query')(event.target.value)} sx={{ minWidth: 260 }} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'trace-filter-query' } }} />
          <Button onClick={() => setFilter(initialFilter())}>{t('wissen')}</Button>
        </Stack>
        {data && !data.content.length ? (
          <Typography data-testid="trace-empty">{t('empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="trace-table">
              <TableHead>
                <TableRow>
                  {['timestamp', 'caller', 'operation', 'target', 'duration', 'outcome', 'dossier'].map((h) => (
                    <TableCell key={h} align={h === 'duration' ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                      {t(`columns.${h}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.content.map((trace) => (
                  <TableRow key={trace.id} hover data-testid="trace-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(trace.timestamp)}</TableCell>
                    <TableCell>{callerName(trace.caller)}</TableCell>
                    <TableCell>
                      {/* The operation opens the call: one Tab stop per row, and what a screen reader announces. */}
                      <Link component="button" variant="body2" onClick={() => setOpen(trace.id)} aria-label={t('open', { id: trace.id, text: trace.operation })} data-testid="trace-open">
                        {trace.operation}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{trace.target}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {t('ms', { ms: trace.durationMs })}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={trace.outcome === 'OK' ? 'success' : 'error'} label={codeName('traceOutcome', trace.outcome)} />
                    </TableCell>
                    <TableCell>{trace.dossierId}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {data && <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />}
        {open !== null && <TraceDetailDialog id={open} onClose={() => setOpen(null)} />}
      </CardContent>
    </Card>
  );
};

export default TracesPage;
