import { describe, expect, it } from 'vitest';
import { isActive } from '../../../src/shell/menu/isActive';

describe('active sidebar entry', () => {
  it('matches the page and the pages below it', () => {
    expect(isActive('/beheer/teams', '/beheer/teams', '')).toBe(true);
    expect(isActive('/beheer/teams', '/beheer/teams/4/show', '')).toBe(true);
    expect(isActive('/beheer/teams', '/beheer/teamsx', '')).toBe(false);
  });
  it('tells the workload filters apart by their query', () => {
    const sla = '/dossiers?status=UITGEZET&status=BEHANDELING&filter=SLA';
    expect(isActive(sla, '/dossiers', '?status=UITGEZET&status=BEHANDELING&filter=SLA&page=2')).toBe(true);
    expect(isActive(sla, '/dossiers', '?status=UITGEZET&status=BEHANDELING&filter=MORGEN')).toBe(false);
  });
  it('lights up no filtered list on a dossier detail (issue #18, defect 6)', () => {
    for (const to of ['/dossiers?alle=true', '/dossiers?status=UITGEZET&status=BEHANDELING&filter=SLA', '/dossiers?filter=AFGEROND']) {
      expect(isActive(to, '/dossiers/12', '')).toBe(false);
      expect(isActive(to, '/dossiers/12/communicatie', '')).toBe(false);
    }
  });
});

describe('active sidebar entry beside a nearer one', () => {
  const targets = ['/adviseurs/1', '/adviseurs/1/facturen', '/dossiers', '/dossiers?alle=true'];
  it('lights up only the entry nearest the page', () => {
    expect(isActive('/adviseurs/1/facturen', '/adviseurs/1/facturen', '', targets)).toBe(true);
    expect(isActive('/adviseurs/1', '/adviseurs/1/facturen', '', targets)).toBe(false);
    expect(isActive('/adviseurs/1', '/adviseurs/1/facturen/4', '', targets)).toBe(false);
    expect(isActive('/adviseurs/1', '/adviseurs/1/adviseurs', '', targets)).toBe(true);
    expect(isActive('/dossiers', '/dossiers/12', '', targets)).toBe(true);
  });
});
