import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { isDetailRoute, shouldStepBack, useBackStep } from '../../../src/shell/routing/backStep';

describe('back step rule', () => {
  it('knows the detail routes of the three dossier areas, with or without a tab', () => {
    for (const path of ['/dossiers/12', '/cds/7', '/btl/300', '/dossiers/12/communicatie', '/btl/3/']) expect(isDetailRoute(path), path).toBe(true);
    for (const path of ['/dossiers', '/beheer-btl/12', '/werkverdeling', '/dossiers/abc', '/dossiers/12/a/b']) expect(isDetailRoute(path), path).toBe(false);
  });

  it('steps on only when going backwards onto a detail route', () => {
    expect(shouldStepBack(3, 2, '/dossiers/12')).toBe(true);
    expect(shouldStepBack(1, 2, '/dossiers/12')).toBe(false);
    expect(shouldStepBack(3, 2, '/werkverdeling')).toBe(false);
    expect(shouldStepBack(null, 2, '/dossiers/12')).toBe(false);
  });
});

/** The router under test keeps its own stack; the hook reads the browser's index, set here per step. */
let go: (delta: number, idx: number) => void = () => undefined;
const Probe = () => {
  useBackStep();
  const navigate = useNavigate();
  go = (delta, idx) => {
    window.history.replaceState({ idx }, '');
    navigate(delta);
  };
  return <div data-testid="where">{useLocation().pathname}</div>;
};

const renderAt = (entries: string[], index: number) => {
  window.history.replaceState({ idx: index }, '');
  render(
    <MemoryRouter initialEntries={entries} initialIndex={index}>
      <Probe />
    </MemoryRouter>,
  );
};

describe('useBackStep', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('goes back once more after the back button landed on a dossier', async () => {
    renderAt(['/dossiers', '/dossiers/12', '/werkverdeling'], 2);
    // Once the router moved back, the browser's index is that of the list as well.
    await act(async () => go(-1, 1));
    expect(screen.getByTestId('where').textContent).toBe('/dossiers');
  });

  it('stays on a dossier reached with the forward button', async () => {
    renderAt(['/dossiers', '/dossiers/12'], 0);
    await act(async () => go(1, 1));
    expect(screen.getByTestId('where').textContent).toBe('/dossiers/12');
  });

  it('stays on a page that is not a dossier after going back', async () => {
    renderAt(['/dossiers/12', '/werkverdeling', '/startpagina'], 2);
    await act(async () => go(-1, 1));
    expect(screen.getByTestId('where').textContent).toBe('/werkverdeling');
  });
});
