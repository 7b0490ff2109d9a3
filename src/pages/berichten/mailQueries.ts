import type { QueryClient } from '@tanstack/react-query';
import { refreshCounters } from '../../shell/counters';

/** Every list of mail (the mailbox, a dossier's, the workflow) and the counters ask anew after a change. */
export const refreshMail = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['mail'] }),
    queryClient.invalidateQueries({ queryKey: ['workflow'] }),
    refreshCounters(queryClient),
  ]);
