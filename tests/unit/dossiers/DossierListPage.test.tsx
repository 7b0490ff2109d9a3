import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import DossierListPage from '../../../src/pages/dossiers/DossierListPage';
import { type Call, json, mockFetch } from '../dataProvider/fetchMock';
import { ADVISEUR, session } from '../fixtures';
import { renderInAdmin } from '../render';

const row = (id: number) => ({
  id, offerteNr: null, kenmerk: `ABN${id}`, naamHypotheekGever: `Aanvrager ${id}`, aanleverenViaHdnjn: 1, fase: 'AANVRAAG', stap: 'ONTVANGEN',
  status: 'LOPEND', subStatus: null, prioriteit: null, leningType: 'ORIGINATION', cds: false, btl: false, gearchiveerd: false,
  ontvangenOp: '2026-11-20T10:00:00Z', stapSinds: '2026-11-20T10:00:00Z', geldigTot: null, hoofdsom: 250000, version: 1,
  kantoor: null, adviseur: null, geldverstrekker: null, organisatie: null, hypotheekGevers: [], labels: [],
  workload: { status: 'UITGEZET', gebruiker: null, gewijzigdOp: null, slaDatum: '2026-11-20', deadline: 'SLA' },
});

const Search = () => <div data-testid="search">{useLocation().search}</div>;

const renderList = (area: 'dossiers' | 'cds', path: string) => {
  // The list page; the filters' reference lists answer empty.
  const calls: Call[] = mockFetch((call) =>
    call.url.pathname.endsWith('/dossiers') ? json({ content: [row(1), row(2)], totalElements: 2, totalPages: 1, number: 0, size: 25 }) : json([]),
  );
  renderInAdmin(
    <Routes>
      <Route path={`/${area}/*`} element={<><DossierListPage area={area} /><Search /></>} />
    </Routes>,
    { path },
  );
  return calls;
};

const lastList = (calls: Call[]) => calls.filter((c) => c.url.pathname.endsWith('/dossiers')).at(-1)!.url;

describe('dossier list page', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('asks the API for the sidebar child in the URL', async () => {
    writeSession(session());
    const calls = renderList('cds', '/cds?status=UITGEZET&status=BEHANDELING&filter=MORGEN');
    await screen.findByTestId('dossier-row-1');
    const url = lastList(calls);
    expect(url.pathname).toBe('/api/v1/cds/dossiers');
    expect(url.searchParams.getAll('workloadStatus')).toEqual(['UITGEZET', 'BEHANDELING']);
    expect(url.searchParams.get('dossierMorgenSLASelected')).toBe('MORGEN');
    expect(url.searchParams.get('page')).toBe('0');
  });

  it("shows a row's flags, workload status and deadline as tags", async () => {
    writeSession(session());
    renderList('dossiers', '/dossiers?alle=true');
    const tags = (await screen.findByTestId('dossier-row-1')).querySelectorAll('.tag');
    expect([...tags].map((t) => [t.textContent, t.className, t.getAttribute('title')])).toEqual([
      ['HDN', 'tag tag-default tag-outlined', null],
      ['Uitgezet', 'tag tag-info', null],
      ['SLA', 'tag tag-error', '20-11-2026'],
    ]);
  });

  it('writes a sort to the URL, both ways, and asks the API for it', async () => {
    writeSession(session());
    const calls = renderList('dossiers', '/dossiers?alle=true&page=1');
    await screen.findByTestId('dossier-row-1');
    fireEvent.click(screen.getByTestId('sort-kenmerk'));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?sort=kenmerk%2Casc'));
    fireEvent.click(screen.getByTestId('sort-kenmerk'));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?sort=kenmerk%2Cdesc'));
    await waitFor(() => expect(lastList(calls).searchParams.get('sort')).toBe('kenmerk,desc'));
    expect(lastList(calls).searchParams.get('page')).toBe('0');
    expect(screen.getByRole('columnheader', { name: 'Kenmerk' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Fase' }).getAttribute('aria-sort')).toBeNull();
  });

  it('applies typed text with Zoeken, not on every key', async () => {
    writeSession(session());
    const calls = renderList('dossiers', '/dossiers');
    await screen.findByTestId('dossier-row-1');
    const before = calls.length;
    fireEvent.change(screen.getByTestId('filter-query'), { target: { value: 'Jansen' } });
    expect(calls.length).toBe(before);
    fireEvent.click(screen.getByTestId('filter-submit'));
    await waitFor(() => expect(lastList(calls).searchParams.get('query')).toBe('Jansen'));
    expect(screen.getByTestId('search').textContent).toBe('?query=Jansen');
  });

  it('offers the CDS and BTL keys of the extended search and sends them (spec 001 §3)', async () => {
    writeSession(session());
    const calls = renderList('dossiers', '/dossiers?dossierCds=true&dossierBTL=false');
    await screen.findByTestId('dossier-row-1');
    expect(screen.getByTestId('filter-extended')).toBeTruthy();
    expect((screen.getByTestId('filter-dossierCds') as HTMLInputElement).value).toBe('true');
    expect((screen.getByTestId('filter-dossierBTL') as HTMLInputElement).value).toBe('false');
    expect(lastList(calls).searchParams.get('dossierCds')).toBe('true');
    expect(lastList(calls).searchParams.get('dossierBTL')).toBe('false');
  });

  it('does not offer the CDS key on the CDS list, which is CDS by its call', async () => {
    writeSession(session());
    renderList('cds', '/cds?dossiernr=5');
    await screen.findByTestId('dossier-row-1');
    expect(screen.getByTestId('filter-extended')).toBeTruthy();
    expect(screen.queryByTestId('filter-dossierCds')).toBeNull();
    expect(screen.getByTestId('filter-dossierBTL')).toBeTruthy();
  });

  it('offers the workload filters only with the werkverdeler filter permission', async () => {
    writeSession(session({ permissions: ADVISEUR, userCode: 'A' }));
    renderList('dossiers', '/dossiers');
    await screen.findByTestId('dossier-row-1');
    expect(screen.queryByTestId('filter-workloadStatus')).toBeNull();
    expect(screen.getByTestId('filter-fase')).toBeTruthy();
  });

  it('goes to the last page when the URL points past it', async () => {
    writeSession(session());
    mockFetch((call) =>
      json(call.url.searchParams.get('page') === '7'
        ? { content: [], totalElements: 30, totalPages: 2, number: 7, size: 25 }
        : { content: [row(26)], totalElements: 30, totalPages: 2, number: 1, size: 25 }),
    );
    renderInAdmin(
      <Routes>
        <Route path="/dossiers/*" element={<><DossierListPage area="dossiers" /><Search /></>} />
      </Routes>,
      { path: '/dossiers?page=7' },
    );
    await screen.findByTestId('dossier-row-26');
    expect(screen.getByTestId('search').textContent).toBe('?page=1');
  });
});
