import { Box, Card, CardContent, LinearProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import type { LeadTimeRow } from '../../../contract/insight/answers';
import { STAPPEN } from '../../../contract/dossier';
import { SEGMENTEN } from '../../../contract/insight/codes';
import { LEAD_TIME_FIGURES } from '../../../contract/insight/figures';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { ChartCard } from './ChartCard';
import { InfoTip } from './InfoTip';
import { InsightToolbar } from './InsightToolbar';
import { drillUrl, formatValue } from './format';
import { useInsightQuery } from './useInsightQuery';

const FIGURES = ['aantal', 'mediaan', 'p80', 'p95', 'norm', 'binnenNorm', 'nuLopend', 'nuBovenNorm'] as const;

const Header = ({ id }: { id: (typeof FIGURES)[number] }) => (
  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
    {LEAD_TIME_FIGURES[id].label}
    <InfoTip label={LEAD_TIME_FIGURES[id].label} text={LEAD_TIME_FIGURES[id].uitleg} testId={`uitleg-${id}`} />
  </TableCell>
);

/** Over the norm in business days: the signal colour before, red after. */
const tone = (row: LeadTimeRow, value: number | null) =>
  value === null || row.norm === null ? undefined : value > row.norm ? 'error.main' : row.signaal !== null && value > row.signaal ? 'warning.main' : undefined;

const LeadRow = ({ row }: { row: LeadTimeRow }) => {
  const translate = useTranslate();
  const phase = row.stap === null;
  const days = (value: number | null) => <Box component="span" sx={{ color: tone(row, value) }}>{formatValue('werkdagen', value)}</Box>;
  const label = phase ? row.label : (STAPPEN[row.fase].find((s) => s.id === row.stap)?.name ?? row.label);
  return (
    <TableRow data-testid={`lead-${row.fase}${row.stap ? `-${row.stap}` : ''}`} sx={phase ? { bgcolor: 'action.hover' } : undefined}>
      <TableCell component="th" scope="row" sx={{ fontWeight: phase ? 600 : undefined, pl: phase ? 2 : 4 }}>
        {label}
      </TableCell>
      <TableCell align="right">{formatValue('aantal', row.aantal)}</TableCell>
      <TableCell align="right">{days(row.mediaan)}</TableCell>
      <TableCell align="right">{days(row.p80)}</TableCell>
      <TableCell align="right">{days(row.p95)}</TableCell>
      <TableCell align="right">{row.norm === null ? '–' : formatValue('werkdagen', row.norm)}</TableCell>
      <TableCell align="right">{formatValue('procent', row.binnenNorm)}</TableCell>
      <TableCell align="right">
        <Link component={RouterLink} to={drillUrl(row.filterLopend)} aria-label={translate('app.insight.leadTimes.openRunning', { smart_count: row.nuLopend, label })}>
          {formatValue('aantal', row.nuLopend)}
        </Link>
      </TableCell>
      <TableCell align="right">
        {row.filterBovenNorm ? (
          <Link
            component={RouterLink}
            to={drillUrl(row.filterBovenNorm)}
            sx={{ color: row.nuBovenNorm ? 'error.main' : undefined, fontWeight: row.nuBovenNorm ? 600 : undefined }}
            aria-label={translate('app.insight.leadTimes.openOverNorm', { smart_count: row.nuBovenNorm ?? 0, label })}
            data-testid="lead-over-norm"
          >
            {formatValue('aantal', row.nuBovenNorm)}
          </Link>
        ) : (
          '–'
        )}
      </TableCell>
    </TableRow>
  );
};

/**
 * /doorlooptijden/{volmacht|niet-volmacht|verhuurhypotheken} (docs/insight.md): per phase and step
 * the lead time in business days of what left it in the period, against the norm, and the
 * running dossiers over the norm one click away.
 */
const LeadTimesPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const path = useParams()['*'];
  const segment = SEGMENTEN.find((s) => s.path === path);
  const { state, update, query } = useInsightQuery(`doorlooptijden.${path}`, 'maand');
  const { data, isFetching } = useQuery({
    queryKey: ['doorlooptijden', segment?.path, query],
    queryFn: () => dataProvider.getLeadTimes(segment!.path, query),
    placeholderData: keepPreviousData,
    enabled: !!segment,
  });
  if (!segment) return <Navigate to="/doorlooptijden/volmacht" replace />;
  const title = translate('app.insight.leadTimes.title', { segment: segment.name.toLowerCase() });
  const steps = data?.rijen.filter((r) => r.stap !== null) ?? [];
  const chart = {
    id: 'stappen',
    eenheid: 'werkdagen' as const,
    gestapeld: false,
    reeksen: [
      { id: 'mediaan', label: LEAD_TIME_FIGURES.mediaan.label },
      { id: 'p95', label: LEAD_TIME_FIGURES.p95.label },
      { id: 'norm', label: LEAD_TIME_FIGURES.norm.label },
    ],
    punten: steps.map((r) => ({ id: `${r.fase}.${r.stap}`, label: r.label, waarden: [r.mediaan, r.p95, r.norm], filters: [null, null, null] })),
  };
  return (
    <Box data-testid={`lead-times-${segment.path}`}>
      <Title title={title} />
      <Typography component="h1" variant="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {translate('app.insight.leadTimes.intro')}
      </Typography>
      <InsightToolbar
        state={state}
        update={update}
        onCsv={() => dataProvider.downloadInsightCsv(`/api/v1/inzicht/doorlooptijden/${segment.path}`, query, `doorlooptijden-${segment.path}-${data?.periode.van ?? 'periode'}.csv`)}
      />
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={translate('app.insight.loading')} />}</Box>
      {data && (
        <>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="lead-times-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.insight.leadTimes.phase')}</TableCell>
                    {FIGURES.map((id) => (
                      <Header key={id} id={id} />
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.rijen.map((row) => (
                    <LeadRow key={`${row.fase}.${row.stap}`} row={row} />
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <ChartCard chart={chart} text={{ label: translate('app.insight.leadTimes.chart'), uitleg: LEAD_TIME_FIGURES.mediaan.uitleg }} />
        </>
      )}
    </Box>
  );
};

export default LeadTimesPage;
