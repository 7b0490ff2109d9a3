import { Box, Card, CardContent, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useDeferredValue, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LogKanaal, LogRichting, LogStatus } from '../../../contract/log-codes';
import type { LogSearch } from '../../dataProvider/logs';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { codeName } from '../../i18n/codeNames';
import { dateRangeParams, formatDateTime } from '../../i18n/dates';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';
import { LogDetailDialog } from './LogDetailDialog';
import { initialLogFilter, LogFilters, type LogFilterState } from './LogFilters';
import { STATUS_COLOUR } from './statusColour';

/** The filter as the search call takes it; the days as spec 000 §5 sends a date range (from T00:00:00Z, to T23:59:59Z). */
const toSearch = (f: LogFilterState): LogSearch => ({
  van: dateRangeParams(f.van || null, null).from,
  tot: dateRangeParams(null, f.tot || null).to,
  dossierId: f.dossier ? Number(f.dossier) : undefined,
  soort: f.soort || undefined,
  status: (f.status || undefined) as LogStatus | undefined,
  richting: (f.richting || undefined) as LogRichting | undefined,
  zoekterm: f.zoekterm.trim() || undefined,
});

/**
 * A message log (docs/logs.md): /btl-log, /recieved-system-events and /wijzigingslog, each its own
 * channel. Newest first, filtered and paged by the server; a message opens with the message itself.
 */
const LogPage = ({ kanaal }: { kanaal: LogKanaal }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.logs.${key}`, options);
  const dataProvider = useAppDataProvider();
  const [filter, setFilter] = useState(initialLogFilter);
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const [open, setOpen] = useState<number | null>(null);
  const search = toSearch(useDeferredValue(filter));
  const { data } = useQuery({ queryKey: ['log', kanaal, search, paging], queryFn: () => dataProvider.searchLog(kanaal, search, paging), placeholderData: keepPreviousData });
  const { data: types = [] } = useQuery({ queryKey: ['log-types', kanaal], queryFn: () => dataProvider.getLogTypes(kanaal) });
  const dossierBase = kanaal === 'BTL' ? '/btl' : '/dossiers';
  // The direction matters only on the BTL channel and the source only for system events: the other channels have one of each.
  const headers = ['tijdstip', ...(kanaal === 'BTL' ? ['richting'] : []), 'soort', ...(kanaal === 'SYSTEM_EVENT' ? ['bron'] : []), 'dossier', 'referentie', 'status', 'samenvatting'];

  return (
    <Card>
      <Title title={t(`${kanaal}.title`)} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{t(`${kanaal}.intro`)}</Typography>
        <LogFilters
          kanaal={kanaal}
          value={filter}
          types={types}
          onChange={(next) => {
            setFilter(next);
            setPaging({ ...paging, page: 0 });
          }}
        />
        {data && !data.content.length ? (
          <Typography data-testid="log-empty">{t('empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="log-table">
              <TableHead>
                <TableRow>
                  {headers.map((h) => (
                    <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>
                      {t(`columns.${h}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.content.map((m) => (
                  <TableRow key={m.id} hover data-testid="log-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.tijdstip)}</TableCell>
                    {kanaal === 'BTL' && <TableCell>{codeName('logRichting', m.richting)}</TableCell>}
                    <TableCell>{codeName('logSoort', m.soort)}</TableCell>
                    {kanaal === 'SYSTEM_EVENT' && <TableCell>{m.bron}</TableCell>}
                    <TableCell>
                      {m.dossierId !== null && (
                        <Link component={RouterLink} to={`${dossierBase}/${m.dossierId}`}>
                          {m.dossierId}
                        </Link>
                      )}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 110, maxWidth: 180 }}>{m.referentie}</TableCell>
                    <TableCell>
                      <Chip size="small" color={STATUS_COLOUR[m.status]} label={codeName('logStatus', m.status)} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 220 }}>
                      {/* The summary opens the message: one Tab stop per row, and what a screen reader announces. */}
                      <Link component="button" variant="body2" onClick={() => setOpen(m.id)} aria-label={t('open', { id: m.id, text: m.samenvatting })} sx={{ textAlign: 'left' }} data-testid="log-open">
                        {m.samenvatting}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {data && <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />}
        {open !== null && <LogDetailDialog kanaal={kanaal} id={open} dossierBase={dossierBase} onClose={() => setOpen(null)} />}
      </CardContent>
    </Card>
  );
};

export default LogPage;
