import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { type ListArea, type ListState, dossierPageQuery, parseListUrl, toListUrl, withAreaDefaults } from './dossierQuery';

/**
 * The list state of an area, read from and written to the URL, and the page the server answers
 * for it. Any filter or size change goes back to the first page.
 */
export const useDossierList = (area: ListArea) => {
  const dataProvider = useAppDataProvider();
  const [search, setSearch] = useSearchParams();
  const urlKey = search.toString();
  const state = useMemo(() => withAreaDefaults(area, parseListUrl(new URLSearchParams(urlKey))), [area, urlKey]);
  const result = useQuery({ ...dossierPageQuery(dataProvider, area, state), placeholderData: keepPreviousData, retry: false });
  const update = useCallback(
    (next: Partial<ListState>, replace = false) => setSearch(toListUrl({ ...state, ...next }), { replace }),
    [setSearch, state],
  );
  // A shared link or a finished assignment can point past the last page: show the last one.
  const lastPage = Math.max(0, (result.data?.totalPages ?? 1) - 1);
  const pastEnd = !!result.data && result.data.content.length === 0 && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) update({ page: lastPage }, true);
  }, [pastEnd, lastPage, update]);
  const setSort = (sort: ListState['sort']) => update({ sort, page: 0 });
  const setPage = (page: number) => update({ page });
  const setSize = (size: number) => update({ size, page: 0 });
  return {
    state,
    page: result.data,
    loading: result.isFetching,
    refetch: result.refetch,
    setFilter: (filter: ListState['filter']) => update({ filter, page: 0 }),
    /** What a DossierTable needs of this list: the page shown and the ways to move through it. */
    tableProps: {
      rows: result.data?.content,
      total: result.data?.totalElements ?? 0,
      loading: result.isFetching,
      page: state.page,
      size: state.size,
      sort: state.sort,
      onSort: setSort,
      onPage: setPage,
      onSize: setSize,
    },
  };
};
