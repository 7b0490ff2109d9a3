import type { FirstScreenRead, SignedInUser } from '../../contract/first-screen';
import { dossierCleanupUrl, latestCleanup } from '../dataProvider/cleanup';
import { documentStatusCountUrl, dossierDetailUrl, overviewUrl } from '../dataProvider/dossierDetail';
import { cleanupRights } from '../pages/opschonen/cleanupRules';
import { cleanupKey, documentCountsKey, dossierDetailKey, overviewKey } from '../pages/dossier-detail/useDossier';

/**
 * What a dossier opened on its overview reads as it first renders, for the server's render of that
 * screen (src/entry-server.tsx, docs/first-screen.md): the dossier (header and side panel), the
 * overview with its document counts, and the clean-up state the header shows beside the status
 * actions. Each under the key its component reads, so the screen renders as it will in the browser.
 * The tab's other sections follow the first paint; they, the desk notices, the active labels and the
 * stipulations (a POST that recalculates them) load in the browser, as they did: the page reads as
 * little as the screen's top needs, each read a query more before the page can go out.
 */
export const dossierFirstScreenReads = (id: string, origin: string, user: Pick<SignedInUser, 'permissions' | 'userCode'>): FirstScreenRead[] => [
  { key: dossierDetailKey(id, origin), url: dossierDetailUrl(id, origin) },
  { key: overviewKey(id), url: overviewUrl(id) },
  { key: documentCountsKey(id), url: documentStatusCountUrl(id) },
  ...(cleanupRights(user.permissions, user.userCode).mark ? [{ key: cleanupKey(id), url: dossierCleanupUrl(id), select: latestCleanup }] : []),
];
