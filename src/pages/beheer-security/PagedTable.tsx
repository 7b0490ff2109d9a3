import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { PagedRows } from '../../dataProvider/account';
import { Pager } from '../../shell/layout/Pager';

export const PAGE_SIZES = [25, 50, 100];

interface Props<T extends { id: number }> {
  data: PagedRows<T> | undefined;
  headers: string[];
  row: (item: T) => ReactNode[];
  empty: string;
  onPage: (page: number, size: number) => void;
  testId: string;
}

/** A read-only server-paged table of the account-security screens. */
export function PagedTable<T extends { id: number }>({ data, headers, row, empty, onPage, testId }: Props<T>) {
  if (data && !data.content.length) return <Typography data-testid={`${testId}-empty`}>{empty}</Typography>;
  return (
    <>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.content.map((item) => (
            <TableRow key={item.id} data-testid={`${testId}-row`}>
              {row(item).map((cell, index) => (
                <TableCell key={headers[index]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data && (
        <Pager
          count={data.totalElements}
          page={data.number}
          rowsPerPage={data.size}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, page) => onPage(page, data.size)}
          onRowsPerPageChange={(event) => onPage(0, Number(event.target.value))}
        />
      )}
    </>
  );
}
