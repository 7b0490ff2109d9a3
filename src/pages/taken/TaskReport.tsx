import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Checkbox, FormControlLabel, LinearProgress, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { ReportFormat, TaskSearch } from '../../dataProvider/tasks';
import type { DelegateTargets } from '../../dataProvider/workflow';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { REPORT_LIMIT, summarizeReport } from './reportSummary';
import { type Who, WhoSelect, whoFilter } from './WhoSelect';

const STATUSES = { all: undefined, open: false, done: true } as const;
type Status = keyof typeof STATUSES;
const COUNT_COLUMNS = ['open', 'late', 'done', 'total'] as const;

/**
 * The task report (POST /taken/report): a selection of who, dossier, status and archived; an
 * overview of open, late and done tasks per person or team, read from the report's own CSV; the
 * report itself as CSV or PDF.
 */
export const TaskReport = ({ targets, userId }: { targets: DelegateTargets | undefined; userId: number }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.tasks.report.${key}`, options);
  const dataProvider = useAppDataProvider();
  const [who, setWho] = useState<Who>('all');
  const [dossierId, setDossierId] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [gearchiveerd, setGearchiveerd] = useState(false);

  const body: TaskSearch = {
    ...whoFilter(who, userId),
    dossierId: dossierId ? Number(dossierId) : undefined,
    gedaan: STATUSES[status],
    gearchiveerd,
  };
  const { data: summary, isFetching } = useQuery({
    queryKey: ['takenReport', body],
    queryFn: async () => summarizeReport(await dataProvider.getTaskReportCsv(body)),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({ mutationFn: (format: ReportFormat) => dataProvider.downloadTaskReport(body, format) });

  return (
    <Box data-testid="task-report">
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <WhoSelect value={who} onChange={setWho} targets={targets} userId={userId} allLabel="app.tasks.report.all" testId="report-who" />
        <TextField
          size="small"
          label={translate('app.tasks.taken.dossierId')}
          value={dossierId}
          onChange={(event) => setDossierId(event.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
        />
        <TextField select size="small" label={t('status')} value={status} onChange={(event) => setStatus(event.target.value as Status)} sx={{ minWidth: 200 }} data-testid="report-status">
          <MenuItem value="all">{t('statusAll')}</MenuItem>
          <MenuItem value="open">{t('statusOpen')}</MenuItem>
          <MenuItem value="done">{t('statusDone')}</MenuItem>
        </TextField>
        <FormControlLabel control={<Checkbox checked={gearchiveerd} onChange={(event) => setGearchiveerd(event.target.checked)} />} label={translate('app.tasks.taken.archived')} />
      </Box>
      {isFetching && <LinearProgress aria-label={t('loading')} sx={{ mb: 1 }} />}
      {summary && (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap', maxWidth: 760 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {t('title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="report-count">
                {t('count', { smart_count: summary.totals.total })}
              </Typography>
            </Box>
            {(['csv', 'pdf'] as const).map((format) => (
              <Button key={format} variant="outlined" size="small" startIcon={<Download />} disabled={download.isPending} onClick={() => download.mutate(format)} data-testid={`report-download-${format}`}>
                {t(format === 'csv' ? 'downloadCsv' : 'downloadPdf')}
              </Button>
            ))}
          </Box>
          {summary.totals.total >= REPORT_LIMIT && (
            <Alert severity="warning" sx={{ my: 1 }}>
              {t('limited', { max: REPORT_LIMIT.toLocaleString('nl-NL') })}
            </Alert>
          )}
          <Table size="small" sx={{ maxWidth: 760, mt: 1 }} data-testid="report-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('holder')}</TableCell>
                {COUNT_COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {t(column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.rows.map((row) => (
                <TableRow key={row.holder} data-testid="report-row">
                  <TableCell>{row.holder}</TableCell>
                  {COUNT_COLUMNS.map((column) => (
                    <TableCell key={column} align="right" sx={column === 'late' && row.late ? { color: 'error.main', fontWeight: 700 } : undefined}>
                      {row[column]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t('total')}</TableCell>
                {COUNT_COLUMNS.map((column) => (
                  <TableCell key={column} align="right" sx={{ fontWeight: 700 }} data-testid={`report-total-${column}`}>
                    {summary.totals[column]}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
};
