import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { writeSession } from '../../../src/authProvider/session';
import type { Permission } from '../../../contract/permissions';
import { vrijeDagEntity } from '../../../contract/beheer/vrije-dagen';
import { teamEntity } from '../../../contract/team';
import { type Area, areaByKey, entityArea } from '../../../src/shell/areas';
import { AreaGuard } from '../../../src/shell/routing/AreaGuard';
import { homeRoute, leadRoute, resolveAccess, rootRedirect } from '../../../src/shell/routing/resolveAccess';
import { ADVISEUR, MEDEWERKER, session } from '../fixtures';

const area = (key: string) => areaByKey(key) as Area;
const ctx = (permissions: Permission[], userCode = 'M') => ({ permissions, userCode });

describe('route guard: permission', () => {
  it('lets a user with the area permission in', () => {
    expect(resolveAccess(area('dossiers'), ctx(['MENU_DOSSIERS_VIEW']))).toEqual({ allowed: true });
  });
  it('accepts either permission where one is enough (beheer-btl)', () => {
    expect(resolveAccess(area('beheer-btl'), ctx(['BTL_DOSSIER_BEHEER']))).toEqual({ allowed: true });
    expect(resolveAccess(area('beheer-btl'), ctx(['MENU_BEHEER_BTL_VIEW']))).toEqual({ allowed: true });
  });
  it('requires all permissions where all are listed (beheer/beveiligingslog)', () => {
    expect(resolveAccess(area('beheer-beveiligingslog'), ctx(['MENU_BEHEER_VIEW', 'BEHEER_GEBRUIKERS']))).toEqual({ allowed: true });
    expect(resolveAccess(area('beheer-beveiligingslog'), ctx(['MENU_BEHEER_VIEW', 'MENU_DOSSIERS_VIEW']))).toEqual({ allowed: false, redirectTo: '/dossiers' });
  });
  it("lets a schema resource's readers into its Beheer screens, not only its writers", () => {
    const readable = entityArea({ ...vrijeDagEntity, access: { read: ['MENU_DOSSIERS_VIEW'], write: ['BEHEER_VRIJE_DAGEN'] } });
    expect(resolveAccess(readable, ctx(['MENU_BEHEER_VIEW', 'MENU_DOSSIERS_VIEW']))).toEqual({ allowed: true });
    expect(resolveAccess(readable, ctx(['MENU_BEHEER_VIEW', 'BEHEER_VRIJE_DAGEN']))).toEqual({ allowed: true });
    expect(resolveAccess(readable, ctx(['MENU_DOSSIERS_VIEW']))).toMatchObject({ allowed: false });
    // Any signed-in user reads the teams: whoever has Beheer at all sees their list.
    expect(resolveAccess(entityArea(teamEntity), ctx(['MENU_BEHEER_VIEW']))).toEqual({ allowed: true });
    const staffOnly = entityArea({ ...vrijeDagEntity, access: { read: { types: ['M', 'E'] }, write: ['BEHEER_VRIJE_DAGEN'] } });
    expect(resolveAccess(staffOnly, ctx(['MENU_BEHEER_VIEW'], 'E'))).toEqual({ allowed: true });
    expect(resolveAccess(staffOnly, ctx(['MENU_BEHEER_VIEW', 'BEHEER_VRIJE_DAGEN'], 'H'))).toMatchObject({ allowed: false });
  });
  it('does not guard tickets, profile, rente-tarieven and informatie', () => {
    for (const key of ['tickets', 'berichten', 'profile', 'rente-tarieven', 'informatie']) {
      expect(resolveAccess(area(key), ctx([]))).toEqual({ allowed: true });
    }
  });
});

describe('/tickets, a parent path without a screen of its own', () => {
  const tickets = area('tickets').leadsTo ?? [];
  it.each([
    [['MENU_BERICHTEN_VIEW', 'MENU_TAKEN_VIEW', 'MENU_HDN_BERICHTEN_VIEW'], '/tickets/berichten'],
    [['MENU_TAKEN_VIEW', 'MENU_HDN_BERICHTEN_VIEW'], '/tickets/taken'],
    [['MENU_HDN_BERICHTEN_VIEW'], '/tickets/hdn'],
    [['MENU_DOSSIERS_VIEW'], '/dossiers'],
  ] as [Permission[], string][])('with %j leads to %s', (permissions, target) => {
    expect(leadRoute(tickets, ctx(permissions))).toBe(target);
  });
});

