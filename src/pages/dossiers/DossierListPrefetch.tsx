import { type QueryClient, usePrefetchQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { type ListArea, dossierPageQuery, parseListUrl, withAreaDefaults } from './dossierQuery';

const Prefetch = ({ area }: { area: ListArea }) => {
  const dataProvider = useAppDataProvider();
  const [search] = useSearchParams();
  usePrefetchQuery(dossierPageQuery(dataProvider, area, withAreaDefaults(area, parseListUrl(search))));
  return null;
};

/**
 * Asks for the list page as soon as the route is known, in parallel with the page's own chunk:
 * part of the first download, so the first row does not wait for the chunk to load and run
 * (issue #9). The page then finds its query already under way. Not below the list, on a dossier:
 * that page does not show the list, and the request would start while the header, already on
 * screen when the server rendered it, counts running requests for its spinner.
 */
export const DossierListPrefetch = ({ area }: { area: ListArea }) => (useParams()['*'] ? null : <Prefetch area={area} />);

/**
 * The same request at boot, before React has rendered anything: the app opened straight on a list
 * (a reload, a link, most users' start page) would otherwise ask for it only after the session
 * check and the layout's first render, hundreds of milliseconds later on a busy machine.
 */
export const prefetchDossierListAtBoot = (queryClient: QueryClient, dataProvider: AppDataProvider, area: ListArea, search: string) =>
  queryClient.prefetchQuery(dossierPageQuery(dataProvider, area, withAreaDefaults(area, parseListUrl(new URLSearchParams(search)))));
