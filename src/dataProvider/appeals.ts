import type { z } from 'zod';
import type { appealCreatedSchema } from '../../contract/appeals';
import { request } from './http';

/** Aanvraag: a new application as a dossier (docs/applications.md); a 400 comes back as field errors. */
export const appealCalls = {
  createAppeal: (body: Record<string, unknown>) =>
    request<z.infer<typeof appealCreatedSchema>>('/api/v1/appeals', { method: 'POST', body, formErrors: true }),
};
export type AppealCalls = typeof appealCalls;
