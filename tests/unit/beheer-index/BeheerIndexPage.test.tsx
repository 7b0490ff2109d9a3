import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import BeheerIndexPage from '../../../src/pages/beheer-index/BeheerIndexPage';
import { json, mockFetch } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

beforeEach(() => mockFetch(() => json([])));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const links = () => screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('Beheer overview', () => {
  it('lists the Beheer entries the user may open, as the sidebar does', async () => {
    writeSession(session({ permissions: ['MENU_BEHEER_VIEW', 'BEHEER_TEAMS', 'BEHEER_VRIJE_DAGEN'], userCode: 'M' }));
    renderInAdmin(<BeheerIndexPage />);
    // The registry's entries join once it has loaded.
    await waitFor(() =>
      expect(links()).toEqual([
        ['Teams', '/beheer/teams'],
        ['Vrije dagen', '/beheer/vrije-dagen'],
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Beheer' })).toBeTruthy();
  });

  it("leaves out what a lender's user type does not get", async () => {
    writeSession(session({ permissions: ['MENU_BEHEER_VIEW', 'BEHEER_TEAMS', 'BEHEER_GEBRUIKERS'], userCode: 'H' }));
    renderInAdmin(<BeheerIndexPage />);
    await waitFor(() => expect(links()).toEqual([['Teams', '/beheer/teams']]));
  });
});
