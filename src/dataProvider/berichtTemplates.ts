import { request } from './http';

/** A template filled from a dossier (GET /bericht-templates/{id}/populate/{dossierId}). */
interface PopulatedTemplate {
  id: number;
  naam: string;
  dossierId: number;
  onderwerp: string;
  /** Sanitized HTML with the dossier's values filled in (escaped by the server). */
  inhoud: string;
}

/** A template filled with a fictitious dossier (GET /bericht-templates/{id}/voorbeeld). */
export type ExampleTemplate = Omit<PopulatedTemplate, 'dossierId'>;

/** A template one may choose when writing (GET /rf/bericht-templates): active, of one's own organisation. */
interface ChoosableTemplate {
  id: number;
  naam: string;
  categorie: string;
  berichtsoort: string;
  btl: boolean;
}

export interface BerichtTemplateCalls {
  getChoosableBerichtTemplates: () => Promise<ChoosableTemplate[]>;
  /** The preview answers 404 for a dossier outside the user's scope; the caller shows that itself. */
  populateBerichtTemplate: (id: number, dossierId: number) => Promise<PopulatedTemplate>;
  /** For those who may see no dossier, Beheer above all: never a real customer's data. */
  exampleBerichtTemplate: (id: number) => Promise<ExampleTemplate>;
}

export const berichtTemplateCalls: BerichtTemplateCalls = {
  getChoosableBerichtTemplates: () => request<ChoosableTemplate[]>('/api/v1/rf/bericht-templates'),
  populateBerichtTemplate: (id, dossierId) =>
    request<PopulatedTemplate>(`/api/v1/bericht-templates/${id}/populate/${dossierId}`, { report: false }),
  exampleBerichtTemplate: (id) => request<ExampleTemplate>(`/api/v1/bericht-templates/${id}/voorbeeld`, { report: false }),
};
