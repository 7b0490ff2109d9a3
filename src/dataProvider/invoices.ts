import type { z } from 'zod';
import type { invoiceSchema } from '../../contract/invoices';
import type { Page } from './crud';
import { request } from './http';

/** Named calls of an office's invoices (docs/invoices.md). */
export type Invoice = z.input<typeof invoiceSchema>;

export const invoiceCalls = {
  getInvoices: (officeId: number | string, page: number, size: number) =>
    request<Page<Invoice>>(`/api/v1/kantoors/${encodeURIComponent(officeId)}/facturen`, { query: { page, size } }),
  /** The viewer shows 'Het document kan niet weergegeven worden' itself on a refusal (spec 000 §8). */
  getInvoicePdf: (id: number | string) => request<Blob>(`/api/v1/facturen/${encodeURIComponent(id)}/pdf`, { as: 'blob', report: false }),
};
export type InvoiceCalls = typeof invoiceCalls;
