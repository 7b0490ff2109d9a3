import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

const changeRequestStatusSchema = z.object({
  statusId: requiredNumber(999),
  label: requiredText(100),
  eindstatus: z.boolean().default(false),
  omschrijving: optionalText(500),
  active: activeRule(),
});

/**
 * Statuses of a dossier change request. The ids 1–6 are the spec's (1 nieuw, 2 wacht op
 * verwerking, 3 goedgekeurd, 4 afgekeurd, 5 document aangeleverd, 6 niet doorgevoerd); see docs/beheer.md.
 */
export const changeRequestStatusEntity = defineEntity({
  name: 'change-request',
  table: 'changeRequestStatussen',
  apiPath: `${BEHEER_API}/change-request-statussen`,
  route: '/beheer/change-request',
  label: { one: 'Change request status', many: 'Dossier change request statussen' },
  schema: changeRequestStatusSchema,
  fields: {
    statusId: { label: 'Status-id', kind: 'number', list: true, sortable: true, unique: true },
    label: { label: 'Label', kind: 'text', list: true, sortable: true, filter: true },
    eindstatus: { label: 'Eindstatus', kind: 'boolean', list: true, sortable: true },
    omschrijving: { label: 'Omschrijving', kind: 'longtext' },
    active: activeField,
  },
  defaultSort: { field: 'statusId', order: 'ASC' },
  recordRepresentation: 'label',
  access: { read: ['BEHEER_CHANGE_REQUEST'], write: ['BEHEER_CHANGE_REQUEST'] },
  menu: { label: 'Dossier Change Request Status' },
  deletable: false,
  lenders: 'readOnly',
});
