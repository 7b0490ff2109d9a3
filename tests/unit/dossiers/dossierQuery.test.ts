import { describe, expect, it } from 'vitest';
import { dateRangeQuery, parseListUrl, toApiQuery, toListUrl, withAreaDefaults } from '../../../src/pages/dossiers/dossierQuery';

const url = (query: string) => new URLSearchParams(query);

describe('dossier list URL ⇄ filter', () => {
  it('maps the sidebar SLA child to the workload filter of the API', () => {
    const state = parseListUrl(url('status=UITGEZET&status=BEHANDELING&filter=SLA'));
    expect(state.filter).toEqual({ workloadStatus: ['UITGEZET', 'BEHANDELING'], dossierMorgenSLASelected: 'SLA' });
    expect(toApiQuery('dossiers', state)).toMatchObject({ workloadStatus: ['UITGEZET', 'BEHANDELING'], dossierMorgenSLASelected: 'SLA', page: 0, size: 25 });
  });

  it('ignores alle=true and unknown keys, and starts on page 0', () => {
    const state = parseListUrl(url('alle=true&foo=bar'));
    expect(state).toEqual({ filter: {}, page: 0, size: 25, sort: undefined });
    expect(toApiQuery('dossiers', state)).toEqual({ page: 0, size: 25, sort: undefined });
  });

  it('sorts Afgehandeld on the latest finished work unless the URL sorts', () => {
    expect(toApiQuery('cds', parseListUrl(url('status=AFGEROND'))).sort).toBe('workloadGewijzigdOp,desc');
    expect(toApiQuery('cds', parseListUrl(url('filter=AFGEROND'))).sort).toBe('workloadGewijzigdOp,desc');
    expect(toApiQuery('cds', parseListUrl(url('status=AFGEROND&sort=kantoor,asc'))).sort).toBe('kantoor,asc');
  });

  it('round-trips filters, sort and page through the URL with the sidebar names', () => {
    const search = 'query=Jansen&fase=AANVRAAG&stap=BEOORDELEN&HDN=1&status=UITGEZET&dossierStatus=LOPEND&dossierStatus=AFGEWEZEN&sort=naamHypotheekGever,desc&page=2&size=50';
    const state = parseListUrl(url(search));
    expect(state.filter.status).toEqual(['LOPEND', 'AFGEWEZEN']);
    expect(state.filter.workloadStatus).toEqual(['UITGEZET']);
    expect(state.sort).toEqual({ field: 'naamHypotheekGever', order: 'desc' });
    expect(state.page).toBe(2);
    expect(parseListUrl(toListUrl(state))).toEqual(state);
    expect(toListUrl(state).getAll('status')).toEqual(['UITGEZET']);
  });

  it('accepts comma lists and drops a malformed sort or page', () => {
    const state = parseListUrl(url('status=UITGEZET,BEHANDELING&sort=wachtwoord,asc&page=-3&size=abc'));
    expect(state.filter.workloadStatus).toEqual(['UITGEZET', 'BEHANDELING']);
    expect(state.sort).toBeUndefined();
    expect(state.page).toBe(0);
    expect(state.size).toBe(25);
  });

  it('adds the fixed filters of the BTL areas', () => {
    expect(toApiQuery('btl', parseListUrl(url('advisor=alle')))).toMatchObject({ dossierBTL: 'true', advisor: 'alle' });
    expect(toApiQuery('beheer-btl', parseListUrl(url('')))).toMatchObject({ dossierBTL: 'true', leningType: ['SERVICING', 'SPECIAL_SERVICING'] });
  });

  it('starts the werkverdeling on the work to hand out, oldest first', () => {
    const state = withAreaDefaults('werkverdeling', parseListUrl(url('')));
    expect(state.filter.workloadStatus).toEqual(['UITZETTEN']);
    expect(state.sort).toEqual({ field: 'stapSinds', order: 'asc' });
    expect(withAreaDefaults('werkverdeling', parseListUrl(url('status=UITGEZET'))).filter.workloadStatus).toEqual(['UITGEZET']);
  });
});

describe('date range', () => {
  const today = new Date(2026, 10, 21, 15, 0);

  it('sends the whole days, from T00:00:00Z through T23:59:59Z', () => {
    expect(dateRangeQuery('2026-11-01', '2026-11-10', today)).toEqual({ dateRangeStart: '2026-11-01T00:00:00Z', dateRangeEnd: '2026-11-10T23:59:59Z' });
  });

  it('defaults the end to tomorrow when only a start is chosen', () => {
    expect(dateRangeQuery('2026-11-01', undefined, today)).toEqual({ dateRangeStart: '2026-11-01T00:00:00Z', dateRangeEnd: '2026-11-22T23:59:59Z' });
  });

  it('sends nothing without dates, and an end alone as it is', () => {
    expect(dateRangeQuery(undefined, undefined, today)).toEqual({});
    expect(dateRangeQuery(undefined, '2026-11-05', today)).toEqual({ dateRangeStart: undefined, dateRangeEnd: '2026-11-05T23:59:59Z' });
  });

  it('keeps the dates in the URL as days and converts them for the API', () => {
    const state = parseListUrl(url('dateRangeStart=2026-10-01'));
    expect(toListUrl(state).toString()).toBe('dateRangeStart=2026-10-01');
    expect(toApiQuery('dossiers', state, today)).toMatchObject({ dateRangeStart: '2026-10-01T00:00:00Z', dateRangeEnd: '2026-11-22T23:59:59Z' });
  });
});
