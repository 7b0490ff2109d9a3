import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import OverviewSection from '../../../src/pages/dossier-detail/overview/OverviewSection';
import { json, mockFetch } from '../dataProvider/fetchMock';
import { MEDEWERKER, session } from '../fixtures';
import { renderInAdmin } from '../render';

const OVERVIEW = {
  status: {},
  lenings: { leningdelen: [], totaal: 0 },
  object: null,
  financieleDekking: { koopsom: 0, hoofdsom: 0, eigenMiddelen: 0, bezittingen: 0, totaalDekking: 0, tekort: 0 },
  statusDates: { ontvangenOp: null, stapSinds: null, geldigTot: null, statusGewijzigdOp: null, faseGewijzigdOp: null, belangrijkeDatums: [] },
};
const COUNTS = [
  { code: 'O', omschrijving: 'Opgevraagd, in afwachting', icoon: 'HOURGLASS', aantal: 3 },
  { code: 'G', omschrijving: 'Goedgekeurd', icoon: 'CHECK', aantal: 5 },
  { code: 'R', omschrijving: 'Afgekeurd', icoon: 'CLOSE', aantal: 0 },
  { code: 'Y', omschrijving: 'Origineel op papier nodig', icoon: 'PAPER', aantal: 1 },
];

const render = (counts: unknown[]) => {
  writeSession(session({ permissions: MEDEWERKER }));
  const calls = mockFetch((call) => (call.url.pathname.endsWith('/document-status-count') ? json(counts) : json(OVERVIEW)));
  renderInAdmin(<OverviewSection dossierId={12} />);
  return calls;
};

describe('overview: documents per status', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows every status with its icon and count, a status without documents as 0', async () => {
    const calls = render(COUNTS);
    const block = await screen.findByTestId('overview-documents');
    expect(within(block).getByText('Documenten')).toBeTruthy();
    await within(block).findByTestId('overview-documents-O');
    expect(COUNTS.map((c) => within(block).getByTestId(`overview-documents-${c.code}-aantal`).textContent)).toEqual(['3', '5', '0', '1']);
    expect(within(block).getByTestId('overview-documents-R').textContent).toContain('Afgekeurd');
    expect(within(block).getByLabelText('Afgekeurd: 0')).toBeTruthy();
    const icons = ['HourglassEmptyIcon', 'CheckCircleIcon', 'CancelIcon', 'DescriptionIcon'];
    COUNTS.forEach((c, i) => expect(within(within(block).getByTestId(`overview-documents-${c.code}`)).getByTestId(icons[i])).toBeTruthy());
    expect(calls.some((c) => c.url.pathname === '/api/v1/overzicht/12/document-status-count')).toBe(true);
  });

  it('says so when no document status is set up', async () => {
    render([]);
    const block = await screen.findByTestId('overview-documents');
    expect(await within(block).findByText('Er zijn geen documentstatussen ingesteld.')).toBeTruthy();
  });
});
