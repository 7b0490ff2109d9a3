import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import { CounterBadge } from '../../../src/shell/menu/CounterBadge';
import { json, mockFetch } from '../dataProvider/fetchMock';
import { ADVISEUR, session } from '../fixtures';
import { renderInAdmin } from '../render';

const COUNTERS = {
  dossiers: { alle: 131, afgerond: 4, morgen: 2, sla: 5, afgerond_RA: 1, morgen_RA: 0, sla_RA: 3 },
  cds: { alle: 40, afgerond: 0, morgen: 7, sla: 1, afgerond_RA: 2, morgen_RA: 1, sla_RA: 0 },
};

const badges = (keys: string[]) =>
  renderInAdmin(
    <>
      {keys.map((key) => (
        <CounterBadge key={key} counter={key} />
      ))}
    </>,
  );

describe('workload counters in the sidebar', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows each counter plus its rate-offer variant, from one call for all badges', async () => {
    writeSession(session());
    const calls = mockFetch(() => json(COUNTERS));
    badges(['dossiers.alle', 'dossiers.sla', 'dossiers.morgen', 'dossiers.afgerond', 'cds.alle', 'cds.sla', 'cds.morgen', 'cds.afgerond']);
    expect((await screen.findByTestId('counter-dossiers.alle')).textContent).toBe('131');
    expect((await screen.findByTestId('counter-cds.alle')).textContent).toBe('40');
    expect((await screen.findByTestId('counter-dossiers.sla')).textContent).toBe('8');
    expect((await screen.findByTestId('counter-dossiers.morgen')).textContent).toBe('2');
    expect((await screen.findByTestId('counter-dossiers.afgerond')).textContent).toBe('5');
    expect((await screen.findByTestId('counter-cds.morgen')).textContent).toBe('8');
    expect((await screen.findByTestId('counter-cds.afgerond')).textContent).toBe('2');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/workload/dossiers/status']);
  });

  it('asks nothing and shows no badge without the workload-filter permission', async () => {
    writeSession(session({ permissions: ADVISEUR, userCode: 'A' }));
    const calls = mockFetch(() => json(COUNTERS));
    const { container } = badges(['dossiers.sla', 'cds.morgen']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.innerHTML).toBe('');
    expect(calls).toHaveLength(0);
  });
});
