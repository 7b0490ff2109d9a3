import ViewColumn from '@mui/icons-material/ViewColumn';
import { Box, Button, Checkbox, LinearProgress, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, type Theme, Typography, alpha } from '@mui/material';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useSession } from '../../authProvider/session';
import type { DossierRow } from '../../dataProvider/dossiers';
import { formatDate } from '../../i18n/dates';
import { PRIORITEITEN, SUB_STATUSES } from '../../../contract/dossier';
import type { DossierSortColumn } from '../../../contract/dossier-columns';
import { workloadStatusName } from '../../../contract/workload';
import { personName } from '../../../contract/names';
import { dossierStatusName, faseName, formatEuro, stapName } from './dossierFormat';
import { type ListSort, PAGE_SIZES } from './dossierQuery';
import { textOn } from '../../shell/colours';
import { Pager } from '../../shell/layout/Pager';
import { AfterFirstPaint } from '../../shell/layout/AfterFirstPaint';

export interface DossierColumn {
  /** The API sort column; the header sorts on it. */
  key: DossierSortColumn | 'labels';
  render: (row: DossierRow) => ReactNode;
  align?: 'right';
  width?: number;
  /** Wider text is cut off with an ellipsis; the whole text shows on hover. */
  maxWidth?: number;
}

const WORKLOAD_COLORS = { UITZETTEN: 'default', UITGEZET: 'info', BEHANDELING: 'primary', AFGEROND: 'success' } as const;
type TagColor = (typeof WORKLOAD_COLORS)[keyof typeof WORKLOAD_COLORS] | 'error' | 'warning';

/**
 * A chip drawn as a plain span, styled once by the table (`TAG_STYLES`): a list page shows some sixty
 * of them, and MUI's Chip costs each its own components and style work in the first render (issue #9).
 */
const Tag = ({ label, color = 'default', outlined, style, title }: { label: string; color?: TagColor; outlined?: boolean; style?: CSSProperties; title?: string }) => (
  <span className={`tag tag-${color}${outlined ? ' tag-outlined' : ''}`} style={style} title={title}>
    {label}
  </span>
);

const TAG_STYLES = (theme: Theme) => ({
  '& .tag': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 20,
    px: 1,
    borderRadius: 10,
    fontSize: 11,
    lineHeight: 1,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
    bgcolor: 'action.selected',
    color: 'text.primary',
  },
  '& .tag + .tag': { ml: 0.5 },
  ...Object.fromEntries(
    (['primary', 'info', 'success', 'error', 'warning'] as const).map((color) => [`& .tag-${color}`, { bgcolor: theme.palette[color].main, color: theme.palette[color].contrastText }]),
  ),
  '& .tag-outlined': { bgcolor: 'transparent', color: 'text.primary', borderColor: theme.palette.grey[400] },
});

const Deadline = ({ row }: { row: DossierRow }) => {
  const translate = useTranslate();
  const deadline = row.workload?.deadline;
  if (!deadline || !row.workload?.slaDatum) return null;
  return <Tag label={translate(`app.dossierList.deadline.${deadline}`)} color={deadline === 'SLA' ? 'error' : 'warning'} title={formatDate(row.workload.slaDatum)} />;
};

