import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import ObjectSection from '../../../src/pages/dossier-detail/object/ObjectSection';
import { LET_OP } from '../../../contract/field-rules';
import { json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const ITEM = { id: 7, version: 1, kadastraleGemeente: 'Utrecht', sectie: 'AB', perceelnummer: '1234', appartementsindex: null, grootteM2: 250 };
const OBJECT = {
  id: 3, version: 4, soortObject: 'Woning', straatNaam: 'Dorpsstraat', huisNummer: 4, huisNummerToevoeging: null, postcode: '1234AB', plaatsNaam: 'Utrecht',
  koopsom: 425000, marktwaarde: null, wozWaarde: null, bouwjaar: 1998, energieLabel: 'A', verhuurd: false, huurPerMaand: null, kadaster: [ITEM],
};

const setup = () => {
  writeSession(session({ permissions: ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_EDIT'] }));
  const calls = mockFetch((call) => {
    if (call.method === 'POST') return json({ ...ITEM, id: 8, ...(call.body as object) }, 201);
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    if (call.method === 'PUT') return json({ ...OBJECT, ...(call.body as object), version: 5 });
    return json([OBJECT]);
  });
  renderInAdmin(<ObjectSection dossierId={12} />);
  return calls;
};

describe('object and kadaster section', () => {
  beforeEach(() => setXsrfCookie('x'));
  afterEach(() => {
    clearSession();
    setXsrfCookie(null);
    vi.unstubAllGlobals();
  });

  it('shows the property and its parcels', async () => {
    const calls = setup();
    const row = await screen.findByTestId('kadaster-table-row-7');
    expect(row.textContent).toContain('Utrecht');
    expect(row.textContent).toContain('1234');
    expect(screen.getByTestId('object-view-koopsom').textContent).toBe('€ 425.000');
    expect(calls[0].url.pathname + calls[0].url.search).toBe('/api/v1/dossiers/12/object?origin=AANVRAAG');
  });

  it("adds a parcel: a bad perceelnummer gets the 'Let op:' message, the fixed one is posted", async () => {
    const calls = setup();
    fireEvent.click(await screen.findByTestId('kadaster-add'));
    fireEvent.change(screen.getByTestId('kadaster-form-kadastraleGemeente'), { target: { value: 'Zeist' } });
    fireEvent.change(screen.getByTestId('kadaster-form-sectie'), { target: { value: 'C' } });
    fireEvent.change(screen.getByTestId('kadaster-form-perceelnummer'), { target: { value: '12x' } });
    fireEvent.click(screen.getByTestId('kadaster-form-save'));
    expect(await screen.findByText(LET_OP.digits)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('kadaster-form-perceelnummer'), { target: { value: '815' } });
    fireEvent.click(screen.getByTestId('kadaster-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/objects/3/kadaster');
    expect(post.body).toMatchObject({ kadastraleGemeente: 'Zeist', sectie: 'C', perceelnummer: '815' });
  });

  it('removes a parcel only after the confirmation', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByTestId('kadaster-table-delete-7'));
    expect(await screen.findByText('Weet u zeker dat u perceel Utrecht AB 1234 wilt verwijderen?')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.url.pathname).toBe('/api/v1/objects/3/kadaster/7');
  });

  it('adds the property when the dossier has none: no id or version is sent, and the new property shows', async () => {
    writeSession(session({ permissions: ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_EDIT'] }));
    let stored: unknown[] = [];
    const calls = mockFetch((call) => {
      if (call.method === 'PUT') {
        stored = [{ ...OBJECT, ...(call.body as object), id: 9, version: 1, kadaster: [] }];
        return json(stored[0]);
      }
      return json(stored);
    });
    renderInAdmin(<ObjectSection dossierId={12} />);
    expect(await screen.findByText('Dit dossier heeft nog geen object.')).toBeTruthy();
    expect(screen.getByTestId('object-edit').textContent).toBe('Object toevoegen');
    fireEvent.click(screen.getByTestId('object-edit'));
    for (const [field, value] of [['soortObject', 'Woning'], ['straatNaam', 'Kerkstraat'], ['huisNummer', '12'], ['postcode', '3701 AB'], ['plaatsNaam', 'Zeist']]) {
      fireEvent.change(screen.getByTestId(`object-form-${field}`), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('object-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/dossiers/12/object');
    expect(put.body).toMatchObject({ soortObject: 'Woning', straatNaam: 'Kerkstraat', huisNummer: '12', postcode: '3701 AB', plaatsNaam: 'Zeist', verhuurd: false });
    expect(put.body).not.toHaveProperty('id');
    expect(put.body).not.toHaveProperty('version');
    expect(await screen.findByTestId('object-9')).toBeTruthy();
  });

  it('saves the property with its id and version', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByTestId('object-edit'));
    fireEvent.change(screen.getByTestId('object-form-postcode'), { target: { value: '1234 ss' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    expect(await screen.findByText(LET_OP.postcode)).toBeTruthy();
    fireEvent.change(screen.getByTestId('object-form-postcode'), { target: { value: '3701 ab' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ id: 3, version: 4, postcode: '3701 ab', koopsom: '425.000' });
  });
});
