import { Box, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { HdnMessage } from '../../../contract/hdn';
import { OpenableRow } from '../dossier-detail/forms/OpenableRow';
import { formatDateTime } from '../../i18n/dates';
import { type HdnMode, kanaalName, richtingName, soortName, statusColour, statusName } from './hdnNames';

type Column = 'tijdstip' | 'richting' | 'soort' | 'samenvatting' | 'dossier' | 'afzender' | 'kanaal' | 'status';
const SORTABLE: Partial<Record<Column, string>> = { tijdstip: 'tijdstip', soort: 'soort', dossier: 'dossierId', status: 'status' };
const COLUMNS: Record<HdnMode, Column[]> = {
  berichten: ['tijdstip', 'soort', 'samenvatting', 'dossier', 'afzender', 'status'],
  log: ['tijdstip', 'richting', 'soort', 'samenvatting', 'dossier', 'afzender', 'kanaal', 'status'],
};

interface Props {
  mode: HdnMode;
  rows: HdnMessage[] | undefined;
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (id: number) => void;
}

/** One page of HDN messages; a row opens the message, the dossier number the dossier. */
export const HdnTable = ({ mode, rows, sort, onSort, onOpen }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.hdn.${key}`, options);
  const [sortField, direction] = sort.split(',');
  if (rows && !rows.length) return <Typography data-testid="hdn-empty">{t('empty')}</Typography>;
  const cell = (message: HdnMessage, column: Column) => {
    switch (column) {
      case 'tijdstip':
        return <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.tijdstip)}</Box>;
      case 'richting':
        return richtingName(message.richting);
      case 'soort':
        return <Box title={soortName(message.soort)}>{message.soort ?? '–'}</Box>;
      case 'samenvatting':
        return (
          <>
            <Box sx={{ fontWeight: 500 }}>{message.samenvatting}</Box>
            {(message.melding ?? message.resultaat) && (
              <Typography variant="body2" color={message.melding ? 'error' : 'text.secondary'}>
                {message.melding ?? message.resultaat}
              </Typography>
            )}
          </>
        );
      case 'dossier':
        return message.dossierId === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('notLinked')}
          </Typography>
        ) : (
          <>
            <Link component={RouterLink} to={`/dossiers/${message.dossierId}`} onClick={(event) => event.stopPropagation()}>
              {message.dossierId}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {message.naamHypotheekGever}
            </Typography>
          </>
        );
      case 'afzender':
        return mode === 'log' && message.ontvanger ? `${message.afzender ?? '–'} → ${message.ontvanger}` : (message.afzender ?? '–');
      case 'kanaal':
        return kanaalName(message.kanaal);
      case 'status':
        return <Chip size="small" variant="outlined" color={statusColour(message.status)} label={statusName(message.status)} />;
    }
  };
  return (
    <Table size="small" data-testid="hdn-list" sx={{ tableLayout: 'auto' }}>
      <TableHead>
        <TableRow>
          {COLUMNS[mode].map((column) => {
            const field = SORTABLE[column];
            return (
              <TableCell key={column} sortDirection={field === sortField ? (direction as 'asc' | 'desc') : false}>
                {field ? (
                  <TableSortLabel
                    active={field === sortField}
                    direction={field === sortField ? (direction as 'asc' | 'desc') : 'asc'}
                    onClick={() => onSort(`${field},${field === sortField && direction === 'asc' ? 'desc' : 'asc'}`)}
                  >
                    {t(`columns.${column}`)}
                  </TableSortLabel>
                ) : (
                  t(`columns.${column}`)
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows?.map((message) => (
          <OpenableRow key={message.id} onOpen={() => onOpen(message.id)} data-testid="hdn-row" data-message={message.id}>
            {COLUMNS[mode].map((column) => (
              <TableCell key={column} sx={column === 'samenvatting' ? { minWidth: 260 } : undefined}>
                {cell(message, column)}
              </TableCell>
            ))}
          </OpenableRow>
        ))}
      </TableBody>
    </Table>
  );
};
