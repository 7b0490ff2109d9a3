import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDITABLE_LISTS } from '../../../contract/beheer/referentielijsten';
import { GESLACHTEN, REGIOS } from '../../../contract/dossier';
import { codeItemSchema } from '../../openapi/responses';
import { codeList, runningContracts } from '../../services/beheer/reference-lists';
import { access } from '../../services/permissions/access';

const RF = '/api/v1/rf/';

/** The /rf/ code lists served from referentie_waarden (migrations 0012, 0015), each editable in Beheer › Referentielijsten. */
export const CODE_LISTS = EDITABLE_LISTS.filter((l) => l.path.startsWith(RF)).map((l) => l.id) as unknown as [string, ...string[]];

const codeItems = { response: { 200: z.array(codeItemSchema) } };
const applicantInfo = z.object({
  geslachten: z.array(codeItemSchema),
  burgerlijkeStaten: z.array(codeItemSchema),
  legitimatiesoorten: z.array(codeItemSchema),
  verblijfsvergunningen: z.array(codeItemSchema),
});
const contractTemplate = z.object({ id: z.number(), contractNummer: z.string(), omschrijving: z.string(), geldverstrekkerId: z.number() });

/** Spec 002 §7 "Reference data": each list once per browser session (src/dataProvider/references.ts). */
const referenceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = (lijst: string) => codeList(app.db, lijst);

  app.get(
    '/api/v1/rf/:lijst',
    { schema: { params: z.object({ lijst: z.enum(CODE_LISTS, { error: 'Onbekende lijst.' }) }), ...codeItems }, config: { access: access.signedIn() } },
    async (request) => list(request.params.lijst),
  );

  // The spec writes this one at the root (endpoints.tsv).
  app.get('/api/v1/rechtsvormtypes', { schema: codeItems, config: { access: access.signedIn() } }, async () => list('rechtsvormtypes'));

  // Document kinds a handler checks off (spec 002 §7 /rs/checksoortdocument/lite).
  app.get('/api/v1/rs/checksoortdocument/lite', { schema: codeItems, config: { access: access.signedIn() } }, async () => list('checksoortdocumenten'));

  // User types (A, H, M, E, …) with their Dutch names; the letters are the software's own (contract/permissions.ts).
  app.get('/api/v1/rs/gebruikertypes', { schema: codeItems, config: { access: access.signedIn() } }, async () => list('gebruikertypes'));

  // The sales regions of the offices, the dossier lists' quick filter `region` (contract/dossier.ts).
  app.get('/api/v1/rs/regiotypes', { schema: codeItems, config: { access: access.signedIn() } }, async () =>
    REGIOS.map((r) => ({ id: r.id, omschrijving: r.name })),
  );

  // What the applicant form chooses from, in one call (docs/beheer.md "Reference data").
  app.get('/api/v1/rs/applicant-info', { schema: { response: { 200: applicantInfo } }, config: { access: access.signedIn() } }, async () => {
    const [burgerlijkeStaten, legitimatiesoorten, verblijfsvergunningen] = await Promise.all(
      ['burgelijkestaats', 'legitimatiesoorts', 'verblijfsvergunningtypes'].map(list),
    );
    return { geslachten: GESLACHTEN.map((g) => ({ id: g.id, omschrijving: g.name })), burgerlijkeStaten, legitimatiesoorten, verblijfsvergunningen };
  });

  app.get(
    '/api/v1/beheer/contract-templates',
    { schema: { response: { 200: z.array(contractTemplate) } }, config: { access: access.anyOf(['BEHEER_CONTRACTEN', 'BEHEER_GELDVERSTREKKERS']) } },
    async () => runningContracts(app.db),
  );
};

export default referenceListRoutes;
