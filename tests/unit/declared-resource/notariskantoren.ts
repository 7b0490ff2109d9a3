import { z } from 'zod';
import { defineEntity } from '../../../contract/entity';
import { optionalEmail } from '../../../contract/field-rules';
import { optionalShape, requiredText } from '../../../contract/rules';

/*
 * A resource the registry does not have, declared as README "Adding a schema-driven resource" says
 * a new one is: the checks beside this file follow it through every place that reads the registry,
 * as its registry line would, so the low-code promise stays kept.
 */
const notariskantoorSchema = z.object({
  naam: requiredText(100),
  plaats: requiredText(100),
  telefoon: optionalShape('phone'),
  email: optionalEmail(),
  actief: z.boolean().default(true),
  kvkNummer: optionalShape('kvk'),
});

export const notariskantoorEntity = defineEntity({
  name: 'notariskantoren',
  apiPath: '/api/v1/beheer/notariskantoren',
  route: '/beheer/notariskantoren',
  label: { one: 'Notariskantoor', many: 'Notariskantoren' },
  schema: notariskantoorSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    plaats: { label: 'Plaats', kind: 'text', list: true, sortable: true, filter: true },
    telefoon: { label: 'Telefoon', kind: 'text', list: true },
    email: { label: 'E-mailadres', kind: 'email' },
    actief: { label: 'Actief', kind: 'boolean', list: true, sortable: true, filter: true },
    kvkNummer: { label: 'KvK-nummer', kind: 'text' },
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: 'signedIn', write: ['BEHEER_NOTARISKANTOREN'] },
  permissionDescriptions: { BEHEER_NOTARISKANTOREN: 'Notariskantoren beheren' },
  deletable: false,
});
