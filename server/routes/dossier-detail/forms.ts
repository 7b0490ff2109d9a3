import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  belangrijkeDataSchema,
  dienstverleningSchema,
  HYPOTHEEK_LABELS,
  hypotheekgeverSchema,
  hypotheekgeversSchema,
  hypotheekSchema,
  NOTARIS_LABELS,
  notarisSchema,
  PARTIJ_NAW_LABELS,
  tekstregelsSchema,
  TUSSENPERSOON_LABELS,
  tussenpersoonSchema,
} from '../../../contract/dossier-forms';
import { putApplicant, putApplicants } from '../../services/dossier-detail/applicants';
import { putBelangrijkeData, putDienstverlening, putTekstregels } from '../../services/dossier-detail/dossier-texts';
import { saveSingle } from '../../services/dossier-detail/single-records';
import { access } from '../../services/permissions/access';
import { dossierIdParams, recordIdParams } from './params';
import { z } from 'zod';
import * as answer from './responses';

const nested = (prefix: string, labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).map(([k, v]) => [`${prefix}${k}`, v]));
const EDIT = { access: access.anyOf(['DOSSIER_DETAIL_EDIT']) };

/** The PUT forms of the dossier detail (spec 001 §7 "Forms (PUT)"; docs/api-dossier-detail.md). */
const dossierFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.put(
    '/api/v1/dossiers/:id/hypotheekgevers',
    { schema: { params: dossierIdParams, body: hypotheekgeversSchema, response: { 200: z.array(answer.applicant) } }, config: { ...EDIT, fieldLabels: PARTIJ_NAW_LABELS } },
    async (req) => putApplicants(db, req.user, req.params.id, req.body),
  );

  app.put(
    '/api/v1/hypotheekgever/:id',
    { schema: { params: recordIdParams, body: hypotheekgeverSchema, response: { 200: answer.applicant } }, config: { ...EDIT, fieldLabels: nested('partijNawData.', PARTIJ_NAW_LABELS) } },
    async (req) => putApplicant(db, req.user, req.params.id, req.body),
  );

  app.put(
    '/api/v1/dossiers/:id/notarises',
    { schema: { params: dossierIdParams, body: notarisSchema, response: { 200: answer.notaris } }, config: { ...EDIT, fieldLabels: NOTARIS_LABELS } },
    async (req) => saveSingle(db, req.user, 'notaris', req.params.id, req.body),
  );

  app.put(
    '/api/v1/dossiers/:id/tuessenpersons',
    { schema: { params: dossierIdParams, body: tussenpersoonSchema, response: { 200: answer.tussenpersoon } }, config: { ...EDIT, fieldLabels: TUSSENPERSOON_LABELS } },
    async (req) => saveSingle(db, req.user, 'tussenpersoon', req.params.id, req.body),
  );

  app.put(
    '/api/v1/dossiers/:id/hypotheek',
    { schema: { params: dossierIdParams, body: hypotheekSchema, response: { 200: answer.hypotheek } }, config: { ...EDIT, fieldLabels: HYPOTHEEK_LABELS } },
    async (req) => saveSingle(db, req.user, 'hypotheek', req.params.id, req.body),
  );

  app.put('/api/v1/dossiers/:id/tekstregels', { schema: { params: dossierIdParams, body: tekstregelsSchema, response: { 200: answer.tekstregels } }, config: EDIT }, async (req) =>
    putTekstregels(db, req.user, req.params.id, req.body),
  );

  app.put(
    '/api/v1/dossiers/:id/dienstverlening',
    { schema: { params: dossierIdParams, body: dienstverleningSchema, response: { 200: answer.dienstverlening } }, config: { ...EDIT, fieldLabels: { dienstverlening: 'Dienstverlening' } } },
    async (req) => putDienstverlening(db, req.user, req.params.id, req.body),
  );

  app.put(
    '/api/v1/dossiers/:id/belangrijke-data',
    { schema: { params: dossierIdParams, body: belangrijkeDataSchema, response: { 200: answer.belangrijkeData } }, config: EDIT },
    async (req) => putBelangrijkeData(db, req.user, req.params.id, req.body),
  );
};

export default dossierFormRoutes;
