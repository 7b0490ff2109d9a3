import { useQuery } from '@tanstack/react-query';

/** A counter source answers the number for a sidebar badge, or undefined for no badge. */
export type CounterSource = () => Promise<number | undefined>;

/**
 * Counter sources by the `counter` key of a sidebar entry. The server offers none yet, so the
 * registry starts empty and every badge stays hidden until a source is registered.
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
  const source = key ? sources.get(key) : undefined;
  const { data } = useQuery({
    queryKey: ['counter', key],
    queryFn: async () => (await source?.()) ?? null,
    enabled: !!source,
    refetchInterval: COUNTER_REFRESH_MS,
  });
  return typeof data === 'number' ? data : undefined;
};
