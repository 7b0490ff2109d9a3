import type { HdnListQuery, HdnMessage, HdnMessageDetail } from '../../contract/hdn';
import type { PagedRows } from './account';
import { request } from './http';

/** Named calls of the HDN message store: HDN Berichten and the HDN log (docs/hdn.md). */
export const hdnCalls = {
  getHdnMessages: (query: HdnListQuery) => request<PagedRows<HdnMessage>>('/api/v1/hdn/berichten', { query: { ...query } }),
  /** The page shows a message that is gone or out of scope itself. */
  getHdnMessage: (id: number | string) => request<HdnMessageDetail>(`/api/v1/hdn/berichten/${encodeURIComponent(id)}`, { shownByCaller: [404] }),
  /** A refusal (the message does not fit the dossier) is shown under the field, not in the error dialog. */
  linkHdnMessage: (id: number, dossierId: number) =>
    request<{ status: string; resultaat: string | null }>(`/api/v1/hdn/berichten/${encodeURIComponent(id)}/dossier`, { method: 'PUT', body: { dossierId }, shownByCaller: [404, 409] }),
};
export type HdnCalls = typeof hdnCalls;
