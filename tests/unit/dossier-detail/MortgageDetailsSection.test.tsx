import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import MortgageDetailsSection from '../../../src/pages/dossier-detail/mortgage/MortgageDetailsSection';
import { json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const part = (id: number, volgnummer: number, aflosvorm: string, bedrag: number) => ({
  id, volgnummer, aflosvorm, bedrag, rentePercentage: 3.9, rentevastePeriodeMaanden: 120, looptijdMaanden: 360, fiscaalRegime: 'BOX1', version: 1,
});
const HYPOTHEEK = { id: 40, version: 2, hoofdsom: 350000, nhg: false, eigenMiddelen: null, ingangsDatum: null, leningdelen: [part(81, 1, 'Annuiteit', 230000), part(82, 2, 'Beleggen', 120000)] };

const ANSWERS: Record<string, unknown> = {
  '/api/v1/dossiers/12/hypotheek': HYPOTHEEK,
  '/api/v1/dossiers/hypotheek/lening/40/hypotheekopties': {
    id: 1, meeneembaar: true, verhogingMogelijk: false, inschrijvingsBedrag: 440000, renteaanpassing: 'RENTEMIDDELING', boetevrijAflossenPercentage: 15,
  },
  '/api/v1/dossiers/hypotheek/lening/40/bancairedekking': [
    { id: 5, leningdeelId: 82, leningdeelVolgnummer: 2, soort: 'BELEGGINGSRECHT', contractNummer: 'BR000000082', waarde: 41234.5, inlegPerMaand: 183.33, ingangsDatum: '2009-03-01' },
  ],
  '/api/v1/dossiers/hypotheek/lening/40/maatwerk': [],
  '/api/v1/dossiers/hypotheek/leningdeel/82/premieafspraken': [{ id: 9, soort: 'BELEGGINGSINLEG', bedragPerMaand: 183.33, ingangsDatum: '2009-03-01', looptijdMaanden: 360 }],
  '/api/v1/dossiers/hypotheek/leningdeel/82/fondsverdeling': [
    { id: 3, fondsNaam: 'Wereldwijd Aandelenfonds', percentage: 60 },
    { id: 2, fondsNaam: 'Mixfonds Neutraal', percentage: 25 },
  ],
  '/api/v1/dossiers/hypotheek/leningdeel/82/kortingsregeling': [{ id: 4, soort: 'BETAALREKENING', percentage: 0.25, voorwaarde: 'Inkomen op een betaalrekening bij de geldverstrekker.' }],
};

const setup = () => {
  writeSession(session({ permissions: ['MENU_DOSSIERS_VIEW'] }));
  const calls = mockFetch((call) => (call.url.pathname in ANSWERS ? json(ANSWERS[call.url.pathname]) : json({ type: 'NOT_FOUND' }, 404)));
  renderInAdmin(<MortgageDetailsSection dossierId={12} />);
  return calls;
};

describe('mortgage details section', () => {
  beforeEach(() => setXsrfCookie('x'));
  afterEach(() => {
    clearSession();
    setXsrfCookie(null);
    vi.unstubAllGlobals();
  });

  it("shows the loan's options, pledged account and maatwerk in Dutch notation", async () => {
    setup();
    const opties = await screen.findByTestId('hypotheekopties-facts');
    expect(opties.textContent).toContain('MeeneembaarJa');
    expect(opties.textContent).toContain('Verhogen zonder notarisNee');
    expect(opties.textContent).toContain('€ 440.000');
    expect(opties.textContent).toContain('Rentemiddeling');
    expect(opties.textContent).toContain('15%');
    const account = await screen.findByTestId('bancairedekking-row-5');
    expect(account.textContent).toBe('2BeleggingsrechtBR000000082€ 41.234,50€ 183,3301-03-2009');
    expect((await screen.findByTestId('maatwerk')).textContent).toContain('Geen maatwerk');
  });

  it('reads a loan part only when it is opened: premium, fund spread largest first, discount', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByTestId('leningdeel-2-open'));
    const funds = await screen.findByTestId('leningdeel-2-fondsverdeling');
    expect(within(funds).getByTestId('leningdeel-2-fondsverdeling-row-3').textContent).toBe('Wereldwijd Aandelenfonds60%');
    expect(within(funds).getByTestId('leningdeel-2-fondsverdeling-row-2').textContent).toBe('Mixfonds Neutraal25%');
    expect((await screen.findByTestId('leningdeel-2-premieafspraken-row-9')).textContent).toBe('Beleggingsinleg€ 183,3301-03-2009360 mnd');
    expect((await screen.findByTestId('leningdeel-2-kortingsregeling-row-4')).textContent).toContain('Betaalrekeningkorting0,25%');
    expect(calls.some((c) => c.url.pathname.includes('/leningdeel/81/'))).toBe(false);
  });
});
