import { describe, expect, it } from 'vitest';
import { holds } from '../../../src/authProvider/accessRule';
import { canAccess } from '../../../src/authProvider/canAccess';
import { teamEntity } from '../../../contract/team';
import { BEHEERDER, MEDEWERKER, VERSTREKKER } from '../fixtures';

const entities = [teamEntity];
const deletableTeams = { ...teamEntity, deletable: true };

describe('holds', () => {
  it('needs every permission of allOf', () => {
    expect(holds(['A'], { allOf: ['MENU_BEHEER_VIEW'] })).toBe(false);
    expect(holds(['MENU_BEHEER_VIEW', 'BEHEER_TEAMS'], { allOf: ['MENU_BEHEER_VIEW', 'BEHEER_TEAMS'] })).toBe(true);
    expect(holds(['MENU_BEHEER_VIEW'], { allOf: ['MENU_BEHEER_VIEW', 'BEHEER_TEAMS'] })).toBe(false);
  });
  it('needs one permission of anyOf (the spec\'s "only one necessary")', () => {
    expect(holds(['BTL_DOSSIER_BEHEER'], { anyOf: ['MENU_BEHEER_BTL_VIEW', 'BTL_DOSSIER_BEHEER'] })).toBe(true);
    expect(holds([], { anyOf: ['MENU_BEHEER_BTL_VIEW', 'BTL_DOSSIER_BEHEER'] })).toBe(false);
  });
  it('lets everyone through without a rule', () => {
    expect(holds([], undefined)).toBe(true);
  });
});

describe('canAccess', () => {
  it('reads a schema resource through its Beheer screens: MENU_BEHEER_VIEW and, for teams, nothing more (any signed-in user reads them)', () => {
    expect(canAccess(BEHEERDER, { action: 'list', resource: 'teams' }, entities)).toBe(true);
    expect(canAccess(['MENU_BEHEER_VIEW'], { action: 'list', resource: 'teams' }, entities)).toBe(true);
    expect(canAccess(['BEHEER_TEAMS'], { action: 'show', resource: 'teams' }, entities)).toBe(false);
    expect(canAccess(MEDEWERKER, { action: 'list', resource: 'teams' }, entities)).toBe(false);
  });
  it('reads a list kept to some user types only for those types', () => {
    const staffOnly = [{ ...teamEntity, access: { read: { types: ['M'] as const }, write: ['BEHEER_TEAMS'] as const } }];
    expect(canAccess(['MENU_BEHEER_VIEW'], { action: 'list', resource: 'teams' }, staffOnly, { typeCode: 'M', moneyProviderId: null })).toBe(true);
    expect(canAccess(['MENU_BEHEER_VIEW', 'BEHEER_TEAMS'], { action: 'list', resource: 'teams' }, staffOnly, { typeCode: 'H', moneyProviderId: 3 })).toBe(false);
  });
  it('lets only BEHEER_TEAMS create and edit teams', () => {
    expect(canAccess(VERSTREKKER, { action: 'create', resource: 'teams' }, entities)).toBe(true);
    expect(canAccess(VERSTREKKER, { action: 'edit', resource: 'teams' }, entities)).toBe(true);
    expect(canAccess(MEDEWERKER, { action: 'create', resource: 'teams' }, entities)).toBe(false);
    expect(canAccess(['MENU_BEHEER_VIEW'], { action: 'edit', resource: 'teams' }, entities)).toBe(false);
  });
  it('refuses delete unless the entity is deletable', () => {
    expect(canAccess(BEHEERDER, { action: 'delete', resource: 'teams' }, entities)).toBe(false);
    expect(canAccess(BEHEERDER, { action: 'delete', resource: 'teams' }, [deletableTeams])).toBe(true);
  });
  it("answers for areas with action 'access'", () => {
    expect(canAccess(MEDEWERKER, { action: 'access', resource: 'dossiers' }, entities)).toBe(true);
    expect(canAccess(MEDEWERKER, { action: 'access', resource: 'beheer' }, entities)).toBe(false);
    expect(canAccess(['BTL_DOSSIER_BEHEER'], { action: 'access', resource: 'beheer-btl' }, entities)).toBe(true);
  });
  it('refuses unknown resources and actions', () => {
    expect(canAccess(BEHEERDER, { action: 'list', resource: 'onbekend' }, entities)).toBe(false);
    expect(canAccess(BEHEERDER, { action: 'export-all', resource: 'teams' }, entities)).toBe(false);
  });
});
