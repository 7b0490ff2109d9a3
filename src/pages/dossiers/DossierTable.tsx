import ViewColumn from '@mui/icons-material/ViewColumn';
import { Box, Button, Checkbox, LinearProgress, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type Theme, Typography, alpha, lighten } from '@mui/material';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { type TranslateFunction, useTranslate } from 'ra-core';
import { useSession } from '../../authProvider/session';
import { columnsCookie } from '../../../contract/first-screen';
import { servedPage } from '../../shell/routing/hydration';
import { serverRequest } from '../../shell/serverRender';
import type { DossierRow } from '../../dataProvider/dossiers';
import { formatDate } from '../../i18n/dates';
import { LENING_TYPES, PRIORITEITEN, SUB_STATUSES } from '../../../contract/dossier';
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
  render: (row: DossierRow, translate: TranslateFunction) => ReactNode;
  align?: 'right';
  width?: number;
  /** Wider text is cut off with an ellipsis; the whole text shows on hover. */
  maxWidth?: number;
}

const WORKLOAD_COLORS = { UITZETTEN: 'default', UITGEZET: 'info', BEHANDELING: 'primary', AFGEROND: 'success' } as const;
type TagColor = (typeof WORKLOAD_COLORS)[keyof typeof WORKLOAD_COLORS] | 'error' | 'warning';

/**
 * A chip drawn as a plain span, styled once by the table (`TAG_STYLES`). A list page shows some
 * sixty of them, so it is called as a function, not rendered as a component: MUI's Chip, or even a
 * component of our own, costs each its own fibers in the first render (issue #9).
 */
