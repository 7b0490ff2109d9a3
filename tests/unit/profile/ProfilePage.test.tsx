import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import ProfilePage from '../../../src/pages/profile/ProfilePage';
import { UserPanel } from '../../../src/shell/layout/UserPanel';
import { json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const PROFILE = {
  id: 7, username: 'jvdijk', email: 'j.vandijk@example.nl', voorLetters: 'J.', tussenVoegsels: 'van', achterNaam: 'Dijk', typeCode: 'M',
  kantoor: null, geldverstrekker: null, roles: ['Medewerker'], teams: ['Acceptatie', 'Beheer BTL'], organisaties: [], permissions: [],
  telefoonnummer: '0201234567', mobielnummer: null, fotoId: null as number | null, version: 4,
};

const setup = (profile = PROFILE) => {
  writeSession(session());
  return mockFetch((call) => {
    if (call.url.pathname === '/api/v1/profile' && call.method === 'GET') return json(profile);
    if (call.url.pathname === '/api/v1/profile' && call.method === 'PUT') return json({ ...profile, ...(call.body as object), version: profile.version + 1 });
    if (call.url.pathname === '/api/v1/profile/picture' && call.method === 'GET') return new Response(new Blob(['png'], { type: 'image/png' }));
    if (call.url.pathname === '/api/v1/profile/picture' && call.method === 'DELETE') return new Response(null, { status: 204 });
    return json({ type: 'GENERAL', messages: ['Het gevraagde item bestaat niet (meer).'] }, 404);
  });
};

describe('profile page', () => {
  beforeEach(() => setXsrfCookie('x'));
  afterEach(() => {
    clearSession();
    setXsrfCookie(null);
    vi.unstubAllGlobals();
  });

  it('shows what Beheer manages read-only, with the user type and teams in Dutch', async () => {
    setup();
    renderInAdmin(<ProfilePage />);
    expect((await screen.findByTestId('profile-naam')).textContent).toBe('J. van Dijk');
    expect(screen.getByTestId('profile-email').textContent).toBe('j.vandijk@example.nl');
    expect(screen.getByTestId('profile-soort').textContent).toBe('Medewerker');
    expect(screen.getByTestId('profile-teams').textContent).toBe('Acceptatie, Beheer BTL');
    expect(screen.getByTestId('profile-organisaties').textContent).toBe('Geen');
    expect(screen.queryByRole('textbox', { name: /E-mailadres/ })).toBeNull();
    expect(screen.getByText('U heeft nog geen profielfoto; rechtsboven staan uw initialen.')).toBeTruthy();
    expect(screen.queryByTestId('profile-picture-remove')).toBeNull();
    expect(screen.getByTestId('profile-picture-upload').textContent).toContain('(max. 2 mb)');
  });

  it('refuses a phone number with letters before sending, then saves a valid one with the version read', async () => {
    const calls = setup();
    renderInAdmin(<ProfilePage />);
    const phone = (await screen.findByTestId('profile-telefoonnummer-input')) as HTMLInputElement;
    expect(phone.value).toBe('0201234567');
    fireEvent.change(phone, { target: { value: '020-abc' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Let op: een telefoonnummer bevat alleen cijfers (eventueel met + vooraan).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(phone, { target: { value: '0301234567' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ telefoonnummer: '0301234567', mobielnummer: '', version: 4 });
    // The form starts again from what the server kept, at the new version.
    await waitFor(() => expect((screen.getByTestId('profile-telefoonnummer-input') as HTMLInputElement).value).toBe('0301234567'));
  });

  it('shows the picture with a remove button that deletes it', async () => {
    const calls = setup({ ...PROFILE, fotoId: 31 });
    renderInAdmin(<ProfilePage />);
    fireEvent.click(await screen.findByTestId('profile-picture-remove'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/v1/profile/picture')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('profile-picture-remove')).toBeNull());
  });
});

describe('user panel', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the own picture when there is one, the initials otherwise', async () => {
    setup({ ...PROFILE, fotoId: 31 });
    renderInAdmin(<UserPanel />);
    const avatar = screen.getByTestId('user-panel-avatar');
    expect(avatar.textContent).toBe('JD');
    await waitFor(() => expect(avatar.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
  });
});
