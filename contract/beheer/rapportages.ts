import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { GROEPERING_CODES, GROEPERINGEN, REPORT_QUERIES, REPORT_QUERY_CODES, TIJDVAK_CODES, TIJDVAKKEN } from '../insight/reports';
import { PERMISSIONS } from '../permissions';
import { choice, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

/** A new report is for everyone with Rapportages in the menu, a total per month, last in the menu. */
const rapportageSchema = z.object({
  label: requiredText(100),
  permissie: choice(PERMISSIONS).default('MENU_RAPPORTAGES_VIEW'),
  query: choice(REPORT_QUERY_CODES),
  groepering: choice(GROEPERING_CODES).default('GEEN'),
  tijdvak: choice(TIJDVAK_CODES).default('MAAND'),
  volgorde: requiredNumber(999).default(99),
  active: activeRule(),
});

/**
 * The reports under Rapportages (spec 002 §7, `/rs/menurapportages`; docs/insight.md): what the
 * entry is called, who sees it (a permission), which query of the fixed set it runs and how.
 */
export const rapportageEntity = defineEntity({
  name: 'rapportages',
  table: 'menuRapportages',
  apiPath: `${BEHEER_API}/rapportages`,
  route: '/beheer/rapportages',
  label: { one: 'Rapportage', many: 'Rapportages' },
  schema: rapportageSchema,
  fields: {
    label: { label: 'Naam in het menu', kind: 'text', list: true, sortable: true, filter: true },
    permissie: {
      label: 'Zichtbaar met recht',
      kind: 'select',
      choices: PERMISSIONS.map((p) => ({ id: p, name: p })),
      list: true,
      sortable: true,
      helperText: 'Alleen gebruikers met dit recht (en Rapportages in het menu) zien de rapportage.',
    },
    query: {
      label: 'Gegevens',
      kind: 'select',
      choices: REPORT_QUERY_CODES.map((id) => ({ id, name: REPORT_QUERIES[id].name })),
      list: true,
      sortable: true,
      filter: true,
    },
    groepering: { label: 'Groeperen per', kind: 'select', choices: GROEPERINGEN, list: true, helperText: 'Niet elke groepering past bij elke soort gegevens.' },
    tijdvak: { label: 'Tijdvak', kind: 'select', choices: TIJDVAKKEN, helperText: 'Alleen bij Productie: de rijen per maand, kwartaal of jaar.' },
    volgorde: { label: 'Volgorde', kind: 'number', list: true, sortable: true },
    active: activeField,
  },
  defaultSort: { field: 'volgorde', order: 'ASC' },
  recordRepresentation: 'label',
  access: { read: ['BEHEER_RAPPORTAGES'], write: ['BEHEER_RAPPORTAGES'] },
  deletable: true,
});
