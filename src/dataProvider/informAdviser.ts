import { request } from './http';

/** A template the user may choose (GET /rf/bericht-templates: the active ones in the user's reach). */
export interface UsableTemplate {
  id: number;
  naam: string;
  categorie: string;
  berichtsoort: string;
  btl: boolean;
}

export const informAdviserCalls = {
  listUsableTemplates: () => request<UsableTemplate[]>('/api/v1/rf/bericht-templates'),
  /** POST /dossiers/{id}/informeer: the filled template kept as an outgoing message to the adviser. */
  informAdviser: (dossierId: number, templateId: number) =>
    request<{ id: number }>(`/api/v1/dossiers/${dossierId}/informeer`, { method: 'POST', body: { templateId } }),
};
export type InformAdviserCalls = typeof informAdviserCalls;
