import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import type { DossierDetail } from '../../../src/dataProvider/dossierDetail';
import { InformAdviserAction } from '../../../src/pages/dossier-detail/InformAdviserAction';
import { json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const ADVISER = { id: 40, voorLetters: 'K.', tussenVoegsels: 'de', achterNaam: 'Wit' };
const DOSSIER = { id: 12, version: 4, adviseur: ADVISER } as unknown as DossierDetail;
const ALLOWED = ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_STATUS', 'MENU_BERICHTEN_VIEW'];

const setup = (dossier = DOSSIER, permissions = ALLOWED) => {
  writeSession(session({ permissions: permissions as never }));
  const calls = mockFetch((call) => {
    if (call.url.pathname === '/api/v1/rf/bericht-templates') return json([{ id: 5, naam: 'Stand van zaken', categorie: 'E', berichtsoort: 'SX', btl: false }]);
    if (call.url.pathname === '/api/v1/bericht-templates/5/populate/12') {
      return json({ id: 5, naam: 'Stand van zaken', dossierId: 12, onderwerp: 'Dossier 12: stand van zaken', inhoud: '<p>Beste K. de Wit,</p>' });
    }
    return json({ id: 99 }, 201);
  });
  renderInAdmin(<InformAdviserAction dossier={dossier} />);
  return calls;
};

describe('Adviseur informeren', () => {
  beforeEach(() => setXsrfCookie('x'));
  afterEach(() => {
    clearSession();
    setXsrfCookie(null);
    vi.unstubAllGlobals();
  });

  it('chooses a template, shows it filled from the dossier and sends it after the confirmation', async () => {
    const calls = setup();
    fireEvent.click(screen.getByTestId('action-informeer'));
    expect(screen.getByText('Het bericht gaat naar K. de Wit en komt op het tabblad Communicatie.')).toBeTruthy();
    expect(screen.getByTestId('inform-send')).toHaveProperty('disabled', true);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Berichttemplate/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Stand van zaken' }));
    expect((await screen.findByTestId('inform-preview-subject')).textContent).toBe('Onderwerp: Dossier 12: stand van zaken');
    expect(screen.getByTestId('inform-preview-body').textContent).toBe('Beste K. de Wit,');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('inform-send'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/dossiers/12/informeer');
    expect(post.body).toEqual({ templateId: 5 });
    await waitFor(() => expect(screen.queryByTestId('inform-dialog')).toBeNull());
  });

  it('is not offered without the status permission', () => {
    setup(DOSSIER, ['MENU_DOSSIERS_VIEW', 'MENU_BERICHTEN_VIEW']);
    expect(screen.queryByTestId('action-informeer')).toBeNull();
  });

  it('is not offered for a dossier without an adviser', () => {
    setup({ ...DOSSIER, adviseur: null } as DossierDetail);
    expect(screen.queryByTestId('action-informeer')).toBeNull();
  });
});
