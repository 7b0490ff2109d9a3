import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, clearSession } from '../../../src/authProvider/session';
import { readRecentDossiers, rememberDossier } from '../../../src/pages/dossiers/recentDossiers';

const visit = (id: number) => rememberDossier({ id, path: `/dossiers/${id}`, label: `Dossier: ${id}` });

describe('recent dossiers', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the last five, newest first, under lastSeenDossiers', () => {
    [1, 2, 3, 4, 5, 6].forEach(visit);
    expect(readRecentDossiers().map((d) => d.id)).toEqual([6, 5, 4, 3, 2]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.lastSeenDossiers)!)).toHaveLength(5);
  });

  it('moves a dossier seen again to the front without a duplicate', () => {
    [1, 2, 3].forEach(visit);
    visit(1);
    expect(readRecentDossiers().map((d) => d.id)).toEqual([1, 3, 2]);
  });

  it('survives a damaged value and is cleared at logout', () => {
    window.localStorage.setItem(STORAGE_KEYS.lastSeenDossiers, '{kapot');
    expect(readRecentDossiers()).toEqual([]);
    visit(9);
    clearSession();
    expect(readRecentDossiers()).toEqual([]);
  });
});