const tag = ({ key, label, color = 'default', outlined, style, title }: { key?: string | number; label: string; color?: TagColor; outlined?: boolean; style?: CSSProperties; title?: string }) => (
  <span key={key} className={`tag tag-${color}${outlined ? ' tag-outlined' : ''}`} style={style} title={title}>
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

const deadline = (row: DossierRow, translate: TranslateFunction) => {
  const kind = row.workload?.deadline;
  if (!kind || !row.workload?.slaDatum) return null;
  return tag({ label: translate(`app.dossierList.deadline.${kind}`), color: kind === 'SLA' ? 'error' : 'warning', title: formatDate(row.workload.slaDatum) });
};

const flags = (row: DossierRow, translate: TranslateFunction) =>
  ([row.aanleverenViaHdnjn === 1 && 'hdn', row.cds && 'cds', row.btl && 'btl', row.gearchiveerd && 'archived'].filter(Boolean) as string[]).map((flag) =>
    tag({ key: flag, outlined: true, label: translate(`app.dossierList.${flag}`), style: { marginLeft: 4, height: 18, fontSize: 10 } }),
  );

/** Every column the lists can show; a screen picks its own. */
export const COLUMNS: Record<DossierColumn['key'], DossierColumn> = {
  id: {
    key: 'id',
    width: 120,
    render: (row, translate) => (
      <span style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {row.id}
        {flags(row, translate)}
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
    render: (row, translate) =>
      row.workload && (
        <span style={{ whiteSpace: 'nowrap' }}>
          {tag({ label: workloadStatusName(row.workload.status), color: WORKLOAD_COLORS[row.workload.status], outlined: row.workload.status === 'UITZETTEN' })}
          {deadline(row, translate)}
        </span>
      ),
  },
  behandelaar: { key: 'behandelaar', maxWidth: 130, render: (row) => personName(row.workload?.gebruiker) },
  kantoor: { key: 'kantoor', maxWidth: 150, render: (row) => row.kantoor?.bedrijfsNaam },
  adviseur: { key: 'adviseur', maxWidth: 130, render: (row) => personName(row.adviseur) },
  geldverstrekker: { key: 'geldverstrekker', maxWidth: 140, render: (row) => row.geldverstrekker?.naam },
  hoofdsom: { key: 'hoofdsom', align: 'right', render: (row) => formatEuro(row.hoofdsom) },
  // A loan in special servicing (arrears, a sale under pressure) stands out in BTL Dossiers in beheer.
  leningType: {
    key: 'leningType',
    render: (row) =>
      tag({ label: LENING_TYPES.find((t) => t.id === row.leningType)?.name ?? row.leningType, color: row.leningType === 'SPECIAL_SERVICING' ? 'warning' : 'default', outlined: row.leningType === 'ORIGINATION' }),
  },
  ontvangenOp: { key: 'ontvangenOp', render: (row) => formatDate(row.ontvangenOp) },
  stapSinds: { key: 'stapSinds', render: (row) => formatDate(row.stapSinds) },
  workloadGewijzigdOp: { key: 'workloadGewijzigdOp', render: (row) => formatDate(row.workload?.gewijzigdOp) },
  labels: {
    key: 'labels',
    maxWidth: 160,
    render: (row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {row.labels.map((label) => tag({ key: label.id, label: label.naam, style: { backgroundColor: label.kleur, color: textOn(label.kleur) } }))}
      </span>
    ),
  },
};

type ColumnKey = DossierColumn['key'];

const knownColumns = (value: unknown): ColumnKey[] | null =>
  Array.isArray(value) && value.length && value.every((k) => k in COLUMNS) ? (value as ColumnKey[]) : null;

/** The choice as this user's cookie holds it (`<userId>:<key>.<key>…`), for the server render and its hydration. */
const fromCookie = (list: string, userId: number | undefined) => {
  const name = columnsCookie(list);
  const raw =
    typeof document === 'undefined'
      ? serverRequest()?.cookies[name]
      : document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`))?.slice(name.length + 1);
  const [owner, keys] = (raw ?? '').split(':');
  return userId !== undefined && Number(owner) === userId ? knownColumns(keys?.split('.')) : null;
};

const fromStorage = (key: string) => {
  try {
    return knownColumns(JSON.parse(localStorage.getItem(key) ?? 'null'));
  } catch {
    // An unreadable entry counts as no choice.
    return null;
  }
};

/** A year; browsers keep a cookie 400 days at most. */
const COOKIE_SECONDS = 365 * 24 * 3600;

const storeChoice = (key: string, list: string, userId: number | undefined, next: ColumnKey[]) => {
  localStorage.setItem(key, JSON.stringify(next));
  if (userId === undefined) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${columnsCookie(list)}=${userId}:${next.join('.')}; path=/; max-age=${COOKIE_SECONDS}; samesite=strict${secure}`;
};

/**
 * The columns a user chose for a list, remembered per user in the browser's local storage, as
 * react-admin's SelectColumnsButton does (the app's react-admin store lives in memory only);
 * `initial` until they choose. A cookie mirrors the choice, so a list rendered on the server shows
 * the same columns (docs/first-screen.md); a choice made before there was a cookie moves into one
 * when the list is next on screen (after its hydration, on a page the server rendered).
 */
export const useChosenColumns = (list: string, initial: readonly ColumnKey[]) => {
  const userId = useSession()?.userId;
  const key = `ff.dossierColumns.${list}.${userId ?? ''}`;
  const [chosen, setChosen] = useState(() => fromCookie(list, userId) ?? (servedPage() ? null : fromStorage(key)) ?? [...initial]);
  const choose = (next: ColumnKey[]) => {
    storeChoice(key, list, userId, next);
    setChosen(next);
  };
  useEffect(() => {
    const stored = fromCookie(list, userId) ? null : fromStorage(key);
    if (!stored || userId === undefined) return;
    storeChoice(key, list, userId, stored);
    setChosen(stored);
  }, [key, list, userId]);
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

/** MUI's ArrowDownward icon, which TableSortLabel shows. */
const ARROW_DOWNWARD = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

/**
 * The header cells are plain elements too, styled here as MUI's small sticky head cells holding a
 * TableSortLabel look: eight of those are over a hundred components and their style work in the
 * list's first render (issue #9). The sort button is a real button, so it has the app's keyboard
 * focus ring, and the sorted column says its direction in `aria-sort`.
 */
const HEAD_STYLES = (theme: Theme) => ({
  '& .head': {
    ...theme.typography.body2,
    lineHeight: theme.typography.pxToRem(24),
    fontWeight: 600,
    color: 'text.primary',
    bgcolor: 'grey.100',
    py: 0.75,
    textAlign: 'left' as const,
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    position: 'sticky' as const,
    top: 0,
    zIndex: 2,
  },
  '& .head.right': { textAlign: 'right', flexDirection: 'row-reverse' },
  '& .sort': {
    display: 'inline-flex',
    alignItems: 'center',
    flexDirection: 'inherit',
    verticalAlign: 'middle',
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'inherit',
    bgcolor: 'transparent',
    border: 0,
    borderRadius: 0,
    m: 0,
    p: 0,
    cursor: 'pointer',
    userSelect: 'none',
    '&:hover, &:focus': { color: 'text.secondary' },
    '& svg': {
      width: 18,
      height: 18,
      mx: 0.5,
      flexShrink: 0,
      fill: 'currentColor',
      opacity: 0,
      transition: theme.transitions.create(['opacity', 'transform'], { duration: theme.transitions.duration.shorter }),
    },
    '&.asc svg': { transform: 'rotate(180deg)' },
    '&:hover svg': { opacity: 0.5 },
    '&.active': { color: 'text.primary', '& svg': { opacity: 1, color: 'text.secondary' } },
  },
});

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
        <Table size="small" stickyHeader data-testid="dossier-table" sx={[{ '& th, & td': { px: 1 } }, HEAD_STYLES, ROW_STYLES, TAG_STYLES]}>
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
              {columns.map((column) => {
                const active = sort?.field === column.key;
                const direction = active ? sort.order : 'asc';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.align === 'right' ? 'head right' : 'head'}
                    style={{ width: column.width }}
                    aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.key === 'labels' ? (
                      translate('app.dossierList.columns.labels')
                    ) : (
                      <button
                        type="button"
                        className={`sort ${direction}${active ? ' active' : ''}`}
                        onClick={() => onSort({ field: column.key as DossierSortColumn, order: active && direction === 'asc' ? 'desc' : 'asc' })}
                        data-testid={`sort-${column.key}`}
                      >
                        {translate(`app.dossierList.columns.${column.key}`)}
                        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                          <path d={ARROW_DOWNWARD} />
                        </svg>
                      </button>
                    )}
                  </th>
                );
              })}
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
                  const content = column.render(row, translate);
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
