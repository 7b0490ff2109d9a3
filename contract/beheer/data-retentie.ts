import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { choice, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

const RETENTIE_SOORTEN = [
  { id: 'DOSSIER_AFGEWEZEN', name: 'Afgewezen of vervallen dossier' },
  { id: 'DOSSIER_GEPASSEERD', name: 'Gepasseerd dossier' },
  { id: 'DOCUMENT_IDENTITEIT', name: 'Kopie identiteitsbewijs' },
  { id: 'DOCUMENT_OVERIG', name: 'Overige documenten' },
  { id: 'BERICHT', name: 'Berichten en notities' },
  { id: 'LOG', name: 'Logregels' },
  { id: 'EXTERNE_AANROEP', name: 'Traces van externe aanroepen' },
  { id: 'GEBRUIKER', name: 'Inactieve gebruiker' },
] as const;

const dataRetentieSchema = z.object({
  soort: choice(['DOSSIER_AFGEWEZEN', 'DOSSIER_GEPASSEERD', 'DOCUMENT_IDENTITEIT', 'DOCUMENT_OVERIG', 'BERICHT', 'LOG', 'EXTERNE_AANROEP', 'GEBRUIKER']),
  bewaartermijnMaanden: requiredNumber(1200),
  grondslag: requiredText(200),
  anonimiseren: z.boolean().default(false),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

/**
 * How long each kind of personal data is kept (AVG), and whether it is anonymised or removed after;
 * a money provider may demand a longer term than the standard one.
 */
export const dataRetentieEntity = defineEntity({
  name: 'data-retention',
  table: 'dataRetenties',
  apiPath: `${BEHEER_API}/data-retentie`,
  route: '/beheer/data-retention',
  label: { one: 'Bewaartermijn', many: 'Data retentie' },
  schema: dataRetentieSchema,
  fields: {
    soort: { label: 'Gegevens', kind: 'select', choices: RETENTIE_SOORTEN, list: true, sortable: true, filter: true },
    bewaartermijnMaanden: { label: 'Bewaartermijn (maanden)', kind: 'number', list: true, sortable: true },
    grondslag: { label: 'Grondslag', kind: 'text', list: true, helperText: 'Bijv. Wft art. 4:23 of de AVG-bewaarplicht.' },
    anonimiseren: { label: 'Anonimiseren in plaats van verwijderen', kind: 'boolean', list: true },
    geldverstrekkerId: { ...lenderField, helperText: 'Leeg voor de standaardtermijn; gevuld voor een afwijkende termijn van die geldverstrekker.' },
    active: activeField,
  },
  defaultSort: { field: 'soort', order: 'ASC' },
  recordRepresentation: 'soort',
  access: { read: ['BEHEER_DATA_RETENTIE'], write: ['BEHEER_DATA_RETENTIE'] },
  deletable: false,
});
