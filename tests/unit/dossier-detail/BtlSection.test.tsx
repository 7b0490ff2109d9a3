import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import BtlSection from '../../../src/pages/dossier-detail/btl/BtlSection';
import { LET_OP } from '../../../contract/field-rules';
import { type Call, json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const CONTRACTOR = {
  id: 5, version: 2, dossierId: 12, type: 'COMPANY', firstName: null, familyNamePrefix: null, familyName: null, name: 'Kramer Vastgoed B.V.', kvkNummer: '87569780',
  contactDetails: [{ type: 'EMAIL', value: 'info@kramer.nl' }, { type: 'TELEFOON', value: '0612345678' }, { type: 'EMAIL', value: 'boekhouding@kramer.nl' }],
};

const setup = (answer: (call: Call) => Response | undefined = () => undefined, permissions = ['MENU_BTL_DOSSIERS_VIEW', 'BTL_DOSSIER_EDIT']) => {
  writeSession(session({ permissions }));
  const calls = mockFetch((call) => answer(call) ?? (call.url.pathname === '/api/v1/contractor/search' ? json([CONTRACTOR]) : call.method === 'PATCH' ? json(CONTRACTOR) : json([])));
  renderInAdmin(<BtlSection dossierId={12} />);
  return calls;
};

describe('BTL contractors', () => {
  beforeEach(() => setXsrfCookie('x'));
  afterEach(() => {
    clearSession();
    setXsrfCookie(null);
    vi.unstubAllGlobals();
  });

  it('offers no change of contractors without BTL_DOSSIER_EDIT, DOSSIER_DETAIL_EDIT or not', async () => {
    setup(undefined, ['MENU_BTL_DOSSIERS_VIEW', 'DOSSIER_DETAIL_EDIT']);
    await screen.findByTestId('contractors-table-row-5');
    expect(screen.queryByTestId('contractors-table-edit-5')).toBeNull();
  });

  it('edits the e-mail address and phone number as inputs, keeping further contact details', async () => {
    const calls = setup();
    const row = await screen.findByTestId('contractors-table-row-5');
    expect(row.textContent).toContain('Bedrijf');
    expect(row.textContent).toContain('info@kramer.nl, 0612345678, boekhouding@kramer.nl');
    fireEvent.click(screen.getByTestId('contractors-table-edit-5'));
    const email = screen.getByTestId('contractors-form-email') as HTMLInputElement;
    expect(email.value).toBe('info@kramer.nl');
    fireEvent.change(email, { target: { value: 'geen-adres' } });
    fireEvent.click(screen.getByTestId('contractors-form-save'));
    expect(await within(screen.getByTestId('contractors-form')).findByText(LET_OP.email)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(email, { target: { value: 'hypotheek@kramer.nl' } });
    fireEvent.change(screen.getByTestId('contractors-form-telefoon'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('contractors-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/v1/contractor/5');
    expect(patch.body).toMatchObject({
      version: 2,
      name: 'Kramer Vastgoed B.V.',
      contactDetails: [{ type: 'EMAIL', value: 'hypotheek@kramer.nl' }, { type: 'EMAIL', value: 'boekhouding@kramer.nl' }],
    });
    expect(patch.body).not.toHaveProperty('email');
  });

  it("puts the server's message about a contact detail under its input", async () => {
    setup((call) =>
      call.method === 'PATCH' ? json({ type: 'VALIDATION', messages: ['x'], fields: { 'contactDetails.1.value': 'Dit nummer is niet bereikbaar.' } }, 400) : undefined,
    );
    fireEvent.click(await screen.findByTestId('contractors-table-edit-5'));
    fireEvent.click(screen.getByTestId('contractors-form-save'));
    const message = await within(screen.getByTestId('contractors-form')).findByText('Dit nummer is niet bereikbaar.');
    expect(screen.getByTestId('contractors-form-telefoon').getAttribute('aria-describedby')).toContain(message.id);
  });
});