describe('route guard: where a refused user goes', () => {
  it('tries the configured sibling first', () => {
    expect(resolveAccess(area('dashboard'), ctx(['MENU_STARTPAGINA', 'MENU_DOSSIERS_VIEW']))).toEqual({ allowed: false, redirectTo: '/startpagina' });
  });
  it('follows the sibling chain past siblings that are refused too', () => {
    expect(resolveAccess(area('hdn-log'), ctx(['MENU_SYSTEM_EVENTS_VIEW', 'MENU_DOSSIERS_VIEW']))).toEqual({
      allowed: false,
      redirectTo: '/recieved-system-events',
    });
  });
  it('falls back to the home routes when no sibling is allowed', () => {
    expect(resolveAccess(area('dashboard'), ctx(['MENU_CDS_DOSSIERS_VIEW']))).toEqual({ allowed: false, redirectTo: '/cds' });
  });
  it.each([
    [['MENU_DOSSIERS_VIEW', 'MENU_CDS_DOSSIERS_VIEW'], '/dossiers'],
    [['MENU_CDS_DOSSIERS_VIEW', 'MENU_BTL_DOSSIERS_VIEW'], '/cds'],
    [['MENU_BTL_DOSSIERS_VIEW', 'MENU_ADVISEURS_VIEW'], '/btl'],
    [['MENU_ADVISEURS_VIEW', 'MENU_BERICHTEN_VIEW'], '/adviseurs'],
    [['MENU_BERICHTEN_VIEW', 'MENU_TAKEN_VIEW'], '/tickets/berichten'],
    [['MENU_TAKEN_VIEW', 'MENU_WERKVERDELING_VIEW'], '/tickets/taken'],
    [['MENU_WERKVERDELING_VIEW', 'MENU_DASHBOARDS_VIEW'], '/werkverdeling'],
    [['MENU_DASHBOARDS_VIEW', 'MENU_RAPPORTAGES_VIEW'], '/dashboards'],
    [['MENU_RAPPORTAGES_VIEW', 'MENU_BEHEER_VIEW'], '/rapportages'],
    [['MENU_BEHEER_VIEW', 'MENU_RENTE'], '/beheer'],
    [['MENU_RENTE', 'MENU_INFORMATIE_VIEW'], '/rente-tarieven'],
    [['MENU_INFORMATIE_VIEW'], '/informatie'],
    [[], '/profile'],
  ] as [Permission[], string][])('home route order: %j leads to %s', (permissions, target) => {
    expect(homeRoute(ctx(permissions))).toBe(target);
  });
});

describe('route guard: loyalty for advisers and staff', () => {
  it('lets an adviser, and staff, with the permission into /loyalty', () => {
    expect(resolveAccess(area('loyalty'), ctx(['MENU_LOYALTY_VIEW'], 'A'))).toEqual({ allowed: true });
    expect(resolveAccess(area('loyalty'), ctx(['MENU_LOYALTY_VIEW'], 'M'))).toEqual({ allowed: true });
  });
  it("sends a lender, even with the permission, to '/'", () => {
    expect(resolveAccess(area('loyalty'), ctx(['MENU_LOYALTY_VIEW'], 'H'))).toEqual({ allowed: false, redirectTo: '/' });
  });
  it('sends an adviser without the permission to a home route', () => {
    expect(resolveAccess(area('loyalty'), ctx(['MENU_DOSSIERS_VIEW'], 'A'))).toEqual({ allowed: false, redirectTo: '/dossiers' });
  });
});

describe('root route', () => {
  it('leads advisers to /loyalty and everyone else to /dashboard', () => {
    expect(rootRedirect(ctx(ADVISEUR, 'A'))).toBe('/loyalty');
    expect(rootRedirect(ctx(MEDEWERKER, 'M'))).toBe('/dashboard');
    expect(rootRedirect(ctx(MEDEWERKER, 'H'))).toBe('/dashboard');
  });
});

describe('AreaGuard', () => {
  const renderAt = (path: string, guarded: Area) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={`${guarded.path}/*`}
            element={
              <AreaGuard area={guarded}>
                <p>binnen</p>
              </AreaGuard>
            }
          />
          <Route path="*" element={<p>doorgestuurd</p>} />
        </Routes>
      </MemoryRouter>,
    );

  it('renders the page for a permitted user', () => {
    writeSession(session({ permissions: ['MENU_DOSSIERS_VIEW'] }));
    renderAt('/dossiers', area('dossiers'));
    expect(screen.getByText('binnen')).toBeTruthy();
  });
  it('redirects a user without the permission', () => {
    writeSession(session({ permissions: ['MENU_CDS_DOSSIERS_VIEW'] }));
    renderAt('/dossiers', area('dossiers'));
    expect(screen.getByText('doorgestuurd')).toBeTruthy();
    expect(screen.queryByText('binnen')).toBeNull();
  });
  it('renders nothing without a session (Authenticated takes over)', () => {
    const { container } = renderAt('/dossiers', area('dossiers'));
    expect(container.textContent).toBe('');
  });
});
