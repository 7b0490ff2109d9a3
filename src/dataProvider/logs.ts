import type { LogDetail, LogEntry } from '../../contract/logs';
import type { LogKanaal, LogRichting, LogStatus } from '../../contract/log-codes';
import { LOG_PATHS } from '../../contract/log-codes';
import type { TraceDetail, TraceSummary } from '../../contract/traces';
import type { TraceOutcome } from '../../contract/trace-codes';
import type { Page } from './crud';
import { request } from './http';

/** Named calls of the message logs and the external-call traces (docs/logs.md, docs/traces.md). */
export type { LogDetail, LogEntry, LogKanaal, TraceDetail, TraceSummary };

export interface LogSearch {
  van?: string;
  tot?: string;
  dossierId?: number;
  soort?: string;
  status?: LogStatus;
  richting?: LogRichting;
  zoekterm?: string;
}

export interface TraceSearch {
  caller?: string;
  outcome?: TraceOutcome;
  from?: string;
  to?: string;
  dossierId?: number;
  query?: string;
}

export interface Paging {
  page: number;
  size: number;
}

const log = (kanaal: LogKanaal) => `/api/v1/logs/${LOG_PATHS[kanaal]}`;

export const logCalls = {
  searchLog: (kanaal: LogKanaal, filter: LogSearch, paging: Paging) =>
    request<Page<LogEntry>>(`${log(kanaal)}/search`, { method: 'POST', body: filter, query: { ...paging, sort: 'tijdstip,desc' } }),
  getLogTypes: (kanaal: LogKanaal) => request<string[]>(`${log(kanaal)}/soorten`),
  getLogEntry: (kanaal: LogKanaal, id: number) => request<LogDetail>(`${log(kanaal)}/${id}`),
  getTraceCallers: () => request<{ id: string; naam: string }[]>('/api/v1/external-calls/callers'),
  /** Spec 002 §7: page and sort=timestamp,desc in the query, the filter as the body. */
  searchTraces: (filter: TraceSearch, paging: Paging) =>
    request<Page<TraceSummary>>('/api/v1/external-calls/trace', { method: 'POST', body: filter, query: { ...paging, sort: 'timestamp,desc' } }),
  getTrace: (id: number) => request<TraceDetail>(`/api/v1/external-calls/trace/${id}`),
};
export type LogCalls = typeof logCalls;
