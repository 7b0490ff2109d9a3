import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerCounterSource } from '../../../src/shell/counters';
import { CounterBadge } from '../../../src/shell/menu/CounterBadge';
import { renderInAdmin } from '../render';

const renderBadge = (counter: string | undefined) => renderInAdmin(<CounterBadge counter={counter} />);

describe('sidebar counters', () => {
  it('shows no badge while no source is registered for the key', () => {
    const { container } = renderBadge('zonder-bron');
    expect(container.innerHTML).toBe('');
  });

  it('shows the number a registered source gives', async () => {
    const unregister = registerCounterSource('workflow', async () => 7);
    renderBadge('workflow');
    expect((await screen.findByTestId('counter-workflow')).textContent).toBe('7');
    unregister();
  });

  it('shows no badge when the source has no number', async () => {
    const unregister = registerCounterSource('dossiers.sla', async () => undefined);
    const { container } = renderBadge('dossiers.sla');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
    unregister();
  });

  it('shows no badge at zero', async () => {
    let asked = false;
    const unregister = registerCounterSource('overruledesk', async () => {
      asked = true;
      return 0;
    });
    const { container } = renderBadge('overruledesk');
    await vi.waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
    unregister();
  });

  it('shows nothing for an entry without a counter key', () => {
    expect(renderBadge(undefined).container.innerHTML).toBe('');
  });
});
