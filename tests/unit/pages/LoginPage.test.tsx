import { fireEvent, screen } from '@testing-library/react';
import { type AuthProvider, HttpError } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import LoginPage from '../../../src/pages/auth/LoginPage';
import { writeSession } from '../../../src/authProvider/session';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const provider = (login: AuthProvider['login']): AuthProvider => ({
  login,
  logout: async () => '/auth',
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
});

const renderLogin = (authProvider: AuthProvider) =>
  renderInAdmin(
    <Routes>
      <Route path="/auth" element={<LoginPage />} />
      <Route path="*" element={<p>binnen</p>} />
    </Routes>,
    { path: '/auth', authProvider },
  );

const signIn = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/Gebruikersnaam/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Wachtwoord/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
};

describe('login page', () => {
  it("shows the server's Dutch message for a wrong password", async () => {
    renderLogin(provider(async () => Promise.reject(new HttpError('Gebruikersnaam of wachtwoord is onjuist.', 401))));
    signIn('medewerker', 'fout');
    expect((await screen.findByTestId('login-error')).textContent).toBe('Gebruikersnaam of wachtwoord is onjuist.');
  });

  it('shows the too-many-attempts message of a 429', async () => {
    const message = 'Te veel mislukte inlogpogingen. Probeer het over 12 minuten opnieuw.';
    renderLogin(provider(async () => Promise.reject(new HttpError(message, 429))));
    signIn('medewerker', 'fout');
    expect((await screen.findByTestId('login-error')).textContent).toBe(message);
  });

  it('goes where the sign-in says after success', async () => {
    const login = vi.fn(async () => ({ redirectTo: '/beheer/teams' }));
    renderLogin(provider(login));
    signIn('beheerder', 'demo');
    expect(await screen.findByText('binnen')).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ username: 'beheerder', password: 'demo' });
  });

  it('sends a signed-in user on to the root', () => {
    writeSession(session());
    renderLogin(provider(vi.fn()));
    expect(screen.getByText('binnen')).toBeTruthy();
  });

  it('remembers the wanted page in sessionStorage, so a reload of /auth keeps it', () => {
    const path = { pathname: '/auth', state: { nextPathname: '/beheer/teams', nextSearch: '?page=2' } };
    renderInAdmin(<LoginPage />, { path, authProvider: provider(vi.fn()) });
    expect(sessionStorage.getItem('returnTo')).toBe('/beheer/teams?page=2');
  });
});
