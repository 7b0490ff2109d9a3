import type { LoanTransaction, LoanTransactionType, ServicingSummary } from '../../contract/transactions';
import type { Page } from './crud';
import { request } from './http';

/** The loan-servicing transactions of a BTL loan in beheer (spec 001 §7 `/transaction`; docs/transactions.md). */
export type { LoanTransaction, ServicingSummary };

export interface TransactionQuery {
  page: number;
  size: number;
  transactionType?: LoanTransactionType;
}

export const servicingCalls = {
  getLoanTransactions: (dossierId: number, query: TransactionQuery) => request<Page<LoanTransaction>>('/transaction', { query: { dossierId, ...query } }),
  getServicingSummary: (dossierId: number) => request<ServicingSummary>(`/api/v1/dossiers/${dossierId}/servicing`),
  /** The reason's own message shows in the dialog, beside the field. */
  reverseAllocation: (id: number, reden: string) => request<LoanTransaction>(`/transaction/${id}/reversal`, { method: 'POST', body: { reden }, formErrors: true }),
};
export type ServicingCalls = typeof servicingCalls;
