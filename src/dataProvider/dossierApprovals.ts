import { isExpired, readSession } from '../authProvider/session';
import type { PersonRef } from './dossiers';
import { decodeErrorBody } from './errorBody';
import { reportFailure, requestSessionEnd } from './failures';
import { ApiError, request } from './http';

/** Acceptance of a dossier: approvals and their PDF, the binding offer text and the KYC steps (docs/api-dossier-detail.md). */

export interface Approval {
  id: number;
  niveau: string;
  resultaat: string;
  toelichting: string | null;
  beoordeeldOp: string;
  version: number;
  gebruiker: PersonRef | null;
}

/**
 * Fetches the approvals PDF with the session's token and hands it to the browser as a download
 * (a plain link would carry no bearer token). Failures go to the Foutmelding dialog like any call.
 */
const downloadApprovalsPdf = async (dossierId: number) => {
  const session = readSession();
  if (!session || isExpired(session)) {
    requestSessionEnd();
    return;
  }
  const url = `/api/v1/dossiers/approvals/download/${dossierId}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${session.token}` }, credentials: 'include' });
  if (!response.ok) {
    const body = await decodeErrorBody(await response.arrayBuffer());
    reportFailure({ status: response.status, body, url });
    throw new ApiError(response.status, body);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `beoordelingen-dossier-${dossierId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
};

export interface BindingOfferCheck {
  dossierId: number;
  bindend: boolean;
  tekstAanwezig: boolean;
  wijzigbaar: boolean;
}
export interface BindingOfferText {
  dossierId: number;
  tekst: string | null;
  version: number | null;
}

export interface KycStep {
  id: number;
  dossierId: number;
  hypotheekgeverId: number;
  stap: string;
  status: string;
  verschillen: { veld: string; aanvraag: string | null; document: string | null }[] | null;
  vergelekenOp: string | null;
  version: number;
}

export const approvalCalls = {
  getApprovals: (dossierId: number) => request<Approval[]>(`/api/v1/dossiers/${dossierId}/approvals`),
  addApproval: (body: Record<string, unknown>) => request<Approval>('/api/v1/dossiers/approvals', { method: 'POST', body, formErrors: true }),
  patchApproval: (body: Record<string, unknown>) => request<Approval>('/api/v1/dossiers/approvals', { method: 'PATCH', body, formErrors: true }),
  downloadApprovalsPdf,
  checkBindingOffer: (dossierId: number) => request<BindingOfferCheck>('/api/v1/check-binding-offer', { query: { dossierId } }),
  getBindingOfferText: (dossierId: number) => request<BindingOfferText>('/api/v1/binding-offer-text', { query: { dossierId } }),
  putBindingOfferText: (body: Record<string, unknown>) =>
    request<BindingOfferText>('/api/v1/binding-offer-text', { method: 'PUT', body, formErrors: true }),
  getKycSteps: (dossierId: number) => request<KycStep[]>('/api/v1/kyc-steps', { query: { dossierId } }),
  compareKycStep: (id: number) => request<KycStep>(`/api/v1/kyc-steps/${id}/compare-extracted-data`, { method: 'POST' }),
};
export type ApprovalCalls = typeof approvalCalls;
