import { usePrefetchQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { type ListArea, dossierPageQuery, parseListUrl, withAreaDefaults } from './dossierQuery';

/**
 * Asks for the list page as soon as the route is known, in parallel with the page's own chunk:
 * part of the first download, so the first row does not wait for the chunk to load and run
 * (issue #9). The page then finds its query already under way.
 */
export const DossierListPrefetch = ({ area }: { area: ListArea }) => {
  const dataProvider = useAppDataProvider();
  const [search] = useSearchParams();
  usePrefetchQuery(dossierPageQuery(dataProvider, area, withAreaDefaults(area, parseListUrl(search))));
  return null;
};
