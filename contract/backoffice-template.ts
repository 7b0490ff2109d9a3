import { z } from 'zod';
import { defineEntity } from './entity';
import type { FileInfo } from './files';
import { int32, optionalText, requiredText } from './rules';

/** A variable as the form sends it: only those with activeYN true are kept on save (spec 002 §5). */
const backofficeTemplateVariableSchema = z.object({
  id: int32().int().positive(),
  activeYN: z.boolean(),
});

/** The writable fields of a back-office e-mail template (spec 002 §3); the PDF has its own calls. */
const backofficeTemplateSchema = z.object({
  name: requiredText(100),
  onderwerp: requiredText(200),
  omschrijving: optionalText(500),
  active: z.boolean({ error: 'Dit veld is verplicht.' }),
  variables: z.array(backofficeTemplateVariableSchema).max(200).default([]),
});

export const BACKOFFICE_TEMPLATE_LABELS: Record<string, string> = {
  name: 'Naam',
  onderwerp: 'Onderwerp',
  omschrijving: 'Omschrijving',
  active: 'Actief',
  variables: 'Variabelen',
  version: 'Versie',
};

/** GET /back-office-template-variable. */
export interface BackofficeTemplateVariable {
  id: number;
  naam: string;
  omschrijving: string;
}

export interface BackofficeTemplate {
  id: number;
  version: number;
  name: string;
  onderwerp: string;
  omschrijving: string | null;
  active: boolean;
  /** The kept variables, each activeYN true. */
  variables: (BackofficeTemplateVariable & { activeYN: true })[];
  pdf: FileInfo | null;
}

/**
 * Beheer › Backoffice templates. Its server extension (server/routes/templates) keeps the
 * variables with the template; the PDF has calls of its own (spec 002 §7).
 */
export const backofficeTemplateEntity = defineEntity({
  name: 'backoffice-email-templates',
  table: 'backofficeTemplates',
  apiPath: '/api/v1/back-office-template',
  route: '/beheer/backoffice-email-templates',
  label: { one: 'Backoffice template', many: 'Backoffice templates' },
  schema: backofficeTemplateSchema,
  fields: {
    name: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    onderwerp: { label: 'Onderwerp', kind: 'text', list: true },
    omschrijving: { label: 'Omschrijving', kind: 'longtext' },
    active: { label: 'Actief', kind: 'boolean', list: true, filter: true },
    variables: { label: 'Variabelen', kind: 'references', reference: { path: '/api/v1/back-office-template-variable', optionText: 'naam' } },
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  access: { read: ['BEHEER_BACKOFFICE_TEMPLATES'], write: ['BEHEER_BACKOFFICE_TEMPLATES'] },
  deletable: true,
});
