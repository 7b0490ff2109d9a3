import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referentieWaarden } from '../db/schema';
import { access } from '../services/permissions/access';

/** The /rf/ code lists served from referentie_waarden (migration 0012). */
export const CODE_LISTS = [
  'landtypes',
  'voortiteltypes',
  'burgelijkestaats',
  'legitimatiesoorts',
  'verblijfsvergunningtypes',
  'soortontbondentypes',
  'rechtsvormtypes',
  'inkomensperiodes',
  'energieklassetypes',
  'woningtypes',
] as const;

/** Spec 002 §7 "Reference data": each list once per browser session (src/dataProvider/references.ts). */
const referenceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = (lijst: string) =>
    app.db
      .select({ id: referentieWaarden.code, omschrijving: referentieWaarden.omschrijving })
      .from(referentieWaarden)
      .where(and(eq(referentieWaarden.lijst, lijst), eq(referentieWaarden.active, true)))
      .orderBy(asc(referentieWaarden.volgorde), asc(referentieWaarden.code));

  app.get(
    '/api/v1/rf/:lijst',
    { schema: { params: z.object({ lijst: z.enum(CODE_LISTS, { error: 'Onbekende lijst.' }) }) }, config: { access: access.signedIn() } },
    async (request) => list(request.params.lijst),
  );

  // The spec writes this one at the root (endpoints.tsv).
  app.get('/api/v1/rechtsvormtypes', { config: { access: access.signedIn() } }, async () => list('rechtsvormtypes'));
};

export default referenceListRoutes;
