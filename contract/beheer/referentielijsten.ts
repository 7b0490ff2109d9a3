import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { choice, requiredText } from '../rules';
import { BEHEER_API, activeField } from './common';

/**
 * The code lists a functional administrator may edit (Beheer › Referentielijsten), with the API
 * path the browser caches each under. Lists whose codes the software itself relies on (phases,
 * steps, user types, template categories) are not among them.
 */
export const EDITABLE_LISTS = [
  { id: 'landtypes', name: 'Landen', path: '/api/v1/rf/landtypes' },
  { id: 'voortiteltypes', name: 'Titels', path: '/api/v1/rf/voortiteltypes' },
  { id: 'burgelijkestaats', name: 'Burgerlijke staat', path: '/api/v1/rf/burgelijkestaats' },
  { id: 'legitimatiesoorts', name: 'Legitimatiesoorten', path: '/api/v1/rf/legitimatiesoorts' },
  { id: 'verblijfsvergunningtypes', name: 'Verblijfsvergunningen', path: '/api/v1/rf/verblijfsvergunningtypes' },
  { id: 'soortontbondentypes', name: 'Soorten ontbinding', path: '/api/v1/rf/soortontbondentypes' },
  { id: 'rechtsvormtypes', name: 'Rechtsvormen', path: '/api/v1/rf/rechtsvormtypes' },
  { id: 'inkomensperiodes', name: 'Inkomensperiodes', path: '/api/v1/rf/inkomensperiodes' },
  { id: 'energieklassetypes', name: 'Energieklassen', path: '/api/v1/rf/energieklassetypes' },
  { id: 'woningtypes', name: 'Woningtypes (onderpand)', path: '/api/v1/rf/woningtypes' },
  { id: 'huurtypes', name: 'Verhuursituaties', path: '/api/v1/rf/huurtypes' },
  { id: 'beroepstypes', name: 'Beroepssituaties', path: '/api/v1/rf/beroepstypes' },
  { id: 'hypotheekvormen', name: 'Hypotheekvormen (leningtypes)', path: '/api/v1/rf/hypotheekvormen' },
  { id: 'betalingsstatussen', name: 'Betalingsstatussen', path: '/api/v1/rf/betalingsstatussen' },
  { id: 'soortpartij', name: 'Soorten partij', path: '/api/v1/rf/soortpartij' },
  { id: 'berichtsoorttypes', name: 'Berichtsoorten (HDN)', path: '/api/v1/rf/berichtsoorttypes' },
  { id: 'checksoortdocumenten', name: 'Te controleren documenten', path: '/api/v1/rs/checksoortdocument/lite' },
] as const;

type EditableList = (typeof EDITABLE_LISTS)[number]['id'];
const LIST_IDS = EDITABLE_LISTS.map((l) => l.id) as unknown as [EditableList, ...EditableList[]];

const referentieWaardeSchema = z.object({
  lijst: choice(LIST_IDS),
  code: requiredText(40).pipe(z.string().regex(/^[A-Z0-9_+-]+$/, 'Let op: alleen hoofdletters, cijfers en _ + - toegestaan.')),
  omschrijving: requiredText(200),
  volgorde: requiredNumber(999),
  active: z.boolean(),
});

/** One value of an editable code list; lists and codes are fixed once made, forms keep the code. */
export const referentieWaardeEntity = defineEntity({
  name: 'referentielijsten',
  table: 'referentieWaarden',
  apiPath: `${BEHEER_API}/referentie-waarden`,
  route: '/beheer/referentielijsten',
  label: { one: 'Referentiewaarde', many: 'Referentielijsten' },
  schema: referentieWaardeSchema,
  fields: {
    lijst: { label: 'Lijst', kind: 'select', choices: EDITABLE_LISTS, list: true, sortable: true, filter: true, createOnly: true },
    code: { label: 'Code', kind: 'text', list: true, sortable: true, filter: true, createOnly: true, unique: true, helperText: 'Vast na aanmaken: formulieren bewaren de code.' },
    omschrijving: { label: 'Omschrijving', kind: 'text', list: true, sortable: true, filter: true },
    volgorde: { label: 'Volgorde', kind: 'number', list: true, sortable: true },
    active: activeField,
  },
  defaultSort: { field: 'lijst', order: 'ASC' },
  recordRepresentation: 'omschrijving',
  access: { read: ['BEHEER_REFERENTIELIJSTEN'], write: ['BEHEER_REFERENTIELIJSTEN'] },
  deletable: false,
});

/** The path the browser caches a list under, to clear it after an edit. */
export const referencePathOf = (lijst: string) => EDITABLE_LISTS.find((l) => l.id === lijst)?.path;
