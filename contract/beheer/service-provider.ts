import { z } from 'zod';
import { defineEntity } from '../entity';
import { optionalShape, requiredEmail, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

const serviceProviderSchema = z.object({
  naam: requiredText(100),
  code: requiredText(30),
  email: requiredEmail(),
  telefoon: optionalShape('phone'),
  kvkNummer: optionalShape('kvk'),
  active: activeRule(),
});

/** Service providers that process loans for money providers (spec 001: WINDWARD, HYARCHIS). */
export const serviceProviderEntity = defineEntity({
  name: 'service-provider',
  table: 'serviceProviders',
  apiPath: `${BEHEER_API}/service-providers`,
  route: '/beheer/service-provider',
  label: { one: 'Service provider', many: 'Service providers' },
  schema: serviceProviderSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true },
    code: { label: 'Code', kind: 'text', list: true, sortable: true, unique: true },
    email: { label: 'E-mailadres', kind: 'email', list: true },
    telefoon: { label: 'Telefoonnummer', kind: 'text' },
    kvkNummer: { label: 'KvK-nummer', kind: 'text' },
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_SERVICE_PROVIDER'], write: ['BEHEER_SERVICE_PROVIDER'] },
  menu: { label: 'Service Provider' },
  deletable: false,
});
