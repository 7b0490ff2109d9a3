import type { FirstScreenRead, SignedInUser } from '../../contract/first-screen';
import { dossierCleanupUrl, latestCleanup } from '../dataProvider/cleanup';
import { dossierVoorbesprekingenUrl } from '../dataProvider/desks';
import { ACTIVE_LABELS_URL, documentStatusCountUrl, dossierDetailUrl, overviewUrl } from '../dataProvider/dossierDetail';
import { cleanupRights } from '../pages/opschonen/cleanupRules';
import { inVoorbespreekDesk, voorbespreekKey } from '../pages/dossier-detail/desks/useDossierDesks';
import { ACTIVE_LABELS_KEY, mayEditLabels } from '../pages/dossier-detail/LabelsPanel';
import { cleanupKey, documentCountsKey, dossierDetailKey, overviewKey } from '../pages/dossier-detail/useDossier';

/**
 * What a dossier opened on its overview reads as it first renders, for the server's render of that
 * screen (src/entry-server.tsx, docs/first-screen.md): the dossier (header and side panel), the
 * overview with its document counts, and what the header shows beside the status actions. Each
 * under the key its component reads, so the screen renders as it will in the browser. The other
 * sections of the tab, the overrule notice (a POST search) and the stipulations (a POST that
 * recalculates) load in the browser, as they do today.
 */
export const dossierFirstScreenReads = (id: string, origin: string, user: Pick<SignedInUser, 'permissions' | 'userCode'>): FirstScreenRead[] => [
  { key: dossierDetailKey(id, origin), url: dossierDetailUrl(id, origin) },
  { key: overviewKey(id), url: overviewUrl(id) },
  { key: documentCountsKey(id), url: documentStatusCountUrl(id) },
  ...(cleanupRights(user.permissions, user.userCode).mark ? [{ key: cleanupKey(id), url: dossierCleanupUrl(id), select: latestCleanup }] : []),
  ...(inVoorbespreekDesk(user.permissions) ? [{ key: voorbespreekKey(id), url: dossierVoorbesprekingenUrl(id) }] : []),
  ...(mayEditLabels(user.permissions) ? [{ key: ACTIVE_LABELS_KEY, url: ACTIVE_LABELS_URL }] : []),
];
