import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import ApprovalsSection from '../../../src/pages/dossier-detail/approvals/ApprovalsSection';
import { json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const FIRST = { id: 9, niveau: 'FIRST', resultaat: 'AKKOORD', toelichting: 'In orde', beoordeeldOp: '2026-11-20T10:00:00Z', version: 3, gebruiker: { id: 1, voorLetters: 'A.', tussenVoegsels: null, achterNaam: 'Bakker' } };

const setup = (permissions = ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_APPROVALS']) => {
  writeSession(session({ permissions: permissions as never }));
  const calls = mockFetch((call) => {
    if (call.url.pathname.startsWith('/api/v1/dossiers/approvals/download/')) {
      return new Response(new Uint8Array([37, 80, 68, 70, 45]), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    }
    if (call.method === 'GET') return json([FIRST]);
    return json({ ...FIRST, id: 10 }, 201);
  });
  renderInAdmin(<ApprovalsSection dossierId={12} />);
  return calls;
};

describe('approvals panel', () => {
  beforeEach(() => setXsrfCookie('x'));
  afterEach(() => {
    clearSession();
    setXsrfCookie(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the judgements and proposes the next level for a new one', async () => {
    const calls = setup();
    const row = await screen.findByTestId('approvals-table-row-9');
    expect(row.textContent).toContain('Eerste beoordeling');
    expect(row.textContent).toContain('Akkoord');
    expect(row.textContent).toContain('A. Bakker');
    expect(row.textContent).toContain('20-11-2026');
    fireEvent.click(screen.getByTestId('approvals-add'));
    const form = screen.getByTestId('approvals-form');
    expect(within(form).getByText('Tweede beoordeling')).toBeTruthy();
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Resultaat/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Niet akkoord' }));
    fireEvent.click(screen.getByTestId('approvals-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ dossierId: 12, niveau: 'SECOND', resultaat: 'NIET_AKKOORD' });
  });

  it('changes a judgement with its version (PATCH), the level staying', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByTestId('approvals-table-edit-9'));
    expect(screen.queryByRole('combobox', { name: /Niveau/ })).toBeNull();
    fireEvent.change(screen.getByTestId('approvals-form-toelichting'), { target: { value: 'Inkomen nagekeken' } });
    fireEvent.click(screen.getByTestId('approvals-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ id: 9, version: 3, resultaat: 'AKKOORD', toelichting: 'Inkomen nagekeken' });
  });

  it('downloads the PDF with the session token', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const calls = setup(['MENU_DOSSIERS_VIEW']);
    expect(screen.queryByTestId('approvals-add')).toBeNull();
    fireEvent.click(await screen.findByTestId('approvals-download'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const download = calls.find((c) => c.url.pathname === '/api/v1/dossiers/approvals/download/12')!;
    expect(download.headers.get('Authorization')).toBe('Bearer token-1');
  });
});