const Flags = ({ row }: { row: DossierRow }) => {
  const translate = useTranslate();
  const flags = [row.aanleverenViaHdnjn === 1 && 'hdn', row.cds && 'cds', row.btl && 'btl', row.gearchiveerd && 'archived'].filter(Boolean) as string[];
  return (
    <>
      {flags.map((flag) => (
        <Tag key={flag} outlined label={translate(`app.dossierList.${flag}`)} style={{ marginLeft: 4, height: 18, fontSize: 10 }} />
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
      <span style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {row.id}
        <Flags row={row} />
      </span>
    ),
  },
  naamHypotheekGever: { key: 'naamHypotheekGever', maxWidth: 160, render: (row) => row.naamHypotheekGever },
  offerteNr: { key: 'offerteNr', maxWidth: 130, render: (row) => row.offerteNr },
  kenmerk: { key: 'kenmerk', maxWidth: 120, render: (row) => row.kenmerk },
  fase: { key: 'fase', render: (row) => faseName(row.fase) },
  stap: { key: 'stap', maxWidth: 150, render: (row) => stapName(row.fase, row.stap) },
  status: { key: 'status', render: (row) => dossierStatusName(row.status) },
  subStatus: { key: 'subStatus', maxWidth: 150, render: (row) => SUB_STATUSES.find((s) => s.id === row.subStatus)?.name ?? row.subStatus },
  prioriteit: { key: 'prioriteit', render: (row) => PRIORITEITEN.find((p) => p.id === row.prioriteit)?.name ?? row.prioriteit },
  geldigTot: { key: 'geldigTot', render: (row) => formatDate(row.geldigTot) },
  workloadStatus: {
    key: 'workloadStatus',
    render: (row) =>
      row.workload && (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Tag label={workloadStatusName(row.workload.status)} color={WORKLOAD_COLORS[row.workload.status]} outlined={row.workload.status === 'UITZETTEN'} />
          <Deadline row={row} />
        </span>
      ),
  },
  behandelaar: { key: 'behandelaar', maxWidth: 130, render: (row) => personName(row.workload?.gebruiker) },
  kantoor: { key: 'kantoor', maxWidth: 150, render: (row) => row.kantoor?.bedrijfsNaam },
  adviseur: { key: 'adviseur', maxWidth: 130, render: (row) => personName(row.adviseur) },
  geldverstrekker: { key: 'geldverstrekker', maxWidth: 140, render: (row) => row.geldverstrekker?.naam },
  hoofdsom: { key: 'hoofdsom', align: 'right', render: (row) => formatEuro(row.hoofdsom) },
  ontvangenOp: { key: 'ontvangenOp', render: (row) => formatDate(row.ontvangenOp) },
  stapSinds: { key: 'stapSinds', render: (row) => formatDate(row.stapSinds) },
  workloadGewijzigdOp: { key: 'workloadGewijzigdOp', render: (row) => formatDate(row.workload?.gewijzigdOp) },
  labels: {
    key: 'labels',
    maxWidth: 160,
    render: (row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {row.labels.map((label) => (
          <Tag key={label.id} label={label.naam} style={{ backgroundColor: label.kleur, color: textOn(label.kleur) }} />
        ))}
      </span>
    ),
  },
};

type ColumnKey = DossierColumn['key'];

const readColumns = (key: string, initial: readonly ColumnKey[]): ColumnKey[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (Array.isArray(stored) && stored.length && stored.every((k) => k in COLUMNS)) return stored as ColumnKey[];
  } catch {
    // An unreadable entry counts as no choice.
  }
  return [...initial];
};

/**
 * The columns a user chose for a list, remembered per user in the browser's local storage, as
 * react-admin's SelectColumnsButton does (the app's react-admin store lives in memory only);
 * `initial` until they choose.
 */
export const useChosenColumns = (list: string, initial: readonly ColumnKey[]) => {
  const key = `ff.dossierColumns.${list}.${useSession()?.userId ?? ''}`;
  const [chosen, setChosen] = useState(() => readColumns(key, initial));
  const choose = (next: ColumnKey[]) => {
    localStorage.setItem(key, JSON.stringify(next));
    setChosen(next);
  };
  return [chosen, choose] as const;
};

/** The "Kolommen" button: a menu of every column the list can show, each switched on or off. */
export const ColumnsButton = ({ available, chosen, onChange }: { available: readonly ColumnKey[]; chosen: readonly ColumnKey[]; onChange: (next: ColumnKey[]) => void }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Kept in the order of `available`, so a column switched on again returns to its place.
  const toggle = (key: ColumnKey) => onChange(available.filter((k) => (k === key ? !chosen.includes(k) : chosen.includes(k))));
  return (
    <>
      <Button size="small" color="inherit" startIcon={<ViewColumn />} onClick={(event) => setAnchor(event.currentTarget)} data-testid="columns-button">
        {translate('app.dossierList.chooseColumns')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {available.map((key) => (
          <MenuItem key={key} dense onClick={() => toggle(key)} disabled={chosen.length === 1 && chosen.includes(key)} data-testid={`column-toggle-${key}`}>
            <ListItemIcon>
              <Checkbox size="small" edge="start" checked={chosen.includes(key)} tabIndex={-1} disableRipple />
            </ListItemIcon>
            <ListItemText>{translate(`app.dossierList.columns.${key}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/**
 * The body rows are plain table elements styled here once, as MUI's small body cells and hover
 * rows look: 25 rows of MuiTableRow and MuiTableCell are a thousand components and as many style
 * computations in the list's first render (issue #9).
 */
const ROW_STYLES = (theme: Theme) => ({
  '& .row:hover': { bgcolor: 'action.hover' },
  '& .row[aria-selected="true"]': { bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  '& .cell': {
    ...theme.typography.body2,
    color: 'text.primary',
    py: 0.75,
    borderBottom: `1px solid ${theme.palette.grey[300]}`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .cell.checkbox': { width: 48, py: 0, pl: 0.5, pr: 0 },
  '& .cell.actions': { p: 0 },
});

/** The cell's text for the hover title, when the cell holds plain text. */
const plainText = (content: ReactNode) => (typeof content === 'string' || typeof content === 'number' ? String(content) : undefined);

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
  /** Left of the pager: the columns button. */
  toolbar?: ReactNode;
}

/**
 * A server-paged dossier table: zero-based pages, every column sorts both ways (a second click
 * turns the direction), rows open the dossier. Optional checkboxes for bulk actions.
 */
export const DossierTable = ({ columns, rows, total, loading, page, size, sort, onSort, onPage, onSize, onOpen, selection, actions, toolbar }: Props) => {
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
        <Table size="small" stickyHeader data-testid="dossier-table" sx={[{ '& th, & td': { px: 1 } }, ROW_STYLES, TAG_STYLES]}>
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
              <tr
                key={row.id}
                className="row"
                aria-selected={selection ? selection.selected.has(row.id) : undefined}
                onClick={() => onOpen?.(row)}
                data-testid={`dossier-row-${row.id}`}
                style={onOpen ? { cursor: 'pointer' } : undefined}
              >
                {selection && (
                  <td className="cell checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      size="small"
                      checked={selection.selected.has(row.id)}
                      onChange={() => toggle(row.id)}
                      slotProps={{ input: { 'aria-label': translate('app.werkverdeling.selectRow', { id: row.id }) } }}
                      data-testid={`select-${row.id}`}
                    />
                  </td>
                )}
                {columns.map((column) => {
                  const content = column.render(row);
                  return (
                    <td key={column.key} className="cell" title={plainText(content)} style={{ maxWidth: column.maxWidth ?? 240, textAlign: column.align }}>
                      {content}
                    </td>
                  );
                })}
                {actions && (
                  <td className="cell actions" onClick={(event) => event.stopPropagation()}>
                    {actions(row)}
                  </td>
                )}
              </tr>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows && rows.length === 0 && !loading && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="dossier-list-empty">
          {translate('app.dossierList.empty')}
        </Typography>
      )}
      {/* Under the rows, out of sight on a laptop's first screen: it follows the first paint (issue #9). */}
      <AfterFirstPaint placeholder={<Box sx={{ height: 52 }} />}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pl: 1 }}>
          <Box>{toolbar}</Box>
          <Pager
            count={total}
            page={total === 0 ? 0 : page}
            rowsPerPage={size}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_, next) => onPage(next)}
            onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
            data-testid="dossier-pagination"
          />
        </Stack>
      </AfterFirstPaint>
    </Box>
  );
};
