import { request } from './http';

export interface GebruikerCalls {
  /** Whether the user may perform KYC checks (PUT /gebruikers/{id}/kyc); answers the user. */
  setGebruikerKyc: (id: number, kyc: boolean) => Promise<{ id: number; kyc: boolean }>;
}

export const gebruikerCalls: GebruikerCalls = {
  setGebruikerKyc: (id, kyc) => request(`/api/v1/gebruikers/${id}/kyc`, { method: 'PUT', body: { kyc } }),
};
