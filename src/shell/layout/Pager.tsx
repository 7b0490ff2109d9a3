import { TablePagination, type TablePaginationProps } from '@mui/material';
import { useTranslate } from 'ra-core';

type Props = Omit<TablePaginationProps<'div'>, 'component' | 'labelRowsPerPage' | 'labelDisplayedRows'>;

/**
 * The one pager of the app's own tables, worded as react-admin's lists word theirs
 * ('1-25 van 131', 'Rijen per pagina:'), so every list reads the same.
 */
export const Pager = (props: Props) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      {...props}
    />
  );
};

/** Page sizes of the app's own task lists. */
export const PAGE_SIZES = [25, 50, 100];

export interface Paging {
  page: number;
  size: number;
}

/** The pager of a list whose page and size are the component's own state; a new size starts at the first page. */
export const PagingPager = ({ count, paging, onChange }: { count: number; paging: Paging; onChange: (paging: Paging) => void }) => (
  <Pager
    count={count}
    page={paging.page}
    rowsPerPage={paging.size}
    rowsPerPageOptions={PAGE_SIZES}
    onPageChange={(_, page) => onChange({ ...paging, page })}
    onRowsPerPageChange={(event) => onChange({ page: 0, size: Number(event.target.value) })}
  />
);
