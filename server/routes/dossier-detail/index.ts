import type { FastifyPluginAsync } from 'fastify';
import approvalsPdf from './approvals-pdf';
import approvals from './approvals';
import audit from './audit';
import bindingOffer from './binding-offer';
import boInfo from './bo-info';
import child from './child';
import documentChecks from './document-checks';
import formReads from './form-reads';
import forms from './forms';
import income from './income';
import inform from './inform';
import kyc from './kyc';
import labels from './labels';
import messages from './messages';
import mortgage from './mortgage';
import objects from './objects';
import overview from './overview';
import parties from './parties';
import status from './status';

/** One dossier: overview, forms, income, mortgage, objects, status actions, approvals, messages, KYC (spec 001 §2, §7). */
const dossierDetailArea: FastifyPluginAsync = async (app) => {
  await app.register(approvalsPdf);
  await app.register(approvals);
  await app.register(audit);
  await app.register(bindingOffer);
  await app.register(boInfo);
  await app.register(child);
  await app.register(documentChecks);
  await app.register(formReads);
  await app.register(forms);
  await app.register(income);
  await app.register(inform);
  await app.register(kyc);
  await app.register(labels);
  await app.register(messages);
  await app.register(mortgage);
  await app.register(objects);
  await app.register(overview);
  await app.register(parties);
  await app.register(status);
};

export default dossierDetailArea;
