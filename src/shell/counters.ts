import { type QueryClient, useQuery } from '@tanstack/react-query';
import { activeSession, readSession } from '../authProvider/session';
import { type AppDataProvider, ApiError } from '../dataProvider';
import { useAppDataProvider } from '../dataProvider/useAppDataProvider';
import { requestSessionEnd } from './errors/report';

/** A counter source answers the number for a sidebar badge, or undefined for no badge. */
export type CounterSource = (dataProvider: AppDataProvider) => Promise<number | undefined>;

/**
 * Counter sources by the `counter` key of a sidebar entry; a badge stays hidden while its key has
 * no source. The workload sources are registered below.
 */
const sources = new Map<string, CounterSource>();

export const registerCounterSource = (key: string, source: CounterSource) => {
  sources.set(key, source);
  return () => {
    sources.delete(key);
  };
};

const COUNTER_REFRESH_MS = 60_000;

export const useCounter = (key: string | undefined): number | undefined => {
  const dataProvider = useAppDataProvider();
  const source = key ? sources.get(key) : undefined;
  const { data } = useQuery({
    queryKey: ['counter', key],
    queryFn: async () => (await source?.(dataProvider)) ?? null,
    enabled: !!source,
    refetchInterval: COUNTER_REFRESH_MS,
  });
  return typeof data === 'number' ? data : undefined;
};

/**
 * The workload children of Dossiers and CDS (SLA, Morgen, Afgehandeld) show the plain counter plus
 * its rate-offer (_RA) variant (spec 001 §3); Alle shows every unarchived dossier. Each number is
 * the total of the list its entry opens. Users without the workload filters get no number, so no badge.
 */
const WORKLOAD_COUNTER_KINDS = ['sla', 'morgen', 'afgerond'] as const;
for (const group of ['dossiers', 'cds'] as const) {
  for (const kind of WORKLOAD_COUNTER_KINDS) {
    registerCounterSource(`${group}.${kind}`, async (dataProvider) => {
      const counters = (await dataProvider.getWorkloadCounters())?.[group];
      return counters ? counters[kind] + counters[`${kind}_RA`] : undefined;
    });
  }
  registerCounterSource(`${group}.alle`, async (dataProvider) => (await dataProvider.getWorkloadCounters())?.[group]?.alle);
}

/**
 * Workflow: my unread tasks plus my unread mails, under the counter rule of spec 000 §6: tasks
 * count only with WORKFLOW_TAAK_FUNCTIONALITEIT, else mails only. The rule is this counter's: the
 * workflow page's own counts are the real ones. A failed refresh of the unread counts ends the
 * session (spec 000 §4).
 */
registerCounterSource('workflow', async (dataProvider) => {
  try {
    const unread = await dataProvider.getUnreadDetails();
    const countsTasks = !!activeSession()?.permissions.includes('WORKFLOW_TAAK_FUNCTIONALITEIT');
    return (countsTasks ? unread.tasksMy : 0) + unread.mailsMy;
  } catch (error) {
    // A call cut off by leaving the page is no failed refresh.
    if (error instanceof ApiError) requestSessionEnd();
    return undefined;
  }
});

/**
 * The desks (spec 000 §2, 001 §7): the voorbespreekdesk counts the conversations waiting for the
 * user's side (an adviser's: answered by the back office; the back office's: the adviser wrote
 * last); the overrule desk the open requests with a message the user has not read. Desk events on
 * the stream make them ask anew (src/shell/events/EventStream.tsx).
 */
registerCounterSource('voorbespreekdesk', async (dataProvider) => {
  const side = readSession()?.userCode === 'A' ? 'advisor' : 'employee';
  return (await dataProvider.getVoorbespreekCount(side).catch(() => undefined))?.count;
});
registerCounterSource('overruledesk', async (dataProvider) => (await dataProvider.getOverruleCount().catch(() => undefined))?.count);

/** Berichten: the unread mail of the own mailbox (spec 000 §3 mailsMy). */
registerCounterSource('berichten', async (dataProvider) => {
  try {
    return (await dataProvider.getUnreadDetails()).mailsMy;
  } catch {
    // The workflow's counter ends the session on a failed refresh; this one only hides its badge.
    return undefined;
  }
});

/** After an assignment or status change every badge asks anew. */
export const refreshCounters = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['counter'] });
