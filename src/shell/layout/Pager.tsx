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
