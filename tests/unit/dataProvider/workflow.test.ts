import { beforeEach, describe, expect, it } from 'vitest';
import { writeSession } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import { session } from '../fixtures';
import { json, mockFetch, setXsrfCookie } from './fetchMock';

beforeEach(() => {
  writeSession(session());
  setXsrfCookie('xsrf-1');
});

const range = { activeUsers: true, deadlineFrom: '2033-06-01T00:00:00Z', deadlineTo: '2033-06-14T23:59:59Z' };

describe('the workflow page’s count calls (spec 000 §7)', () => {
  it('asks Mijn without a scope, with the deadline range', async () => {
    const calls = mockFetch(() => json({ myTasks: 1, myMails: 0 }));
    await dataProvider.getWorkflowCounts('MIJN', range);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.pathname).toBe('/api/v1/workflow/count/unread');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ deadlineFrom: range.deadlineFrom, deadlineTo: range.deadlineTo });
  });

  it('posts Team and Alle with activeUsers and the range', async () => {
    const calls = mockFetch(() => json({ myTasks: 1, myMails: 0 }));
    await dataProvider.getWorkflowCounts('TEAM', range);
    await dataProvider.getWorkflowCounts('ALLE', range);
    expect(calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['POST', '/api/v1/workflow/count/team', range],
      ['POST', '/api/v1/workflow/count/all', range],
    ]);
  });
});

describe('task reference lists and teams', () => {
  it('asks the categories sorted by name, the priorities, and the teams as the spec does', async () => {
    const calls = mockFetch(() => json([]));
    await dataProvider.getTaskTypes();
    await dataProvider.getTaskPriorities();
    await dataProvider.getTaskTeams(null);
    await dataProvider.getOwnTeams(4711);
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
      '/api/v1/rs/taak/types?sort=displayName%2Casc',
      '/api/v1/rs/taak/priorities',
      '/api/v1/teams?active=true&moneyProviderId=-1&userTeamsOnly=true',
      '/api/v1/gebruikers/current/teams?dossierId=4711',
    ]);
  });
});
