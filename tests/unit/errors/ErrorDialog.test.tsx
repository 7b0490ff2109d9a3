import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const refresh = vi.fn();
vi.mock('ra-core', async (original) => ({ ...(await original<typeof import('ra-core')>()), useRefresh: () => refresh }));

const { ErrorDialog } = await import('../../../src/shell/errors/ErrorDialog');
const { showErrorDialog } = await import('../../../src/shell/errors/errorStore');
const { renderInAdmin } = await import('../render');

const open = async (messages: string[], extra: object = {}) => {
  vi.useFakeTimers();
  renderInAdmin(<ErrorDialog />);
  act(() => {
    showErrorDialog({ type: 'GENERAL', messages, fields: [], reloadOnClose: false, ...extra });
    vi.advanceTimersByTime(100);
  });
  vi.useRealTimers();
};

describe('Foutmelding dialog', () => {
  it("shows the messages under the title 'Foutmelding'", async () => {
    await open(['Eerste melding', 'Tweede melding']);
    const dialog = screen.getByRole('dialog', { name: 'Foutmelding' });
    expect(dialog.textContent).toContain('Eerste melding');
    expect(dialog.textContent).toContain('Tweede melding');
  });

  it('lists fields with their messages for VALIDATION', async () => {
    await open(['x'], { type: 'VALIDATION', fields: [{ field: 'Teamnaam', message: 'Dit veld is verplicht.' }] });
    const list = screen.getByTestId('error-dialog-messages');
    expect(list.textContent).toBe('TeamnaamDit veld is verplicht.');
  });

  it("shows the request's reference the server named, for the administrator's log", async () => {
    await open(['Er is iets mis gegaan, probeer het later opnieuw'], { requestId: '9f3a1c2e7b4d0a8e5f61' });
    expect(screen.getByTestId('error-dialog-reference').textContent).toBe('Referentie: 9f3a1c2e7b4d0a8e5f61');
  });

  it('shows no reference line when the answer named none', async () => {
    await open(['Fout']);
    expect(screen.queryByTestId('error-dialog-reference')).toBeNull();
  });

  it("'Sluiten' closes the dialog and refreshes the data", async () => {
    refresh.mockClear();
    await open(['Fout']);
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reloads the page instead after a failed upload', async () => {
    refresh.mockClear();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await open(['Het document kan niet worden geupload.'], { reloadOnClose: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});
