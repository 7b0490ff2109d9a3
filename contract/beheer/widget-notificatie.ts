import { z } from 'zod';
import { defineEntity } from '../entity';
import { optionalDate, requiredDate } from '../field-rules';
import { choice, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

const ERNST = [
  { id: 'INFO', name: 'Informatie' },
  { id: 'WAARSCHUWING', name: 'Waarschuwing' },
  { id: 'STORING', name: 'Storing' },
] as const;

const widgetNotificatieSchema = z.object({
  titel: requiredText(100),
  bericht: requiredText(1000),
  ernst: choice(['INFO', 'WAARSCHUWING', 'STORING']),
  zichtbaarVanaf: requiredDate(),
  zichtbaarTot: optionalDate(),
  active: activeRule(),
});

/** A notice shown in the start-page widget (e.g. a planned outage) for a period. */
export const widgetNotificatieEntity = defineEntity({
  name: 'widget-notificatie',
  table: 'widgetNotificaties',
  apiPath: `${BEHEER_API}/widget-notificaties`,
  route: '/beheer/widget-notificatie',
  label: { one: 'Widget notificatie', many: 'Widget notificaties' },
  schema: widgetNotificatieSchema,
  fields: {
    titel: { label: 'Titel', kind: 'text', list: true, sortable: true, filter: true },
    bericht: { label: 'Bericht', kind: 'longtext' },
    ernst: { label: 'Soort', kind: 'select', choices: ERNST, list: true, sortable: true, filter: true },
    zichtbaarVanaf: { label: 'Zichtbaar vanaf', kind: 'date', list: true, sortable: true },
    zichtbaarTot: { label: 'Zichtbaar tot en met', kind: 'date', list: true, sortable: true },
    active: activeField,
  },
  defaultSort: { field: 'zichtbaarVanaf', order: 'DESC' },
  recordRepresentation: 'titel',
  access: { read: ['BEHEER_WIDGET_NOTIFICATIE'], write: ['BEHEER_WIDGET_NOTIFICATIE'] },
  menu: { label: 'Widget notificatie' },
  deletable: true,
});
