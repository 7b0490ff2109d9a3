import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from '../../../src/shell/forms/SubmitButton';
import { renderInAdmin } from '../render';

describe('a submit button that waits for its input', () => {
  it('does nothing while something is missing, stays reachable by Tab and names what is missing', async () => {
    const onClick = vi.fn();
    renderInAdmin(
      <SubmitButton missing={['Dossier', 'Onderwerp']} onClick={onClick}>
        Versturen
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Versturen' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Nog nodig: Dossier, Onderwerp');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('acts as a plain button once nothing is missing', () => {
    const onClick = vi.fn();
    renderInAdmin(
      <SubmitButton missing={[]} onClick={onClick}>
        Versturen
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Versturen' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.getAttribute('title') ?? '').toBe('');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps a form from going while something is missing', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderInAdmin(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <SubmitButton type="submit" missing={['Bericht']}>
          Versturen
        </SubmitButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
