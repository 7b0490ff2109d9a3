import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../src/authProvider/session';
import { ShellHeader } from '../../../src/shell/layout/ShellHeader';
import { UserPanel } from '../../../src/shell/layout/UserPanel';
import { SidebarMenu } from '../../../src/shell/menu/SidebarMenu';
import { json, mockFetch } from '../dataProvider/fetchMock';
import { ADVISEUR, BEHEERDER, session } from '../fixtures';
import { renderInAdmin } from '../render';

// The user panel reads the own profile for its picture; without one it shows the initials.
beforeEach(() => mockFetch(() => json({ fotoId: null })));
afterEach(() => vi.unstubAllGlobals());

describe('sidebar', () => {
  it("links an adviser's Facturen and Kantoor to the own office", async () => {
    writeSession(session({ permissions: ADVISEUR, userCode: 'A', officeId: 12 }));
    renderInAdmin(<SidebarMenu />);
    expect((await screen.findByTestId('nav-facturen')).getAttribute('href')).toBe('/adviseurs/12/facturen');
    expect(screen.getByTestId('nav-kantoor').getAttribute('href')).toBe('/adviseurs/12');
    expect(screen.queryByTestId('nav-beheer')).toBeNull();
  });

  it('unfolds a group to show its children', async () => {
    writeSession(session({ permissions: BEHEERDER }));
    renderInAdmin(<SidebarMenu />);
    fireEvent.click(await screen.findByRole('button', { name: 'Beheer' }));
    expect((await screen.findByTestId('nav-beheer-teams')).getAttribute('href')).toBe('/beheer/teams');
  });

  it('hides labels when minimised, keeping the name for tooltips and screen readers', async () => {
    writeSession(session({ permissions: BEHEERDER }));
    renderInAdmin(
      <>
        <ShellHeader />
        <SidebarMenu />
      </>,
    );
    expect((await screen.findByTestId('nav-dashboard')).textContent).toBe('Dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Menu in- of uitklappen' }));
    const dashboard = screen.getByTestId('nav-dashboard');
    expect(dashboard.textContent).toBe('');
    expect(dashboard.getAttribute('title')).toBe('Dashboard');
    expect(screen.getByTestId('sidebar').dataset.collapsed).toBe('true');
  });
});

describe('user panel', () => {
  it('shows initials, infix and surname and a menu with Profiel and Uitloggen that closes on an outside click', async () => {
    writeSession(session());
    renderInAdmin(<UserPanel />);
    const button = screen.getByTestId('user-panel');
    expect(screen.getByTestId('user-panel-name').textContent).toBe('J. van Dijk');
    fireEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Profiel' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'Uitloggen' })).toBeTruthy();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    fireEvent.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Profiel' })).toBeNull());
  });
});
