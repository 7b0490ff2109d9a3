import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, HttpError, testDataProvider } from 'ra-core';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { writeSession } from '../../../src/authProvider/session';
import SchemaResourceRoutes from '../../../src/resources/generic/SchemaResourceRoutes';
import { BEHEERDER, session, VERSTREKKER } from '../fixtures';
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

/** Where the router is, to see where a click or a redirect led. */
const PathProbe = () => <output data-testid="path">{useLocation().pathname}</output>;

const renderTeams = (path: string, provider = dataProvider()) =>
  renderInAdmin(
    <Suspense fallback={null}>
      <Routes>
        <Route path="/beheer/*" element={<SchemaResourceRoutes base="/beheer" />} />
      </Routes>
      <PathProbe />
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

describe('a lender on a team it may not change (issue #18, defect 8)', () => {
  const lender = () => writeSession(session({ permissions: VERSTREKKER, userCode: 'H', moneyProviderId: 3 }));
  const organisationTeam = { ...team, id: 2, teamNaam: 'Backoffice', moneyProviderId: null };
  const provider = (update = vi.fn()) =>
    dataProvider({
      getList: async () => ({ data: [team, organisationTeam], total: 2 }) as never,
      getOne: async (_resource, { id }) => ({ data: Number(id) === 2 ? organisationTeam : team }) as never,
      update,
    });

  it('opens the organisation’s team from the list as its read-only page', async () => {
    lender();
    renderTeams('/beheer/teams', provider());
    fireEvent.click(await screen.findByText('Backoffice', {}, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/beheer/teams/2/show'));
    expect(await screen.findByText('E-mailadres team')).toBeTruthy();
    expect(screen.queryByTestId('edit-button')).toBeNull();
  });

  it('opens its own team from the list as a form', async () => {
    lender();
    renderTeams('/beheer/teams', provider());
    fireEvent.click(await screen.findByText('Acceptatie', {}, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/beheer/teams/1'));
  });

  it('turns the edit address of a team it may not change into its read-only page, without a save button', async () => {
    lender();
    const update = vi.fn();
    renderTeams('/beheer/teams/2', provider(update));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/beheer/teams/2/show'), { timeout: 5000 });
    expect(await screen.findByText('Backoffice')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Teamnaam/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(screen.queryByTestId('edit-button')).toBeNull();
  });

  it('keeps its own team editable', async () => {
    lender();
    renderTeams('/beheer/teams/1', provider());
    expect(await screen.findByRole('textbox', { name: /Teamnaam/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeTruthy();
  });
});

describe('a reader without the write permission (issue 38)', () => {
  // Any signed-in user reads the teams; with Beheer in the menu, this one sees them without BEHEER_TEAMS.
  const reader = () => writeSession(session({ permissions: ['MENU_BEHEER_VIEW'], userCode: 'M' }));

  it('gets the list without New, and a row opens the read-only page without Edit', async () => {
    reader();
    renderTeams('/beheer/teams');
    fireEvent.click(await screen.findByText('Acceptatie', {}, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/beheer/teams/1/show'));
    expect(await screen.findByText('E-mailadres team')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nieuw' })).toBeNull();
    expect(screen.queryByTestId('edit-button')).toBeNull();
  });

  it('finds the edit address turned into the read-only page', async () => {
    reader();
    renderTeams('/beheer/teams/1');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/beheer/teams/1/show'), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
  });
});
