import { beforeEach, describe, expect, it } from 'vitest';
import { writeSession } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import { session } from '../fixtures';
import { json, mockFetch } from './fetchMock';

const PATH = '/api/v1/rs/geldverstrekkers';

beforeEach(() => {
  writeSession(session());
  dataProvider.clearReferenceList(PATH);
});

describe('reference list cache', () => {
  it('loads a list once per key', async () => {
    const calls = mockFetch(() => json([{ id: 1, naam: 'ING Bank' }]));
    const [first, second] = await Promise.all([dataProvider.getReferenceList(PATH), dataProvider.getReferenceList(PATH)]);
    await dataProvider.getReferenceList(PATH);
    expect(first).toEqual([{ id: 1, naam: 'ING Bank' }]);
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('keeps keys apart', async () => {
    const calls = mockFetch(() => json([]));
    await dataProvider.getReferenceList(PATH);
    await dataProvider.getReferenceList('/api/v1/rs/taak/priorities');
    expect(calls.map((c) => c.url.pathname)).toEqual([PATH, '/api/v1/rs/taak/priorities']);
  });

  it('refetches a key after it is cleared', async () => {
    let round = 0;
    const calls = mockFetch(() => json([{ id: ++round, naam: `v${round}` }]));
    await dataProvider.getReferenceList(PATH);
    dataProvider.clearReferenceList(PATH);
    expect(await dataProvider.getReferenceList(PATH)).toEqual([{ id: 2, naam: 'v2' }]);
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const calls = mockFetch(() => (fail ? json({ type: 'GENERAL', messages: ['Fout'] }, 500) : json([{ id: 1 }])));
    await expect(dataProvider.getReferenceList(PATH)).rejects.toMatchObject({ status: 500 });
    fail = false;
    expect(await dataProvider.getReferenceList(PATH)).toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(2);
  });
});
