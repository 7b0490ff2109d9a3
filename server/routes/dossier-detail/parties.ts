import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANKGARANTIE_LABELS,
  bankgarantieCreateSchema,
  bankgarantiePatchSchema,
  NOTARIS_CDS_LABELS,
  notarisCdsCreateSchema,
  notarisCdsPatchSchema,
  assetCreateSchema,
  assetPatchSchema,
  CONTRACTOR_LABELS,
  contractorCreateSchema,
  contractorPatchSchema,
  extractedPartyCreateSchema,
  extractedPartyUpdateSchema,
  searchSchema,
} from '../../../contract/dossier-parties';
import { OBJECT_LABELS, PARTIJ_NAW_LABELS } from '../../../contract/dossier-forms';
import { VERZEKERING_LABELS, verzekeringCreateSchema, verzekeringPatchSchema } from '../../../contract/insurances';
import { optionalText, queryInt32 } from '../../../contract/rules';
import { createRecord, getRecord, searchRecords, updateRecord, type RecordKind } from '../../services/dossier-detail/dossier-records';
import { listExtractedParties, partyHistory } from '../../services/dossier-detail/extracted-parties';
import { access } from '../../services/permissions/access';
import { positiveId, recordIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { page } from '../../openapi/responses';
import * as answer from './responses';

const VIEW = { access: access.anyOf(DOSSIER_VIEW) };
const EDIT = { access: access.anyOf(['DOSSIER_DETAIL_EDIT']) };
/** A BTL dossier's contractors and let properties are its own data, under their own permission (docs/transactions.md). */
const BTL_EDIT = { access: access.anyOf(['BTL_DOSSIER_EDIT']) };

/**
 * BTL contractors and assets, bank guarantees, the CDS notary and the parties extracted from
 * documents (spec 001 §7 "Other dossier calls": get, post, patch and search; extracted parties
 * with put and change history), and a dossier's insurances the same way (docs/insurances.md).
 */
const dossierPartyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const crud = (path: string, kind: RecordKind, create: z.ZodType, patch: z.ZodType, record: z.ZodType, fieldLabels: Record<string, string>, write = EDIT) => {
    app.get(`/api/v1/${path}/:id`, { schema: { params: recordIdParams, response: { 200: record } }, config: VIEW }, async (req) =>
      getRecord(db, req.user, kind, req.params.id),
    );
    app.post(`/api/v1/${path}`, { schema: { body: create, response: { 201: record } }, config: { ...write, fieldLabels } }, async (req, reply) =>
      reply.status(201).send(await createRecord(db, req.user, kind, req.body as { dossierId: number })),
    );
    app.patch(
      `/api/v1/${path}/:id`,
      { schema: { params: recordIdParams, body: patch, response: { 200: record } }, config: { ...write, fieldLabels } },
      async (req) => updateRecord(db, req.user, kind, req.params.id, req.body as { version: number }),
    );
    app.post(`/api/v1/${path}/search`, { schema: { body: searchSchema, response: { 200: z.array(record) } }, config: VIEW }, async (req) =>
      searchRecords(db, req.user, kind, req.body.dossierId, req.body.query),
    );
  };
  crud('contractor', 'contractor', contractorCreateSchema, contractorPatchSchema, answer.contractor, CONTRACTOR_LABELS, BTL_EDIT);
  crud('assets', 'asset', assetCreateSchema, assetPatchSchema, answer.asset, OBJECT_LABELS, BTL_EDIT);
  crud('bankgarantie', 'bankgarantie', bankgarantieCreateSchema, bankgarantiePatchSchema, answer.bankgarantie, BANKGARANTIE_LABELS);
  crud('verzekering', 'verzekering', verzekeringCreateSchema, verzekeringPatchSchema, answer.verzekering, VERZEKERING_LABELS);
  crud('notaris-cds', 'notarisCds', notarisCdsCreateSchema, notarisCdsPatchSchema, answer.notarisCds, NOTARIS_CDS_LABELS);

  const PARTIES = { access: access.anyOf([...DOSSIER_VIEW, 'MENU_EXTRACTED_PARTIES_VIEW']) };
  app.get(
    '/api/v1/extracted-parties',
    {
      schema: {
        querystring: z.object({
          dossierId: positiveId('Ongeldig dossiernummer.').optional(),
          /** Part of a name, BSN, KvK number, postcode or place (the /extracted-parties screen's search). */
          query: optionalText(100),
          page: queryInt32({ error: 'Ongeldige pagina.' }).int().min(0, 'Ongeldige pagina.').default(0),
          size: queryInt32({ error: 'Ongeldige paginagrootte.' }).int().min(1).max(500, 'Maximaal 500.').default(25),
        }),
        response: { 200: page(answer.extractedParty) },
      },
      config: PARTIES,
    },
    async (req) => listExtractedParties(db, req.user, req.query),
  );
  app.post(
    '/api/v1/extracted-parties',
    { schema: { body: extractedPartyCreateSchema, response: { 201: answer.extractedParty } }, config: { ...EDIT, fieldLabels: PARTIJ_NAW_LABELS } },
    async (req, reply) => reply.status(201).send(await createRecord(db, req.user, 'party', req.body)),
  );
  app.put(
    '/api/v1/extracted-parties/:id',
    { schema: { params: recordIdParams, body: extractedPartyUpdateSchema, response: { 200: answer.extractedParty } }, config: { ...EDIT, fieldLabels: PARTIJ_NAW_LABELS } },
    async (req) => updateRecord(db, req.user, 'party', req.params.id, req.body),
  );
  app.get('/api/v1/extracted-parties/:id/change-history', { schema: { params: recordIdParams, response: { 200: answer.partyHistory } }, config: PARTIES }, async (req) =>
    partyHistory(db, req.user, req.params.id),
  );
};

export default dossierPartyRoutes;
