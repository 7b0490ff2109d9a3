import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { dutchAmount } from '../forms/fields';

/** Amounts as the detail forms show them: `€ 61.500,50`, whole euros without cents. */
export const euro = (value: number | null) => (value === null ? '' : `€ ${dutchAmount(value)}`);

const PERCENT = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
const RATE = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
/** A share: `20%`, `12,5%`. */
export const percent = (value: number | null) => (value === null ? '' : `${PERCENT.format(value)}%`);
/** An interest rate or discount, as rates are quoted: `0,10%`, `0,125%`. */
export const ratePercent = (value: number) => `${RATE.format(value)}%`;

export interface ReadColumn<T> {
  label: string;
  value: (row: T) => string;
  align?: 'right';
}

/** A small read-only table; rows carry `data-testid` `{testId}-row-{id}`. */
export const ReadTable = <T extends { id: number }>({ columns, rows, testId }: { columns: ReadColumn<T>[]; rows: T[]; testId: string }) => (
  <Box sx={{ overflowX: 'auto' }}>
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.align}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={`${testId}-row-${row.id}`}>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);
