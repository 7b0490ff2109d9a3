import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import IncomeTab from '../../../src/pages/dossier-detail/income/IncomeTab';
import { LET_OP } from '../../../contract/field-rules';
import { type Call, json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const DOSSIER = { id: 12, version: 3, hypotheekGevers: [{ id: 5, version: 1, partijNawData: { voorLetters: 'J.', tussenVoegsels: null, achterNaam: 'Jansen' } }] };
const JOB = { id: 31, version: 2, hypotheekgeverId: 5, soort: 'LOONDIENST', omschrijving: 'Bakkerij Jansen', dienstverband: 'VAST', brutoJaarbedrag: 54000, ingangsDatum: '2015-04-01', eindDatum: null };
const BENEFIT = { id: 40, version: 1, hypotheekgeverId: 5, soort: 'UITKERING', omschrijving: 'WW-uitkering', dienstverband: null, brutoJaarbedrag: 12000.5, ingangsDatum: null, eindDatum: null };

type Answer = (call: Call) => Response | undefined;
const setup = (answer: Answer = () => undefined, permissions = ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_EDIT']) => {
  writeSession(session({ permissions: permissions as never }));
  const calls = mockFetch((call) => {
    const given = answer(call);
    if (given) return given;
    const path = call.url.pathname;
    if (path === '/api/v1/dossiers/12') return json(DOSSIER);
    if (path.endsWith('/inkomen/dienstbetrekkingen')) return json([JOB]);
    if (path.endsWith('/inkomen/uitkering')) return json([BENEFIT]);
    return json([]);
  });
  renderInAdmin(<IncomeTab dossierId={12} />);
  return calls;
};

describe('Aanvraag inkomen tab', () => {
  beforeEach(() => setXsrfCookie('x'));
  afterEach(() => {
    clearSession();
    setXsrfCookie(null);
    vi.unstubAllGlobals();
  });

  it('shows each applicant with employments and the other income kinds, in Dutch notation', async () => {
    setup();
    const row = await screen.findByTestId('income-5-table-row-31');
    expect(row.textContent).toContain('Bakkerij Jansen');
    expect(row.textContent).toContain('Vast');
    expect(row.textContent).toContain('€ 54.000');
    expect(row.textContent).toContain('01-04-2015');
    const other = screen.getByTestId('income-5-other');
    expect(other.textContent).toContain('Uitkering');
    expect(other.textContent).toContain('€ 12.000,50');
    expect(screen.getByText('Inkomen J. Jansen')).toBeTruthy();
  });

  it('edits an amount typed in Dutch notation and sends it with the version read', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByTestId('income-5-table-edit-31'));
    const amount = screen.getByTestId('income-5-form-brutoJaarbedrag') as HTMLInputElement;
    expect(amount.value).toBe('54.000');
    fireEvent.change(amount, { target: { value: '61.500,5x' } });
    fireEvent.click(screen.getByTestId('income-5-form-save'));
    expect(await screen.findByText(LET_OP.amount)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(amount, { target: { value: '61.500,50' } });
    fireEvent.click(screen.getByTestId('income-5-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/dossier/12/inkomen/dienstbetrekkingen');
    expect(put.body).toEqual([expect.objectContaining({ id: 31, version: 2, hypotheekgeverId: 5, werkgever: 'Bakkerij Jansen', brutoJaarbedrag: '61.500,50', dienstverband: 'VAST' })]);
  });

  it("shows the server's field message of a list body under the field", async () => {
    setup((call) =>
      call.method === 'PUT'
        ? json({ type: 'VALIDATION', messages: ['Aanvrager: onbekend'], fields: { '0.werkgever': 'Deze werkgever staat op de uitsluitingslijst.' } }, 400)
        : undefined,
    );
    fireEvent.click(await screen.findByTestId('income-5-table-edit-31'));
    fireEvent.click(screen.getByTestId('income-5-form-save'));
    const form = screen.getByTestId('income-5-form');
    expect(await within(form).findByText('Deze werkgever staat op de uitsluitingslijst.')).toBeTruthy();
  });

  it('offers no changes without DOSSIER_DETAIL_EDIT', async () => {
    setup(undefined, ['MENU_DOSSIERS_VIEW']);
    await screen.findByTestId('income-5-table-row-31');
    expect(screen.queryByTestId('income-5-table-edit-31')).toBeNull();
    expect(screen.queryByTestId('income-5-add')).toBeNull();
    expect(screen.queryByTestId('bezittingen-add')).toBeNull();
  });
});
