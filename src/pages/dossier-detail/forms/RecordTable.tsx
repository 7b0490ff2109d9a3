import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatDate } from '../../../i18n/dates';
import { displayValue, type FieldSpec } from './fields';

export interface Row {
  id: number;
}

interface Props<R extends Row> {
  columns: readonly FieldSpec[];
  rows: readonly R[];
  testId: string;
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
  /** Opens the record's change history. */
  onHistory?: (row: R) => void;
}

/** A compact table of records; rows carry `data-testid="<testId>-row-<id>"`. */
export const RecordTable = <R extends Row>({ columns, rows, testId, onEdit, onDelete, onHistory }: Props<R>) => {
  const translate = useTranslate();
  const texts = { ja: translate('app.detailForms.ja'), nee: translate('app.detailForms.nee') };
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.source} align={c.kind === 'amount' ? 'right' : 'left'}>
              {c.label}
            </TableCell>
          ))}
          {(onEdit || onDelete || onHistory) && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={`${testId}-row-${row.id}`}>
            {columns.map((c) => (
              <TableCell key={c.source} align={c.kind === 'amount' ? 'right' : 'left'}>
                {displayValue(c, (row as unknown as Record<string, unknown>)[c.source], texts, formatDate)}
              </TableCell>
            ))}
            {(onEdit || onDelete || onHistory) && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {onHistory && (
                  <IconButton size="small" aria-label={translate('app.detailForms.history')} onClick={() => onHistory(row)} data-testid={`${testId}-history-${row.id}`}>
                    <History fontSize="small" />
                  </IconButton>
                )}
                {onEdit && (
                  <IconButton size="small" aria-label={translate('app.detailForms.edit')} onClick={() => onEdit(row)} data-testid={`${testId}-edit-${row.id}`}>
                    <Edit fontSize="small" />
                  </IconButton>
                )}
                {onDelete && (
                  <IconButton size="small" aria-label={translate('app.detailForms.delete')} onClick={() => onDelete(row)} data-testid={`${testId}-delete-${row.id}`}>
                    <Delete fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
