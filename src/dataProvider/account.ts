import type { TwoFactorMethod } from '../../contract/account-security';
import { request } from './http';

interface TwoFactorState {
  method: TwoFactorMethod | null;
  phoneHint: string | null;
  configuredAt: string | null;
  requiredByRole: boolean;
  recoveryCodesLeft: number;
}

/** A Profiel change opened with POST /authenticate/preAuthenticate/new (docs/account-security.md). */
export interface TwoFactorChange {
  preAuthToken: string;
  /** False for an SMS user: the code just sent must be checked first (/verify, purpose PROFIEL). */
  confirmed: boolean;
  phoneHint: string | null;
}

export interface PagedRows<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

interface SecurityLogRow {
  id: number;
  at: string;
  gebruikersnaam: string;
  ip: string;
  gebeurtenis: string;
  omschrijving: string;
}

export interface OutboxRow {
  id: number;
  aan: string;
  onderwerp: string;
  tekst: string;
  createdAt: string;
  verzondenOp: string | null;
  opgegevenOp: string | null;
  fout: string | null;
  postvakBericht: boolean;
}

export interface AccountCalls {
  getTwoFactorState: () => Promise<TwoFactorState>;
  startTwoFactorChange: (code?: string) => Promise<TwoFactorChange>;
  renewRecoveryCodes: (preAuthToken: string) => Promise<{ recoveryCodes: string[] }>;
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
  getSecurityLog: (query: { page: number; size: number; gebruikersnaam?: string; gebeurtenis?: string }) => Promise<PagedRows<SecurityLogRow>>;
  getOutbox: (query: { page: number; size: number; aan?: string }) => Promise<PagedRows<OutboxRow>>;
  /** Whether a password-set link still holds; answers a failure for an unknown, used or expired one. */
  checkPasswordLink: (token: string) => Promise<void>;
  setPasswordWithLink: (token: string, password: string) => Promise<void>;
}

/** Own account security (Profiel) and what Beheer reads of it; refusals are shown by the screen itself. */
export const accountCalls: AccountCalls = {
  getTwoFactorState: () => request<TwoFactorState>('/api/v1/profile/two-factor'),
  startTwoFactorChange: (code) =>
    request<TwoFactorChange>('/authenticate/preAuthenticate/new', { method: 'POST', body: code ? { code } : {}, report: false }),
  renewRecoveryCodes: (preAuthToken) =>
    request<{ recoveryCodes: string[] }>('/api/v1/profile/two-factor/recovery-codes', { method: 'POST', body: { preAuthToken }, report: false }),
  changePassword: (currentPassword, newPassword) =>
    request<void>('/api/v1/password/reset', { method: 'POST', body: { currentPassword, newPassword }, report: false }),
  getSecurityLog: (query) => request<PagedRows<SecurityLogRow>>('/api/v1/beveiligingslog', { query }),
  getOutbox: (query) => request<PagedRows<OutboxRow>>('/api/v1/uitgaande-mails', { query }),
  checkPasswordLink: (token) => request<void>(`/password/forgot/${encodeURIComponent(token)}`, { anonymous: true, report: false }),
  setPasswordWithLink: (token, password) =>
    request<void>('/password/forgot', { method: 'POST', body: { token, password }, anonymous: true, report: false }),
};
