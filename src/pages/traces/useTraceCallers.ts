import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/**
 * The callers of GET /external-calls/callers and a caller's readable name, the same in the list,
 * its filter and a call's detail; an id the list does not know shows as it is.
 */
export const useTraceCallers = () => {
  const dataProvider = useAppDataProvider();
  const { data: callers = [] } = useQuery({ queryKey: ['trace-callers'], queryFn: () => dataProvider.getTraceCallers() });
  const callerName = (id: string) => callers.find((c) => c.id === id)?.naam ?? id;
  return { callers, callerName };
};
