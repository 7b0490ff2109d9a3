import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import type { DossierDetail } from '../../../src/dataProvider/dossierDetail';
import { ActionDialog } from '../../../src/pages/dossier-detail/ActionDialog';
import { STATUS_ACTIONS } from '../../../src/pages/dossier-detail/statusActionRules';
import { json, mockFetch } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const DOSSIER = { id: 12, version: 4, subStatus: null, geldverstrekker: { id: 2, naam: 'ING', ontvangerCode: 'ING' } } as unknown as DossierDetail;
const action = (key: string) => STATUS_ACTIONS.find((a) => a.key === key)!;

const respond = (path: string) => {
  if (path === '/api/v1/kantoors/list') return json([{ id: 3, bedrijfsNaam: 'Aalbers Hypotheekadvies', plaatsNaam: 'Zwolle' }]);
  if (path === '/api/v1/kantoors/3/adviseurs') return json([{ id: 40, voorLetters: 'K.', tussenVoegsels: 'de', achterNaam: 'Wit' }]);
  if (path === '/api/v1/rs/redenbeeindigings') return json([{ id: 1, omschrijving: 'Klant ziet af van aankoop' }]);
  return json({ id: 12 });
};

const open = (key: string) => {
  writeSession(session());
  const calls = mockFetch((call) => respond(call.url.pathname));
  const done = vi.fn((run: Promise<unknown>) => run);
  renderInAdmin(<ActionDialog action={action(key)} dossier={DOSSIER} onClose={() => undefined} onDone={done} />);
  return { calls, done };
};

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('status action dialog', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('links an office with one of its advisers, sending the version shown', async () => {
    const { calls } = open('linkKantoor');
    // Resting until the office is chosen, and saying so (src/shell/forms/SubmitButton.tsx).
    expect(screen.getByTestId('action-confirm').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('action-confirm').getAttribute('title')).toBe('Nog nodig: Kantoor');
    await choose('Kantoor', 'Aalbers Hypotheekadvies, Zwolle');
    await choose('Adviseur', 'Wit, K. de');
    fireEvent.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/dossiers/12/kantoor/3');
    expect(put.body).toEqual({ adviseurId: 40, version: 4 });
  });

  it('closes only with a reason, and sends the toelichting along', async () => {
    const { calls } = open('close');
    expect(screen.getByTestId('action-confirm').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('action-confirm').getAttribute('title')).toBe('Nog nodig: Reden');
    await choose('Reden', 'Klant ziet af van aankoop');
    fireEvent.change(screen.getByTestId('action-toelichting'), { target: { value: 'Koopt niet' } });
    fireEvent.click(screen.getByTestId('action-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ redenBeeindigingId: 1, toelichting: 'Koopt niet', version: 4 });
  });
});
