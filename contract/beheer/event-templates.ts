import { z } from 'zod';
import { defineEntity } from '../entity';
import { optionalText, requiredText } from '../rules';
import { activeField, activeRule } from './common';

const eventTemplateSchema = z.object({
  naam: requiredText(100),
  eventNaam: requiredText(100),
  onderwerp: requiredText(200),
  inhoud: requiredText(20_000),
  toelichting: optionalText(500),
  active: activeRule(),
});

/** The message sent when a system event happens (Beheer › Eventtemplates); events from /rs/events. */
export const eventTemplateEntity = defineEntity({
  name: 'event-templates',
  table: 'eventTemplates',
  apiPath: '/api/v1/event-template',
  searchPath: '/api/v1/event-template/search',
  route: '/beheer/event-templates',
  label: { one: 'Eventtemplate', many: 'Eventtemplates' },
  schema: eventTemplateSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    eventNaam: { label: 'Event', kind: 'reference', reference: { path: '/api/v1/rs/events', optionText: 'naam' }, list: true, sortable: true },
    onderwerp: { label: 'Onderwerp', kind: 'text', list: true, sortable: true },
    inhoud: { label: 'Inhoud', kind: 'longtext' },
    toelichting: { label: 'Toelichting', kind: 'longtext' },
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_EVENTTEMPLATES'], write: ['BEHEER_EVENTTEMPLATES'] },
  menu: { lenders: true },
  deletable: true,
});
