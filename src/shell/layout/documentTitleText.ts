import { matchPath } from 'react-router-dom';
import { app } from '../../i18n/nl';
import { areas } from '../areas';

/** The area owning a path: the most specific match wins (/beheer/teams over /beheer). */
export const areaForPath = (pathname: string) =>
  areas
    .filter((area) => matchPath({ path: area.path, end: false }, pathname))
    .sort((a, b) => b.path.length - a.path.length)[0];

/**
 * 'Hypotheek Backoffice - <area title>'; the prefix alone where no area applies. Everything under
 * /beheer is titled Beheer.
 */
export const documentTitle = (pathname: string, translate: (key: string) => string) => {
  const area = pathname.startsWith('/beheer/') || pathname === '/beheer' ? areas.find((a) => a.key === 'beheer') : areaForPath(pathname);
  return area ? `${app.title} - ${translate(area.title)}` : app.title;
};
