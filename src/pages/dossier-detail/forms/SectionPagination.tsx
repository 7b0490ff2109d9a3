import { Pager } from '../../../shell/layout/Pager';

/** Paging under a section's table, shown only when there is more than one page. */
export const SectionPagination = ({ total, page, size, onPage }: { total: number; page: number; size: number; onPage: (page: number) => void }) =>
  total > size ? (
    <Pager
      count={total}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={[size]}
      onPageChange={(_event, next) => onPage(next)}
    />
  ) : null;
