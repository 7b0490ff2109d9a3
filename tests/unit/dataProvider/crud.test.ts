import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import { closeErrorDialog } from '../../../src/shell/errors/errorStore';
import * as errorStore from '../../../src/shell/errors/errorStore';
import { session } from '../fixtures';
import { json, mockFetch, setXsrfCookie } from './fetchMock';

const page = (content: unknown[], totalElements = content.length) => json({ content, totalElements, totalPages: 1, number: 0, size: 25 });

beforeEach(() => {
  writeSession(session());
  setXsrfCookie('xsrf-123');
});
afterEach(() => {
  setXsrfCookie(null);
  closeErrorDialog();
});

describe('getList', () => {
  it('sends the page zero-based, the size and sort as column,direction', async () => {
    const calls = mockFetch(() => page([{ id: 1, teamNaam: 'A' }], 31));
    const result = await dataProvider.getList('teams', { pagination: { page: 3, perPage: 10 }, sort: { field: 'teamNaam', order: 'DESC' }, filter: {} });
    expect(calls[0].url.pathname).toBe('/api/v1/teams');
    expect(calls[0].url.searchParams.get('page')).toBe('2');
    expect(calls[0].url.searchParams.get('size')).toBe('10');
    expect(calls[0].url.searchParams.get('sort')).toBe('teamNaam,desc');
    expect(result).toEqual({ data: [{ id: 1, teamNaam: 'A' }], total: 31 });
  });

  it('sends ascending sort as asc', async () => {
    const calls = mockFetch(() => page([]));
    await dataProvider.getList('teams', { pagination: { page: 1, perPage: 25 }, sort: { field: 'teamEmail', order: 'ASC' }, filter: {} });
    expect(calls[0].url.searchParams.get('sort')).toBe('teamEmail,asc');
    expect(calls[0].url.searchParams.get('page')).toBe('0');
  });

  it('sends filters as query parameters, trimmed, and drops empty, null and undefined ones', async () => {
    const calls = mockFetch(() => page([]));
    await dataProvider.getList('teams', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'teamNaam', order: 'ASC' },
      filter: { teamNaam: '  accept ', active: 'true', moneyProviderId: null, teamType: undefined, teamEmail: '   ' },
    });
    const params = calls[0].url.searchParams;
    expect(params.get('teamNaam')).toBe('accept');
    expect(params.get('active')).toBe('true');
    expect([...params.keys()].sort()).toEqual(['active', 'page', 'size', 'sort', 'teamNaam']);
  });
});

describe('single records', () => {
  it('getOne reads {apiPath}/{id}', async () => {
    const calls = mockFetch(() => json({ id: 4, version: 2 }));
    expect(await dataProvider.getOne('teams', { id: 4 })).toEqual({ data: { id: 4, version: 2 } });
    expect(calls[0].url.pathname).toBe('/api/v1/teams/4');
  });

  it('getMany reads every id', async () => {
    const calls = mockFetch((call) => json({ id: Number(call.url.pathname.split('/').pop()) }));
    const { data } = await dataProvider.getMany('teams', { ids: [1, 2] });
    expect(data.map((r) => r.id)).toEqual([1, 2]);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/teams/1', '/api/v1/teams/2']);
  });

  it('create POSTs only the writable fields, trimmed', async () => {
    const calls = mockFetch(() => json({ id: 9, version: 0 }, 201));
    await dataProvider.create('teams', { data: { teamNaam: ' Nieuw ', teamEmail: 'n@x.nl', teamType: 'TEAM', active: true, extra: 'x' } });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/api/v1/teams');
    expect(calls[0].body).toEqual({ teamNaam: 'Nieuw', teamEmail: 'n@x.nl', teamType: 'TEAM', moneyProviderId: null, active: true });
  });

  it('update PUTs {apiPath}/{id} with the version read with the record', async () => {
    const calls = mockFetch(() => json({ id: 5, version: 4 }));
    const previousData = { id: 5, version: 3, teamNaam: 'Oud', teamEmail: 'o@x.nl', teamType: 'TEAM', moneyProviderId: null, active: true };
    await dataProvider.update('teams', { id: 5, data: { ...previousData, teamNaam: 'Nieuw', version: 99 }, previousData });
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].url.pathname).toBe('/api/v1/teams/5');
    expect(calls[0].body).toEqual({ teamNaam: 'Nieuw', teamEmail: 'o@x.nl', teamType: 'TEAM', moneyProviderId: null, active: true, version: 3 });
  });

  it('refuses to delete a record of an entity that is not deletable, through the dialog', async () => {
    const calls = mockFetch();
    const shown = vi.spyOn(errorStore, 'showErrorDialog');
    await expect(dataProvider.delete('teams', { id: 5, previousData: { id: 5 } })).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(0);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ messages: ['Dit onderdeel kan niet worden verwijderd; zet het op niet actief.'] }));
  });
});

describe('refusals', () => {
  it('409 on a stale update rejects and shows the Dutch message in the dialog', async () => {
    const stale = 'Dit record is intussen door iemand anders gewijzigd. Vernieuw de pagina en voer uw wijziging opnieuw uit.';
    mockFetch(() => json({ type: 'GENERAL', messages: [stale] }, 409));
    const shown = vi.spyOn(errorStore, 'showErrorDialog');
    const previousData = { id: 5, version: 3 };
    await expect(dataProvider.update('teams', { id: 5, data: previousData, previousData })).rejects.toMatchObject({ status: 409, message: stale });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ type: 'GENERAL', messages: [stale] }));
  });

  it('400 VALIDATION in a form becomes field errors under the inputs, without the dialog', async () => {
    mockFetch(() => json({ type: 'VALIDATION', messages: ['Teamnaam: Dit veld is verplicht.'], fields: { teamNaam: 'Dit veld is verplicht.' } }, 400));
    const shown = vi.spyOn(errorStore, 'showErrorDialog');
    const error = await dataProvider.create('teams', { data: { teamNaam: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body.errors).toEqual({ teamNaam: 'Dit veld is verplicht.' });
    expect(shown).not.toHaveBeenCalled();
  });

  it('400 outside a form goes to the dialog', async () => {
    mockFetch(() => json({ type: 'VALIDATION', messages: ['sort: onbekende kolom'], fields: { sort: 'onbekende kolom' } }, 400));
    const shown = vi.spyOn(errorStore, 'showErrorDialog');
    await expect(dataProvider.getList('teams', { pagination: { page: 1, perPage: 25 }, sort: { field: 'x', order: 'ASC' }, filter: {} })).rejects.toMatchObject({
      status: 400,
    });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ type: 'VALIDATION' }));
  });
});
