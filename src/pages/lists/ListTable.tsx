import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  align?: 'right';
  /** Kept on one line (amounts, dates, short names). */
  nowrap?: boolean;
  render: (row: T) => ReactNode;
}

/** The table of the cross-dossier lists: a header of labels, a row per record, an empty text. */
export function ListTable<T extends { id: number }>({ rows, columns, empty, testId }: { rows: T[] | undefined; columns: Column<T>[]; empty: string; testId: string }) {
  if (rows && !rows.length) return <Typography data-testid={`${testId}-empty`}>{empty}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.map((row) => (
            <TableRow key={row.id} data-testid={`${testId}-row-${row.id}`}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} data-column={c.key} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
