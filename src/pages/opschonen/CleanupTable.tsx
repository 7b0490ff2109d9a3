import { Button, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { OpschoningStatus } from '../../../contract/cleanup';
import type { Opschoning } from '../../dataProvider/cleanup';
import { codeName } from '../../i18n/codeNames';
import { formatDateTime } from '../../i18n/dates';
import { CleanupProgress } from './CleanupProgress';
import { type CleanupRights, type RowAction, rowActions } from './cleanupRules';

const COLUMNS = ['dossier', 'reden', 'status', 'gemarkeerd', 'goedgekeurd', 'voortgang', 'acties'] as const;

const STATUS_COLOURS: Record<OpschoningStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  GEMARKEERD: 'warning',
  GOEDGEKEURD: 'error',
  GEPLAND: 'info',
  UITGEVOERD: 'success',
  INGETROKKEN: 'default',
};

interface Props {
  rows: readonly Opschoning[];
  rights: CleanupRights;
  /** The dossier number links to the dossier only for who may open the dossier lists. */
  mayOpenDossiers: boolean;
  busy: boolean;
  onAction: (action: RowAction, row: Opschoning) => void;
}

const Actor = ({ actor, at }: { actor: Opschoning['gemarkeerdDoor']; at: string | null }) => (
  <>
    <Typography variant="body2">{actor?.naam ?? ''}</Typography>
    <Typography variant="caption" color="text.secondary">
      {formatDateTime(at)}
    </Typography>
  </>
);

/** The clean-ups of one page: the dossier (a link while it exists), why, who decided, how far, and what may be done. */
export const CleanupTable = ({ rows, rights, mayOpenDossiers, busy, onAction }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.cleanup.${key}`, options);
  const dossierCell = (row: Opschoning) => {
    if (row.dossierNaam === null) {
      const gone = row.status === 'UITGEVOERD' ? t(row.anonimiseren ? 'dossierAnonymised' : 'dossierGone') : '';
      return (
        <>
          <Typography variant="body2">{row.dossierId}</Typography>
          <Typography variant="caption" color="text.secondary" data-testid="cleanup-dossier-gone">
            {gone}
          </Typography>
        </>
      );
    }
    return (
      <>
        {mayOpenDossiers ? (
          <Link component={RouterLink} to={`/dossiers/${row.dossierId}`} aria-label={t('open', { id: row.dossierId })} data-testid="cleanup-dossier-link">
            {row.dossierId}
          </Link>
        ) : (
          <Typography variant="body2">{row.dossierId}</Typography>
        )}
        <Typography variant="body2">{row.dossierNaam}</Typography>
        {row.anonimiseren && row.status !== 'INGETROKKEN' && (
          <Typography variant="caption" color="text.secondary">
            {t('anonymiseNote')}
          </Typography>
        )}
      </>
    );
  };
  return (
    <Table size="small" data-testid="cleanup-table">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'acties' ? 'right' : undefined}>
              {t(`columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={`cleanup-row-${row.dossierId}`} data-status={row.status}>
            <TableCell>{dossierCell(row)}</TableCell>
            <TableCell>{codeName('opschoningReden', row.reden)}</TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLOURS[row.status]} label={codeName('opschoningStatus', row.status)} data-testid="cleanup-status" />
            </TableCell>
            <TableCell>
              <Actor actor={row.gemarkeerdDoor} at={row.gemarkeerdOp} />
            </TableCell>
            <TableCell>
              <Actor actor={row.goedgekeurdDoor} at={row.goedgekeurdOp} />
            </TableCell>
            <TableCell>
              <CleanupProgress row={row} />
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" role="group" aria-label={t('actions.label', { id: row.dossierId })} sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                {rowActions(row, rights).map((action) => (
                  <Button
                    key={action}
                    size="small"
                    variant="outlined"
                    color={action === 'deleteData' ? 'error' : 'primary'}
                    sx={{ whiteSpace: 'nowrap' }}
                    disabled={busy}
                    onClick={() => onAction(action, row)}
                    data-testid={`cleanup-${action}`}
                  >
                    {t(`actions.${action}`)}
                  </Button>
                ))}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
