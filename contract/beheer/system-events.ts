import { z } from 'zod';
import { defineEntity } from '../entity';
import { choice, optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

const EVENT_SOURCES = [
  { id: 'HDN', name: 'HDN' },
  { id: 'BTL', name: 'BTL' },
  { id: 'WINDWARD', name: 'Windward' },
  { id: 'HYARCHIS', name: 'Hyarchis' },
  { id: 'INTERN', name: 'Intern' },
] as const;

const systemEventSchema = z.object({
  naam: requiredText(100),
  bron: choice(['HDN', 'BTL', 'WINDWARD', 'HYARCHIS', 'INTERN']),
  omschrijving: optionalText(500),
  notificeren: z.boolean().default(false),
  active: activeRule(),
});

/** The system events the back office knows, and whether one raises a notification for the handler. */
export const systemEventEntity = defineEntity({
  name: 'system-events',
  table: 'systemEvents',
  apiPath: `${BEHEER_API}/system-events`,
  route: '/beheer/system-events',
  label: { one: 'System event', many: 'System events' },
  schema: systemEventSchema,
  fields: {
    naam: { label: 'Eventnaam', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    bron: { label: 'Bron', kind: 'select', choices: EVENT_SOURCES, list: true, sortable: true, filter: true },
    omschrijving: { label: 'Omschrijving', kind: 'longtext' },
    notificeren: { label: 'Notificatie naar behandelaar', kind: 'boolean', list: true, sortable: true },
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_SYSTEM_EVENTS'], write: ['BEHEER_SYSTEM_EVENTS'] },
  menu: { label: 'System Events' },
  deletable: false,
  lenders: 'readOnly',
});
