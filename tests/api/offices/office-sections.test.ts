import { describe, expect, it } from 'vitest';
import { ADVISEURS_DETAIL_PERMISSIONS } from '../../../contract/permissions';
import { userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { userWith } from '../uploads';

/** The office detail's sections, each under its own ADVISEURS_DETAIL_* permission (spec 000 §6; docs/offices.md "Permissions"). */
const { app, database } = await testServer();
const db = database.db;
const beheerder = await signIn(app, 'beheerder');
const office = (await userRow(db, 'adviseur')).kantoorId!;

const SECTIONS = [
  ['ADVISEURS_DETAIL_CIJFERS', `/api/v1/kantoors/${office}/cijfers`],
  ['ADVISEURS_DETAIL_ADVISEURS', `/api/v1/kantoors/${office}/adviseurs`],
  ['ADVISEURS_DETAIL_GELDVERSTREKKERS', `/api/v1/kantoors/${office}/geldverstrekkers`],
] as const;

describe('ADVISEURS_DETAIL_*', () => {
  it('names exactly the office detail’s three sections', () => {
    expect([...ADVISEURS_DETAIL_PERMISSIONS].sort()).toEqual(SECTIONS.map(([p]) => p).sort());
  });

  it('opens each section of another office to staff with Kantoren only with its own permission', async () => {
    const kantoren = await userWith(app, beheerder, 'kantoren-zonder-secties', 'M', ['MENU_ADVISEURS_VIEW']);
    expect((await kantoren.get(`/api/v1/kantoors/${office}`)).status).toBe(200);
    for (const [, path] of SECTIONS) expect((await kantoren.get(path)).status, path).toBe(403);
    for (const [permission, path] of SECTIONS) {
      const holder = await userWith(app, beheerder, `kantoren-${permission.toLowerCase().replaceAll('_', '-')}`, 'M', ['MENU_ADVISEURS_VIEW', permission]);
      expect((await holder.get(path)).status, path).toBe(200);
      for (const [other, otherPath] of SECTIONS) if (other !== permission) expect((await holder.get(otherPath)).status, otherPath).toBe(403);
    }
  });

  it('opens the adviser’s own colleagues and money providers only with the section’s permission', async () => {
    const bare = await userWith(app, beheerder, 'adviseur-zonder-secties', 'A', ['MENU_KANTOOR_VIEW'], null, office);
    expect((await bare.get(`/api/v1/kantoors/${office}`)).status).toBe(200);
    for (const path of ['/api/v1/adviseurs/teammates', '/api/v1/adviseurs/current/geldverstrekkers', `/api/v1/kantoors/${office}/cijfers`]) expect((await bare.get(path)).status, path).toBe(403);
    const full = await userWith(app, beheerder, 'adviseur-met-secties', 'A', ['MENU_KANTOOR_VIEW', ...ADVISEURS_DETAIL_PERMISSIONS], null, office);
    for (const path of ['/api/v1/adviseurs/teammates', '/api/v1/adviseurs/current/geldverstrekkers', `/api/v1/kantoors/${office}/cijfers`]) expect((await full.get(path)).status, path).toBe(200);
  });

  it('keeps the advisers of an office open to linking a dossier (DOSSIER_DETAIL_KANTOOR)', async () => {
    const linker = await userWith(app, beheerder, 'kantoor-koppelaar', 'M', ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_KANTOOR']);
    expect((await linker.get(`/api/v1/kantoors/${office}/adviseurs`)).status).toBe(200);
    expect((await linker.get(`/api/v1/kantoors/${office}/cijfers`)).status).toBe(403);
  });
});
