import { Box, Button, Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Grafiek } from '../../../contract/insight/answers';
import type { FigureText } from '../../../contract/insight/figures';
import { InfoTip } from './InfoTip';
import { drillUrl, formatValue } from './format';

/** Bars over the period's parts read left to right; categories (money providers, offices) read top down. */
const isPeriodChart = (chart: Grafiek) => chart.reeksen.some((r) => r.id === 'huidig') || /perPeriode|perDag|instroom/i.test(chart.id);

/**
 * A chart of the insight screens: a bar per part and series; clicking a bar opens its dossiers.
 * The same figures as a table on request (the chart's text alternative), each a link as well.
 */
export const ChartCard = ({ chart, text }: { chart: Grafiek; text: FigureText }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const theme = useTheme();
  const [asTable, setAsTable] = useState(false);
  const vertical = isPeriodChart(chart);
  const empty = chart.punten.length === 0 || chart.punten.every((p) => p.waarden.every((v) => !v));
  const labels = chart.punten.map((p) => p.label);
  const palette = [theme.palette.primary.main, theme.palette.grey[500], theme.palette.warning.main, theme.palette.success.main];
  const series = chart.reeksen.map((r, i) => ({
    id: r.id,
    label: r.label,
    data: chart.punten.map((p) => p.waarden[i]),
    stack: chart.gestapeld ? 'totaal' : undefined,
    color: palette[i % palette.length],
    valueFormatter: (v: number | null) => formatValue(chart.eenheid, v),
  }));
  const longest = Math.max(0, ...labels.map((l) => l.length));
  const height = vertical ? 280 : Math.max(160, 40 + chart.punten.length * 32);
  const band = { scaleType: 'band' as const, data: labels, id: 'delen' };
  const amounts = { valueFormatter: (v: number | null) => formatValue(chart.eenheid, v) };

  return (
    <Card variant="outlined" data-testid={`chart-${chart.id}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="h3" variant="subtitle1">
            {text.label}
          </Typography>
          <InfoTip label={text.label} text={text.uitleg} testId={`uitleg-${chart.id}`} />
          <Box sx={{ flex: 1 }} />
          {!empty && (
            <Button size="small" onClick={() => setAsTable(!asTable)} aria-pressed={asTable} data-testid={`chart-table-${chart.id}`}>
              {translate(asTable ? 'app.insight.chart.asChart' : 'app.insight.chart.asTable')}
            </Button>
          )}
        </Box>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('app.insight.chart.empty')}
          </Typography>
        ) : asTable ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid={`chart-rows-${chart.id}`}>
              <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{translate('app.insight.chart.tableCaption', { label: text.label })}</caption>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.insight.chart.part')}</TableCell>
                  {chart.reeksen.map((r) => (
                    <TableCell key={r.id} align="right">
                      {r.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {chart.punten.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell component="th" scope="row">
                      {p.label}
                    </TableCell>
                    {p.waarden.map((v, i) => {
                      const filter = p.filters[i];
                      const shown = formatValue(chart.eenheid, v);
                      return (
                        <TableCell key={chart.reeksen[i].id} align="right">
                          {filter ? (
                            <Link component={RouterLink} to={drillUrl(filter)} aria-label={translate('app.insight.chart.open', { value: `${p.label}, ${chart.reeksen[i].label}: ${shown}` })}>
                              {shown}
                            </Link>
                          ) : (
                            shown
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Box role="group" aria-label={`${text.label}. ${translate('app.insight.chart.hint')}`} data-testid={`chart-bars-${chart.id}`}>
            <BarChart
              height={height}
              layout={vertical ? 'vertical' : 'horizontal'}
              series={series}
              xAxis={vertical ? [{ ...band, tickLabelStyle: labels.length > 12 ? { fontSize: 10 } : { fontSize: 11, angle: labels.length > 6 ? -30 : 0, textAnchor: labels.length > 6 ? 'end' : 'middle' }, height: labels.length > 6 && labels.length <= 12 ? 50 : 30 }] : [amounts]}
              yAxis={vertical ? [{ ...amounts, width: 70 }] : [{ ...band, width: Math.min(260, 20 + longest * 6.5) }]}
              margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
              skipAnimation
              localeText={{ loading: translate('app.insight.loading'), noData: translate('app.insight.chart.empty') }}
              onItemClick={(_, item) => {
                const filter = chart.punten[item.dataIndex]?.filters[chart.reeksen.findIndex((r) => r.id === item.seriesId)];
                if (filter) navigate(drillUrl(filter));
              }}
              sx={{ '& .MuiBarElement-root': { cursor: 'pointer' } }}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
