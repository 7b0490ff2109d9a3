import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import ExtractedPartiesPage from '../../../src/pages/extracted-parties/ExtractedPartiesPage';
import { json, mockFetch } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const PARTY = {
  id: 4, version: 2, dossierId: 30, hypotheekgeverId: 43, bron: 'PASPOORT', rol: 'AANVRAGER', voorLetters: 'J.', voorNamen: null, tussenVoegsels: 'van',
  achterNaam: 'Leeuwen', bedrijfsNaam: null, geboorteDatum: '1980-06-14', bsn: '426182777', kvkNummer: null, straatNaam: 'Industrieweg', huisNummer: 106,
  postcode: '7420ZH', plaatsNaam: 'Deventer',
};
const HISTORY = [{ gewijzigdOp: '2026-11-20T09:15:00Z', veld: 'achterNaam', oudeWaarde: 'Leeuwe', nieuweWaarde: 'Leeuwen', gebruiker: { id: 1, voorLetters: 'M.', tussenVoegsels: 'van der', achterNaam: 'Meer' } }];

const Where = () => <div data-testid="where">{useLocation().search}</div>;

const setup = (path = '/extracted-parties') => {
  writeSession(session());
  const calls = mockFetch((call) =>
    call.url.pathname.endsWith('/change-history') ? json(HISTORY) : json({ content: [PARTY], totalElements: 1, totalPages: 1, number: 0, size: 25 }),
  );
  renderInAdmin(
    <Routes>
      <Route path="*" element={<><ExtractedPartiesPage /><Where /></>} />
    </Routes>,
    { path },
  );
  return calls;
};

describe('/extracted-parties', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists the parties in Dutch and searches through the URL', async () => {
    const calls = setup('/extracted-parties?query=leeuw');
    const row = await screen.findByTestId('party-row-4');
    expect(row.textContent).toContain('Paspoort');
    expect(row.textContent).toContain('Aanvrager');
    expect(row.textContent).toContain('J. van Leeuwen');
    expect(row.textContent).toContain('14-06-1980');
    expect(row.textContent).toContain('Industrieweg 106, 7420ZH, Deventer');
    expect(calls[0].url.searchParams.get('query')).toBe('leeuw');
    expect((screen.getByTestId('parties-search') as HTMLInputElement).value).toBe('leeuw');

    fireEvent.change(screen.getByTestId('parties-search'), { target: { value: ' deventer ' } });
    fireEvent.submit(screen.getByTestId('parties-search').closest('form')!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?query=deventer'));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('query')).toBe('deventer'));
  });

  it("opens a party's change history", async () => {
    setup();
    fireEvent.click(await screen.findByTestId('party-history-4'));
    const dialog = await screen.findByTestId('party-history');
    await waitFor(() => expect(dialog.textContent).toContain('Leeuwe'));
    expect(dialog.textContent).toContain('achterNaam');
    expect(dialog.textContent).toContain('M. van der Meer');
    expect(screen.getByText('Wijzigingen van J. van Leeuwen')).toBeTruthy();
  });
});
