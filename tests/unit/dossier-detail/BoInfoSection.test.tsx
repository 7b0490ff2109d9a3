import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import BoInfoSection from '../../../src/pages/dossier-detail/bo-info/BoInfoSection';
import { LET_OP } from '../../../contract/field-rules';
import { json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const RECORD = {
  id: 5, version: 2, dossierId: 12, internKenmerk: 'BO7', ontvangstKanaal: 'EMAIL', volledigOntvangenOp: '2026-11-02', compleetVerklaardDoor: null,
  compleetVerklaardOp: null, acceptatieOpmerking: null, verwachtePasseerdatum: '2026-12-15', urgent: true,
};

const setup = (stored: typeof RECORD | null, permissions = ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_EDIT']) => {
  writeSession(session({ permissions: permissions as never }));
  const calls = mockFetch((call) => {
    if (call.url.pathname === '/api/v1/boInfo/search') return json({ content: stored ? [stored] : [], totalElements: stored ? 1 : 0 });
    if (call.method === 'POST') return json({ ...RECORD, ...(call.body as object), id: 6, version: 1 }, 201);
    return json({ ...RECORD, ...(call.body as object), version: 3 });
  });
  renderInAdmin(<BoInfoSection dossierId={12} />);
  return calls;
};

describe('back-office information section', () => {
  beforeEach(() => setXsrfCookie('x'));
  afterEach(() => {
    clearSession();
    setXsrfCookie(null);
    vi.unstubAllGlobals();
  });

  it('shows the stored record and changes it with its version (PATCH)', async () => {
    const calls = setup(RECORD);
    await waitFor(() => expect(screen.getByTestId('bo-info-view-ontvangstKanaal').textContent).toBe('E-mail'));
    expect(screen.getByTestId('bo-info-view-verwachtePasseerdatum').textContent).toBe('15-12-2026');
    expect(calls[0].body).toEqual({ dossierId: 12, size: 1 });
    fireEvent.click(screen.getByTestId('bo-info-edit'));
    fireEvent.change(screen.getByTestId('bo-info-form-internKenmerk'), { target: { value: 'BO-7' } });
    fireEvent.click(screen.getByTestId('bo-info-form-save'));
    expect(await screen.findByText(LET_OP.lettersDigits)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(screen.getByTestId('bo-info-form-internKenmerk'), { target: { value: 'BO8' } });
    fireEvent.click(screen.getByTestId('bo-info-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/v1/boInfo/5');
    expect(patch.body).toMatchObject({ internKenmerk: 'BO8', ontvangstKanaal: 'EMAIL', urgent: true, version: 2 });
    expect(patch.body).not.toHaveProperty('id');
  });

  it('creates the first record for the dossier (POST), received through HDN unless chosen otherwise', async () => {
    const calls = setup(null);
    expect(await screen.findByText('Er is nog geen back-office-informatie vastgelegd.')).toBeTruthy();
    expect(screen.getByTestId('bo-info-edit').textContent).toBe('Vastleggen');
    fireEvent.click(screen.getByTestId('bo-info-edit'));
    fireEvent.change(screen.getByTestId('bo-info-form-internKenmerk'), { target: { value: 'BO9' } });
    fireEvent.click(screen.getByTestId('bo-info-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/v1/boInfo')).toBe(true));
    const post = calls.find((c) => c.url.pathname === '/api/v1/boInfo')!;
    expect(post.body).toMatchObject({ dossierId: 12, internKenmerk: 'BO9', ontvangstKanaal: 'HDN', urgent: false });
    expect(post.body).not.toHaveProperty('version');
  });

  it('offers no change without DOSSIER_DETAIL_EDIT', async () => {
    setup(RECORD, ['MENU_DOSSIERS_VIEW']);
    await waitFor(() => expect(screen.getByTestId('bo-info-view-internKenmerk').textContent).toBe('BO7'));
    expect(screen.queryByTestId('bo-info-edit')).toBeNull();
  });
});
