import type { z } from 'zod';
import type { HANDMATIGE_REDENEN, OpschoningStatus, opschoningSchema } from '../../contract/cleanup';
import type { jobSchema } from '../../contract/jobs';
import type { Page } from './crud';
import { request } from './http';
import { withQuery } from './params';

/**
 * Named calls of the data clean-up (docs/cleanup.md): the list of clean-ups, marking, approval,
 * the start of the jobs, and one document's clean-up. Moments arrive as ISO texts.
 */
export type Opschoning = z.input<typeof opschoningSchema>;
export type Job = z.input<typeof jobSchema>;
export type HandmatigeReden = (typeof HANDMATIGE_REDENEN)[number];

const base = '/api/v1/dossiers/delete';

/** A dossier's latest clean-up: the call and what it makes of the answer (also the server's first screen, src/entry-server.tsx). */
export const dossierCleanupUrl = (dossierId: number | string) => withQuery(base, { dossierId, page: 0, size: 1 });
export const latestCleanup = (page: Page<Opschoning>) => page.content[0] ?? null;

export const cleanupCalls = {
  getCleanups: (query: { status?: OpschoningStatus; page: number; size: number }) => request<Page<Opschoning>>(base, { query }),
  /** The dossier's latest clean-up; null when it was never marked. */
  getDossierCleanup: async (dossierId: number) => latestCleanup(await request<Page<Opschoning>>(dossierCleanupUrl(dossierId))),
  markDossierForCleanup: (dossierId: number, reden: HandmatigeReden) => request<Opschoning>(`${base}/${dossierId}`, { method: 'PATCH', body: { reden } }),
  markAllDueForCleanup: () => request<{ gemarkeerd: number }>(`${base}/all`, { method: 'PATCH' }),
  unmarkDossierCleanup: (dossierId: number) => request<Opschoning>(`${base}/${dossierId}/unmark`, { method: 'PATCH' }),
  approveDossierCleanup: (dossierId: number) => request<Opschoning>(`${base}/${dossierId}/approve`, { method: 'PATCH' }),
  deleteDossierData: (dossierId: number) => request<Opschoning>(`${base}/${dossierId}/data`, { method: 'DELETE' }),
  startCleanup: (limit: number) => request<Opschoning[]>('/api/v1/documenten/cleanup-start', { method: 'PATCH', query: { limit } }),
  cleanupDocument: (documentId: number) => request<Job>(`/api/v1/documenten/${documentId}/cleanup`, { method: 'DELETE' }),
  /** A job this user started (docs/jobs.md). */
  getJob: (id: number) => request<Job>(`/api/v1/jobs/${id}`),
};
export type CleanupCalls = typeof cleanupCalls;
