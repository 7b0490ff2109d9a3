import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import QuickSearch from '../../../src/pages/dossiers/QuickSearch';
import { rememberDossier } from '../../../src/pages/dossiers/recentDossiers';
import { type Call, json, mockFetch } from '../dataProvider/fetchMock';
import { renderInAdmin } from '../render';

const hit = (id: number, extra: object = {}) => ({
  id, offerteNr: `ABN-${id}`, kenmerk: null, naamHypotheekGever: `Aanvrager ${id}`, fase: 'AANVRAAG', stap: 'ONTVANGEN',
  cds: false, btl: false, aanleverenViaHdnjn: 1, gearchiveerd: false, ...extra,
});

const Where = () => <div data-testid="where">{useLocation().pathname}</div>;

const setup = (answer: unknown[]) => {
  const calls: Call[] = mockFetch(() => json(answer));
  renderInAdmin(
    <>
      <QuickSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path: '/startpagina' },
  );
  return calls;
};

const input = () => screen.getByTestId('quick-search-input') as HTMLInputElement;
const typeAndEnter = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
};

describe('header quick search', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('strips whitespace and opens the only hit', async () => {
    const calls = setup([hit(12)]);
    typeAndEnter(' 1 2 ');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dossiers/12'));
    expect(calls[0].url.pathname).toBe('/api/v1/dossiers/projections/');
    expect(calls[0].url.searchParams.get('query')).toBe('12');
    expect(input().value).toBe('');
  });

  it('marks archived hits', async () => {
    setup([hit(1), hit(2, { gearchiveerd: true })]);
    typeAndEnter('Bakker');
    expect((await screen.findByTestId('quick-search-hit-2')).textContent).toContain('gearchiveerd');
    expect(screen.getByTestId('quick-search-hit-1').textContent).not.toContain('gearchiveerd');
  });

  it('opens a CDS hit under /cds', async () => {
    setup([hit(7, { cds: true })]);
    typeAndEnter('7');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cds/7'));
  });

  it('lists several hits, the magnifier searches too, and typing hides the list', async () => {
    setup([hit(1), hit(2), hit(3)]);
    fireEvent.change(input(), { target: { value: 'Jansen' } });
    fireEvent.click(screen.getByTestId('quick-search-submit'));
    expect(await screen.findByTestId('quick-search-hit-2')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/startpagina');
    fireEvent.change(input(), { target: { value: 'Jansen B' } });
    await waitFor(() => expect(screen.queryByTestId('quick-search-hit-2')).toBeNull());
  });

  it('shows nothing when nothing is found', async () => {
    const calls = setup([]);
    typeAndEnter('onbekend');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('quick-search-results')).toBeNull();
  });

  it('does not search for whitespace alone', () => {
    const calls = setup([hit(1)]);
    typeAndEnter('   ');
    expect(calls).toHaveLength(0);
  });

  it('offers the dossiers seen last on an empty field', async () => {
    rememberDossier({ id: 4, path: '/dossiers/4', label: 'Dossier: 4 - ABN-4' });
    setup([]);
    fireEvent.focus(input());
    fireEvent.click(await screen.findByTestId('quick-search-recent-4'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dossiers/4'));
  });
});
