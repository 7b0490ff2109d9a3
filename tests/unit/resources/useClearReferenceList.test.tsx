import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSession } from '../../../src/authProvider/session';
import { getReferenceList } from '../../../src/dataProvider/references';
import { useClearReferenceList } from '../../../src/resources/referentielijsten/useClearReferenceList';
import { json, mockFetch } from '../dataProvider/fetchMock';
import { session } from '../fixtures';

afterEach(() => localStorage.clear());

describe('clearing a code list after an edit in Beheer › Referentielijsten', () => {
  it('forgets the list in the data provider and the query cache, under the path forms load it from', async () => {
    writeSession(session());
    const calls = mockFetch((call) => json([{ id: call.url.pathname }]));
    await getReferenceList('/api/v1/rf/huurtypes');
    await getReferenceList('/api/v1/rf/landtypes');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['reference', '/api/v1/rf/huurtypes'], [{ id: 'OUD' }]);
    queryClient.setQueryData(['reference', '/api/v1/rf/landtypes'], [{ id: 'NL' }]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useClearReferenceList(), { wrapper });

    result.current({ lijst: 'huurtypes' });
    result.current({ lijst: 'onbekend' });
    expect(queryClient.getQueryState(['reference', '/api/v1/rf/huurtypes'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['reference', '/api/v1/rf/landtypes'])?.isInvalidated).toBe(false);
    // The cleared list is fetched again, the other one still comes from memory.
    await getReferenceList('/api/v1/rf/huurtypes');
    await getReferenceList('/api/v1/rf/landtypes');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/rf/huurtypes', '/api/v1/rf/landtypes', '/api/v1/rf/huurtypes']);
  });
});
