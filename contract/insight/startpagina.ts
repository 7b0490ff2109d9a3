import { z } from 'zod';
import { taskSchema } from '../tasks';
import { drillSchema } from './answers';

const dossierItem = z.object({
  id: z.number().int(),
  naamHypotheekGever: z.string(),
  fase: z.string(),
  stap: z.string(),
  cds: z.boolean(),
  btl: z.boolean(),
});

/**
 * GET /api/v1/startpagina (docs/insight.md "Startpagina"): the signed-in user's own start. A part
 * the user may not see (no tasks, no dossiers, no information) is null, not empty.
 */
export const startpaginaSchema = z.object({
  taken: z.object({ totaal: z.number().int(), items: z.array(taskSchema) }).nullable(),
  overSla: z
    .object({
      totaal: z.number().int(),
      items: z.array(dossierItem.extend({ slaDatum: z.string().nullable() })),
      filter: drillSchema,
    })
    .nullable(),
  aankondigingen: z.array(z.object({ id: z.number().int(), titel: z.string(), samenvatting: z.string().nullable(), publicatieDatum: z.string() })).nullable(),
  recent: z.array(dossierItem.extend({ gewijzigdOp: z.string() })).nullable(),
});
export type Startpagina = z.infer<typeof startpaginaSchema>;
