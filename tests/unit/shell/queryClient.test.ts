import { HttpError } from 'react-admin';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/shell/routing/queryClient';

/** Reads `fail` as a screen does (an observer, as useQuery) with no wait between tries, and counts the tries. */
async function tries(fail: () => Error) {
  const client = createQueryClient();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['test', Math.random()],
    retryDelay: 0,
    queryFn: () => {
      calls++;
      throw fail();
    },
  });
  await new Promise<void>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.status !== 'error') return;
      stop();
      resolve();
    });
  });
  return calls;
}

describe('the app\'s reads when they fail', () => {
  it('are not tried again after a refusal: a dossier that does not exist or may not be seen', async () => {
    expect(await tries(() => new HttpError('Niet gevonden', 404))).toBe(1);
    expect(await tries(() => new HttpError('Geen toegang', 403))).toBe(1);
    expect(await tries(() => new HttpError('Ongeldig', 400))).toBe(1);
  });

  it('are tried again three times when the server could not answer or asks for later', async () => {
    expect(await tries(() => new TypeError('Failed to fetch'))).toBe(4);
    expect(await tries(() => new HttpError('Serverfout', 500))).toBe(4);
    expect(await tries(() => new HttpError('Te veel verzoeken', 429))).toBe(4);
  });
});
