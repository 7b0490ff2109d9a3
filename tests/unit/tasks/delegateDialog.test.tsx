import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AppDataProvider, dataProvider } from '../../../src/dataProvider';
import { DelegateDialog } from '../../../src/pages/workflow/DelegateDialog';
import { renderInAdmin } from '../render';

describe('the Delegeren dialog', () => {
  it('names a team by its name, as the lists do, and by its e-mail, as the panel does', async () => {
    const stub = {
      ...dataProvider,
      getDelegateTargets: async () => ({ gebruikers: [], teams: [{ id: 2, teamNaam: 'Acceptatie', teamEmail: 'acceptatie@backoffice.example.nl' }] }),
    } as unknown as AppDataProvider;
    const onDelegate = vi.fn();
    renderInAdmin(<DelegateDialog onClose={() => undefined} onDelegate={onDelegate} />, { dataProvider: stub });
    expect(screen.getByText('Verstuur aan')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Team'));
    fireEvent.mouseDown(within(screen.getByTestId('delegate-to')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Acceptatie (acceptatie@backoffice.example.nl)' }));
    fireEvent.click(screen.getByTestId('delegate-confirm'));
    expect(onDelegate).toHaveBeenCalledWith({ toSelection: 0, teamId: 2 });
  });
});
