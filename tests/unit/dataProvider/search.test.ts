import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSession } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import { closeErrorDialog } from '../../../src/shell/errors/errorStore';
import { session } from '../fixtures';
import { json, mockFetch, setXsrfCookie } from './fetchMock';

beforeEach(() => {
  writeSession(session());
  setXsrfCookie('xsrf-123');
});
afterEach(() => {
  setXsrfCookie(null);
  closeErrorDialog();
});

describe('a list with a search call (berichttemplates: POST /bericht-templates/search)', () => {
  it('POSTs the filters as a typed JSON body with page, size and sort in the query', async () => {
    const calls = mockFetch(() => json({ content: [{ id: 4, naam: 'Renteaanbod' }], totalElements: 9, totalPages: 1, number: 1, size: 5 }));
    const result = await dataProvider.getList('berichttemplates', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'naam', order: 'DESC' },
      filter: { active: 'true', btl: 'false', naam: ' rente ', geldverstrekkerId: '3', categorie: 'E' },
    });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/api/v1/bericht-templates/search');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ page: '1', size: '5', sort: 'naam,desc' });
    expect(calls[0].body).toEqual({ active: true, btl: false, naam: 'rente', geldverstrekkerId: 3, categorie: 'E' });
    expect(calls[0].headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');
    expect(result).toEqual({ data: [{ id: 4, naam: 'Renteaanbod' }], total: 9 });
  });

  it('populates a template from a dossier through the named call, leaving a 404 to the caller', async () => {
    mockFetch(() => json({ type: 'GENERAL', messages: ['Niet gevonden.'] }, 404));
    await expect(dataProvider.populateBerichtTemplate(7, 999)).rejects.toMatchObject({ status: 404 });
  });
});
