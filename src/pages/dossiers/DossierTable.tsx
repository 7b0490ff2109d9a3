import { Box, Checkbox, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import type { DossierRow } from '../../dataProvider/dossiers';
import { formatDate } from '../../i18n/dates';
import { PRIORITEITEN, SUB_STATUSES } from '../../../contract/dossier';
import type { DossierSortColumn } from '../../../contract/dossier-columns';
import { workloadStatusName } from '../../../contract/workload';
import { personName } from '../../../contract/names';
import { dossierStatusName, faseName, formatEuro, stapName } from './dossierFormat';
import { type ListSort, PAGE_SIZES } from './dossierQuery';
import { textOn } from '../../shell/colours';

export interface DossierColumn {
  /** The API sort column; the header sorts on it. */
  key: DossierSortColumn | 'labels';
  render: (row: DossierRow) => ReactNode;
  align?: 'right';
  width?: number;
}

const WORKLOAD_COLORS = { UITZETTEN: 'default', UITGEZET: 'info', BEHANDELING: 'primary', AFGEROND: 'success' } as const;

const Deadline = ({ row }: { row: DossierRow }) => {
  const translate = useTranslate();
  const deadline = row.workload?.deadline;
  if (!deadline || !row.workload?.slaDatum) return null;
  return (
    <Tooltip title={formatDate(row.workload.slaDatum)}>
      <Chip size="small" label={translate(`app.dossierList.deadline.${deadline}`)} color={deadline === 'SLA' ? 'error' : 'warning'} sx={{ ml: 0.5, height: 20, fontSize: 11 }} />
    </Tooltip>
  );
};

const Flags = ({ row }: { row: DossierRow }) => {
  const translate = useTranslate();
  const flags = [row.aanleverenViaHdnjn === 1 && 'hdn', row.cds && 'cds', row.btl && 'btl', row.gearchiveerd && 'archived'].filter(Boolean) as string[];
  return (
    <>
      {flags.map((flag) => (
        <Chip key={flag} size="small" variant="outlined" label={translate(`app.dossierList.${flag}`)} sx={{ ml: 0.5, height: 18, fontSize: 10 }} />
      ))}
    </>
  );
};

/** Every column the lists can show; a screen picks its own. */
export const COLUMNS: Record<DossierColumn['key'], DossierColumn> = {
  id: {
    key: 'id',
    width: 120,
    render: (row) => (
      <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {row.id}
        <Flags row={row} />
      </Box>
    ),
  },
  naamHypotheekGever: { key: 'naamHypotheekGever', render: (row) => row.naamHypotheekGever },
  offerteNr: { key: 'offerteNr', render: (row) => row.offerteNr },
  kenmerk: { key: 'kenmerk', render: (row) => row.kenmerk },
  fase: { key: 'fase', render: (row) => faseName(row.fase) },
  stap: { key: 'stap', render: (row) => stapName(row.fase, row.stap) },
  status: { key: 'status', render: (row) => dossierStatusName(row.status) },
  subStatus: { key: 'subStatus', render: (row) => SUB_STATUSES.find((s) => s.id === row.subStatus)?.name ?? row.subStatus },
  prioriteit: { key: 'prioriteit', render: (row) => PRIORITEITEN.find((p) => p.id === row.prioriteit)?.name ?? row.prioriteit },
  geldigTot: { key: 'geldigTot', render: (row) => formatDate(row.geldigTot) },
  workloadStatus: {
    key: 'workloadStatus',
    render: (row) =>
      row.workload && (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          <Chip size="small" label={workloadStatusName(row.workload.status)} color={WORKLOAD_COLORS[row.workload.status]} variant={row.workload.status === 'UITZETTEN' ? 'outlined' : 'filled'} sx={{ height: 20, fontSize: 11 }} />
          <Deadline row={row} />
        </Box>
      ),
  },
  behandelaar: { key: 'behandelaar', render: (row) => personName(row.workload?.gebruiker) },
  kantoor: { key: 'kantoor', render: (row) => row.kantoor?.bedrijfsNaam },
  adviseur: { key: 'adviseur', render: (row) => personName(row.adviseur) },
  geldverstrekker: { key: 'geldverstrekker', render: (row) => row.geldverstrekker?.naam },
  hoofdsom: { key: 'hoofdsom', align: 'right', render: (row) => formatEuro(row.hoofdsom) },
  ontvangenOp: { key: 'ontvangenOp', render: (row) => formatDate(row.ontvangenOp) },
  stapSinds: { key: 'stapSinds', render: (row) => formatDate(row.stapSinds) },
  workloadGewijzigdOp: { key: 'workloadGewijzigdOp', render: (row) => formatDate(row.workload?.gewijzigdOp) },
  labels: {
    key: 'labels',
    render: (row) => (
      <Stack direction="row" sx={{ gap: 0.5 }}>
        {row.labels.map((label) => (
          <Chip key={label.id} size="small" label={label.naam} sx={{ height: 20, fontSize: 11, bgcolor: label.kleur, color: textOn(label.kleur) }} />
        ))}
      </Stack>
    ),
  },
};

interface Props {
  columns: readonly DossierColumn[];
  rows: DossierRow[] | undefined;
  total: number;
  loading: boolean;
  page: number;
  size: number;
  sort?: ListSort;
  onSort: (sort: ListSort) => void;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onOpen?: (row: DossierRow) => void;
  selection?: { selected: ReadonlySet<number>; onChange: (selected: Set<number>) => void };
  /** Extra cell at the end of each row (werkverdeling: the status menu). */
  actions?: (row: DossierRow) => ReactNode;
}

/**
 * A server-paged dossier table: zero-based pages, every column sorts both ways (a second click
 * turns the direction), rows open the dossier. Optional checkboxes for bulk actions.
 */
export const DossierTable = ({ columns, rows, total, loading, page, size, sort, onSort, onPage, onSize, onOpen, selection, actions }: Props) => {
  const translate = useTranslate();
  const ids = rows?.map((r) => r.id) ?? [];
  const selectedHere = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  return (
    <Box>
      <Box sx={{ height: 3 }}>{loading && <LinearProgress />}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" stickyHeader data-testid="dossier-table">
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={ids.length > 0 && selectedHere === ids.length}
                    indeterminate={selectedHere > 0 && selectedHere < ids.length}
                    onChange={(event) => selection.onChange(event.target.checked ? new Set([...selection.selected, ...ids]) : new Set([...selection.selected].filter((id) => !ids.includes(id))))}
                    slotProps={{ input: { 'aria-label': translate('app.werkverdeling.selectAll') } }}
                    data-testid="select-all"
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ width: column.width, whiteSpace: 'nowrap', fontWeight: 600, bgcolor: 'grey.100' }}>
                  {column.key === 'labels' ? (
                    translate('app.dossierList.columns.labels')
                  ) : (
                    <TableSortLabel
                      active={sort?.field === column.key}
                      direction={sort?.field === column.key ? sort.order : 'asc'}
                      onClick={() => onSort({ field: column.key as DossierSortColumn, order: sort?.field === column.key && sort.order === 'asc' ? 'desc' : 'asc' })}
                      data-testid={`sort-${column.key}`}
                    >
                      {translate(`app.dossierList.columns.${column.key}`)}
                    </TableSortLabel>
                  )}
                </TableCell>
              ))}
              {actions && <TableCell sx={{ bgcolor: 'grey.100' }} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow
                key={row.id}
                hover
                selected={selection?.selected.has(row.id)}
                onClick={() => onOpen?.(row)}
                data-testid={`dossier-row-${row.id}`}
                sx={{ cursor: onOpen ? 'pointer' : undefined, '& td': { py: 0.75 } }}
              >
                {selection && (
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      size="small"
                      checked={selection.selected.has(row.id)}
                      onChange={() => toggle(row.id)}
                      slotProps={{ input: { 'aria-label': translate('app.werkverdeling.selectRow', { id: row.id }) } }}
                      data-testid={`select-${row.id}`}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {column.render(row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell padding="none" onClick={(event) => event.stopPropagation()}>
                    {actions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows && rows.length === 0 && !loading && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="dossier-list-empty">
          {translate('app.dossierList.empty')}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : page}
        rowsPerPage={size}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, next) => onPage(next)}
        onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
        labelRowsPerPage={translate('app.dossierList.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => translate('app.dossierList.pageOf', { from, to, count })}
        data-testid="dossier-pagination"
      />
    </Box>
  );
};
