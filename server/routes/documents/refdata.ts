import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOC_SOORT_TYPES, STATUS_KLEUREN } from '../../../contract/documents';
import { lenderOwned } from '../../crud/lender-scope';
import { documentStatussen, referentieWaarden, rsRedenen } from '../../db/schema';
import { access } from '../../services/permissions/access';

/** A status a lender added has no colour of the spec's four: it shows in a neutral grey. */
const NEUTRAL = '#757575';

/** The document screens' reference lists: status colours, kinds, generated kinds and decline reasons. */
const documentRefdataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const signedIn = { access: access.signedIn() };

  app.get(
    '/api/v1/rs/statuskleurs',
    { schema: { response: { 200: z.array(z.object({ code: z.string(), omschrijving: z.string(), icoon: z.string(), kleur: z.string() })) } }, config: signedIn },
    async (request) => {
      const rows = await db
        .select({ code: documentStatussen.code, omschrijving: documentStatussen.omschrijving, icoon: documentStatussen.icoon })
        .from(documentStatussen)
        .where(and(eq(documentStatussen.active, true), lenderOwned(documentStatussen.geldverstrekkerId).scope?.(request.user)))
        .orderBy(asc(documentStatussen.volgorde));
      return rows.map((r) => ({ ...r, kleur: STATUS_KLEUREN.find((k) => k.code === r.code)?.kleur ?? NEUTRAL }));
    },
  );

  app.get('/api/v1/rs/checkdocsoort', { schema: { response: { 200: z.array(z.object({ id: z.string(), omschrijving: z.string() })) } }, config: signedIn }, async () =>
    db
      .select({ id: referentieWaarden.code, omschrijving: referentieWaarden.omschrijving })
      .from(referentieWaarden)
      .where(and(eq(referentieWaarden.lijst, 'checksoortdocumenten'), eq(referentieWaarden.active, true)))
      .orderBy(asc(referentieWaarden.volgorde)),
  );

  app.get('/api/v1/rf/docsoorttypes', { schema: { response: { 200: z.array(z.object({ id: z.number(), code: z.string(), naam: z.string() })) } }, config: signedIn }, async () => [...DOC_SOORT_TYPES]);

  app.get('/api/v1/documenten/redens', { schema: { response: { 200: z.array(z.object({ id: z.number(), code: z.string(), omschrijving: z.string() })) } }, config: signedIn }, async () =>
    db.select({ id: rsRedenen.id, code: rsRedenen.code, omschrijving: rsRedenen.omschrijving }).from(rsRedenen).where(eq(rsRedenen.active, true)).orderBy(asc(rsRedenen.volgorde)),
  );
};

export default documentRefdataRoutes;
