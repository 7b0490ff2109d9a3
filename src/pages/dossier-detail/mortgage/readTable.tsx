import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

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
