import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import DossierDetailPage from '../../../src/pages/dossier-detail/DossierDetailPage';
import { readRecentDossiers } from '../../../src/pages/dossiers/recentDossiers';
import { DocumentTitle } from '../../../src/shell/layout/DocumentTitle';
import { json, mockFetch } from '../dataProvider/fetchMock';
import { MEDEWERKER, session } from '../fixtures';
import { renderInAdmin } from '../render';

const DOSSIER = {
  id: 12, offerteNr: 'ING-2026-000012', kenmerk: 'ING00000002', naamHypotheekGever: 'B.S. Aalbers & J. de Vries', aanleverenViaHdnjn: 1,
  fase: 'RENTEAANBOD', stap: 'UITGEBRACHT', status: 'BEEINDIGD', subStatus: null, prioriteit: 'LAAG', leningType: 'ORIGINATION', cds: false, btl: false,
  gearchiveerd: false, ontvangenOp: '2026-11-01T09:00:00Z', stapSinds: '2026-11-10T09:00:00Z', geldigTot: null, hoofdsom: 300000, version: 4,
  kantoor: { id: 3, bedrijfsNaam: 'Aalbers Hypotheekadvies', plaatsNaam: 'Zwolle' }, adviseur: null, geldverstrekker: { id: 2, naam: 'ING', ontvangerCode: 'ING' },
  hypotheekGevers: [
    { id: 21, version: 1, partijNawData: { geslacht: 'M mannelijk', voorLetters: 'B.S.', tussenVoegsels: null, achterNaam: 'Aalbers' } },
    { id: 22, version: 1, partijNawData: { geslacht: 'V vrouwelijk', voorLetters: 'J.', tussenVoegsels: 'de', achterNaam: 'Vries' } },
  ],
  labels: [{ id: 5, naam: 'Spoed', kleur: '#c00' }],
  workload: { status: 'BEHANDELING', gebruiker: { id: 7, voorLetters: 'J.', tussenVoegsels: 'van', achterNaam: 'Dijk' }, gewijzigdOp: null, slaDatum: null, deadline: null },
  redenBeeindigingId: 1, statusToelichting: 'Klant ziet af', tekstregels: [],
  offerteData: [
    { id: 1, volgnummer: 1, kenmerk: 'ING00000001', uitgebrachtOp: null, geldigTot: null, hoofdsom: null },
    { id: 2, volgnummer: 2, kenmerk: 'ING00000002', uitgebrachtOp: null, geldigTot: null, hoofdsom: null },
  ],
  contractanten: [], opmerkingen: [{ id: 9, tekst: 'Taxatie opgevraagd', createdAt: '2026-11-02T10:15:00Z', gebruiker: null }],
};

let dossier: Record<string, unknown> = DOSSIER;
const respond = (path: string) => {
  if (path === '/api/v1/dossiers/12') return json(dossier);
  if (path === '/api/v1/rs/redenbeeindigings') return json([{ id: 1, omschrijving: 'Klant ziet af van aankoop' }]);
  if (path === '/api/v1/dossiers/labels') return json([{ id: 5, naam: 'Spoed', kleur: '#c00' }]);
  return json(null);
};

const renderAt = (path: string, permissions: string[]) => {
  writeSession(session({ permissions }));
  const calls = mockFetch((call) => respond(call.url.pathname));
  renderInAdmin(
    <Routes>
      <Route path="/dossiers/:id/*" element={<><DossierDetailPage /><DocumentTitle /></>} />
    </Routes>,
    { path },
  );
  return calls;
};

describe('dossier detail page', () => {
  afterEach(() => {
    dossier = DOSSIER;
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the spec header, titles the document with it and remembers the visit', async () => {
    renderAt('/dossiers/12', [...MEDEWERKER, 'DOSSIER_DETAIL_STATUS']);
    await waitFor(() => expect(screen.getByTestId('dossier-header').textContent).toBe('Dossier: 12 - ING00000002'));
    expect(screen.getByTestId('dossier-applicants').textContent).toBe('Dhr. B.S. Aalbers & Mevr. J. de Vries');
    expect(screen.getByTestId('dossier-office').textContent).toBe('Aalbers Hypotheekadvies, Zwolle');
    await waitFor(() => expect(document.title).toBe('Dossier: 12 - ING00000002'));
    expect(readRecentDossiers()[0]).toMatchObject({ id: 12, path: '/dossiers/12' });
  });

  it('leaves out the reference of an application that has no offer yet', async () => {
    dossier = { ...DOSSIER, offerteNr: null, offerteData: [] };
    renderAt('/dossiers/12', MEDEWERKER);
    await waitFor(() => expect(screen.getByTestId('dossier-header').textContent).toBe('Dossier: 12'));
  });

  it('offers a closed dossier reopen only, and shows its status, reason and workload in the side panel', async () => {
    renderAt('/dossiers/12', [...MEDEWERKER, 'DOSSIER_DETAIL_STATUS']);
    await screen.findByTestId('action-reopen');
    expect(screen.queryByTestId('action-close')).toBeNull();
    expect(screen.getByTestId('status-status').textContent).toBe('Beëindigd');
    await waitFor(() => expect(screen.getByTestId('status-reden').textContent).toBe('Klant ziet af van aankoop'));
    expect(screen.getByTestId('workload-status').textContent).toBe('In behandeling');
    expect(screen.getByTestId('workload-handler').textContent).toBe('J. van Dijk');
    expect(screen.getByTestId('remark-9').textContent).toContain('Taxatie opgevraagd');
  });

  it('hides what the permissions do not allow: status actions, the communicatie and wijzigingen tabs, label and remark input', async () => {
    renderAt('/dossiers/12', MEDEWERKER);
    await screen.findByTestId('dossier-header');
    expect(screen.queryByTestId('status-actions')).toBeNull();
    expect(screen.queryByTestId('tab-communicatie')).toBeNull();
    expect(screen.queryByTestId('tab-wijzigingen')).toBeNull();
    expect(screen.queryByTestId('remark-text')).toBeNull();
    expect(screen.queryByTestId('label-remove-5')).toBeNull();
  });

  it('opens the tab named in the URL', async () => {
    renderAt('/dossiers/12/communicatie', [...MEDEWERKER, 'DOSSIER_DETAIL_COMMUNICATIE']);
    await screen.findByTestId('tabpanel-communicatie');
    expect(screen.getByTestId('tab-communicatie').getAttribute('aria-selected')).toBe('true');
  });
});
