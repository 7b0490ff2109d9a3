import type { DashboardAnswer, LeadTimesAnswer } from '../../contract/insight/answers';
import type { LoyaltyOffice, LoyaltyOverview } from '../../contract/insight/loyalty';
import type { ReportInfo, ReportRow } from '../../contract/insight/reports';
import type { Startpagina } from '../../contract/insight/startpagina';
import type { Page } from './crud';
import { saveAs } from './documents';
import { request } from './http';
import type { QueryParams } from './params';

/** Named calls of the insight screens (docs/insight.md): dashboards, lead times, Startpagina, reports, loyalty. */
export const insightCalls = {
  getDashboard: (name: string, query: QueryParams) =>
    request<DashboardAnswer>(name === 'dashboard' ? '/api/v1/inzicht/dashboard' : `/api/v1/inzicht/dashboards/${encodeURIComponent(name)}`, { query }),
  getLeadTimes: (segment: string, query: QueryParams) => request<LeadTimesAnswer>(`/api/v1/inzicht/doorlooptijden/${encodeURIComponent(segment)}`, { query }),
  /** A figure screen as CSV, saved under `name`. */
  downloadInsightCsv: async (path: string, query: QueryParams, name: string) => saveAs(await request<Blob>(`${path}/csv`, { query, as: 'blob' }), name),
  getStartpagina: () => request<Startpagina>('/api/v1/startpagina'),
  /** The report's own not-found (a report the user may not see) is the page's to show. */
  getReport: (id: number | string) => request<ReportInfo>(`/api/v1/rapportages/${encodeURIComponent(id)}`, { shownByCaller: [404] }),
  getReportRows: (id: number | string, query: QueryParams) => request<Page<ReportRow>>(`/api/v1/rapportages/${encodeURIComponent(id)}/rijen`, { query }),
  getOwnLoyalty: () => request<LoyaltyOffice>('/api/v1/loyaliteit'),
  getLoyaltyOverview: () => request<LoyaltyOverview>('/api/v1/loyaliteit/kantoren'),
  getOfficeLoyalty: (id: number | string) => request<LoyaltyOffice>(`/api/v1/loyaliteit/kantoren/${encodeURIComponent(id)}`, { shownByCaller: [404] }),
};
export type InsightCalls = typeof insightCalls;
