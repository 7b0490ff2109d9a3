import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestSessionEnd } from '../errors/report';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { refreshCounters } from '../counters';
import { DESK_QUERY_KEYS, MAIL_QUERY_KEYS, TASK_QUERY_KEYS } from './queryKeys';

const TASK_EVENTS = ['task.created', 'task.updated', 'task.delegated', 'task.done', 'task.undone', 'task.archived'];
const DESK_EVENTS = ['desk.created', 'desk.message', 'desk.status', 'desk.handler', 'desk.closed', 'desk.linked', 'desk.read'];
const MAIL_EVENTS = ['mail.received', 'mail.updated', 'mail.deleted'];
const RECONNECT_MS = 3000;

/**
 * One server-sent-events stream per signed-in tab (docs/events.md): each task, desk or mail event makes
 * the screens that show them and the counters ask anew, so a colleague's change shows without a reload. EventSource
 * cannot send the bearer header, so the stream opens with a single-use ticket; after a dropped
 * connection its own retry would reuse the spent ticket, so it is closed and opened with a new one.
 */
export const EventStream = () => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const reloadTasks = () => {
      for (const key of TASK_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
      void refreshCounters(queryClient);
    };
    const reloadDesks = () => {
      for (const key of DESK_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
      void refreshCounters(queryClient);
    };
    const reloadMail = () => {
      for (const key of MAIL_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
      void refreshCounters(queryClient);
    };
    const reconnect = () => {
      source?.close();
      source = null;
      if (!stopped) retry = setTimeout(() => void open(), RECONNECT_MS);
    };
    const open = async () => {
      let ticket: string;
      try {
        ({ ticket } = await dataProvider.getEventTicket());
      } catch {
        reconnect();
        return;
      }
      if (stopped) return;
      source = new EventSource(`/api/v1/events?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener('ready', () => (reloadTasks(), reloadDesks(), reloadMail()));
      for (const type of DESK_EVENTS) source.addEventListener(type, reloadDesks);
      for (const type of MAIL_EVENTS) source.addEventListener(type, reloadMail);
      for (const type of TASK_EVENTS) source.addEventListener(type, reloadTasks);
      source.addEventListener('task.read', () => void refreshCounters(queryClient));
      source.addEventListener('end', (event) => {
        if ((JSON.parse((event as MessageEvent<string>).data) as { reason?: string }).reason === 'signed-out') {
          stopped = true;
          source?.close();
          requestSessionEnd();
        } else reconnect();
      });
      source.onerror = reconnect;
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [dataProvider, queryClient]);
  return null;
};
