import { STORAGE_KEYS } from '../../authProvider/session';

/**
 * The last five dossiers a user opened, newest first, kept in this browser only (spec 000 §2);
 * opening one again moves it to the front. Logout clears the key with the session.
 */
export interface RecentDossier {
  id: number;
  /** Where it opened: /dossiers/1, /cds/1 or /btl/1. */
  path: string;
  label: string;
}

const RECENT_LIMIT = 5;

export const readRecentDossiers = (): RecentDossier[] => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.lastSeenDossiers) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((d): d is RecentDossier => typeof d?.id === 'number' && typeof d?.path === 'string').slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
};

export const rememberDossier = (dossier: RecentDossier): RecentDossier[] => {
  const list = [dossier, ...readRecentDossiers().filter((d) => d.id !== dossier.id)].slice(0, RECENT_LIMIT);
  window.localStorage.setItem(STORAGE_KEYS.lastSeenDossiers, JSON.stringify(list));
  return list;
};
