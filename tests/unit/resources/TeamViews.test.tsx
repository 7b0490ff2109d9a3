import { fireEvent, screen, within } from '@testing-library/react';
import { BasenameContextProvider, type DataProvider, HttpError, Resource, testDataProvider } from 'ra-core';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { writeSession } from '../../../src/authProvider/session';
import teams from '../../../src/resources/teams';
import { BEHEERDER, session } from '../fixtures';
import { renderInAdmin } from '../render';

const team = { id: 1, version: 2, teamNaam: 'Acceptatie', teamEmail: 'acceptatie@x.nl', teamType: 'TEAM', moneyProviderId: 3, active: true };

const dataProvider = (overrides: Partial<DataProvider> = {}) =>
  Object.assign(
    testDataProvider({
      getList: async () => ({ data: [team], total: 1 }) as never,
      getOne: async () => ({ data: team }) as never,
      ...overrides,
    }),
    { getReferenceList: async () => [{ id: 3, naam: 'ING Bank' }] },
  );

const renderTeams = (path: string, provider = dataProvider()) =>
  renderInAdmin(
    <Suspense fallback={null}>
      <Routes>
        <Route
          path="/beheer/teams/*"
          element={
            <BasenameContextProvider basename="/beheer">
              <Resource name="teams" {...teams} />
            </BasenameContextProvider>
          }
        />
      </Routes>
    </Suspense>,
    { path, authProvider, dataProvider: provider },
  );

describe('teams list at /beheer/teams', () => {
  it('shows the list columns with Dutch labels and the reference name', async () => {
    writeSession(session({ permissions: BEHEERDER }));
    renderTeams('/beheer/teams');
    // The first render loads the whole schema registry (every Beheer resource) before the list shows.
    expect(await screen.findByText('Acceptatie', {}, { timeout: 5000 })).toBeTruthy();
    for (const label of ['Teamnaam', 'E-mailadres team', 'Soort', 'Geldverstrekker', 'Actief']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(await screen.findByText('ING Bank')).toBeTruthy();
  });

  it('offers a search box for text filters and Ja/Nee for boolean filters', async () => {
    writeSession(session({ permissions: BEHEERDER }));
    renderTeams('/beheer/teams');
    expect(await screen.findByRole('textbox', { name: 'Teamnaam' })).toBeTruthy();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Actief' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent?.trim());
    expect(options).toEqual(expect.arrayContaining(['Ja', 'Nee']));
  });

  it('links create under /beheer for a user with BEHEER_TEAMS', async () => {
    writeSession(session({ permissions: BEHEERDER }));
    renderTeams('/beheer/teams');
    const create = await screen.findByRole('link', { name: 'Nieuw' });
    expect(create.getAttribute('href')).toBe('/beheer/teams/create');
  });
});

describe('team edit form', () => {
  it('shows the server field messages of a 400 under the inputs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeSession(session({ permissions: BEHEERDER }));
    const update = vi.fn(async () => Promise.reject(new HttpError('Teamnaam: bestaat al', 400, { errors: { teamNaam: 'Deze teamnaam bestaat al.' } })));
    renderTeams('/beheer/teams/1', dataProvider({ update }));
    const name = await screen.findByRole('textbox', { name: /Teamnaam/ });
    fireEvent.change(name, { target: { value: 'Backoffice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze teamnaam bestaat al.')).toBeTruthy();
    expect(update).toHaveBeenCalledWith('teams', expect.objectContaining({ previousData: expect.objectContaining({ version: 2 }) }));
  });

  it('refuses invalid input before calling the server, in Dutch', async () => {
    writeSession(session({ permissions: BEHEERDER }));
    const update = vi.fn();
    renderTeams('/beheer/teams/1', dataProvider({ update }));
    fireEvent.change(await screen.findByRole('textbox', { name: /E-mailadres team/ }), { target: { value: 'geen-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Let op: ongeldig e-mailadres formaat.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });
});
