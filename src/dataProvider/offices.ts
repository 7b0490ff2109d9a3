import type { z } from 'zod';
import type { AdvisorContact, LenderLink, OfficeAdviser, OfficeDetail, OfficeFigures, OfficeItem, officeSearchQuery, OfficeSummary, Teammate } from '../../contract/offices';
import type { Page } from './crud';
import { request } from './http';

/** Named calls of offices and advisers (spec 000 §7, 001 §7; docs/offices.md). */
export type { AdvisorContact, LenderLink, OfficeAdviser, OfficeDetail, OfficeFigures, OfficeItem, OfficeSummary, Teammate };
export type OfficeSearch = Partial<z.input<typeof officeSearchQuery>>;

const office = (id: number | string) => `/api/v1/kantoors/${encodeURIComponent(id)}`;

export const officeCalls = {
  getOfficeChoices: () => request<OfficeItem[]>('/api/v1/kantoors/list'),
  searchOffices: (query: OfficeSearch) => request<Page<OfficeSummary>>('/api/v1/kantoors', { query }),
  /** The office page shows its own not-found for an office out of reach. */
  getOffice: (id: number | string) => request<OfficeDetail>(office(id), { shownByCaller: [404] }),
  getCurrentOffice: () => request<OfficeItem>('/api/v1/kantoors/small/current'),
  getOfficeFigures: (id: number | string) => request<OfficeFigures>(`${office(id)}/cijfers`),
  getOfficeAdvisers: (id: number | string) => request<OfficeAdviser[]>(`${office(id)}/adviseurs`),
  getOfficeLenders: (id: number | string) => request<LenderLink[]>(`${office(id)}/geldverstrekkers`),
  getTeammates: () => request<Teammate[]>('/api/v1/adviseurs/teammates'),
  getCurrentLenders: () => request<LenderLink[]>('/api/v1/adviseurs/current/geldverstrekkers'),
  getAdvisorContact: (dossierId: number) => request<AdvisorContact>(`/api/v1/dossiers/${dossierId}/advisor-contact`),
};
export type OfficeCalls = typeof officeCalls;
