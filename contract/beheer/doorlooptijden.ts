import { z } from 'zod';
import { FASES } from '../dossier';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { FASE_STAPPEN, SEGMENT_CODES, SEGMENTEN } from '../insight/codes';
import { MSG } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

/** A norm holds for a whole phase ('AANVRAAG') or one step of it ('AANVRAAG.BEOORDELEN'). */
const NORM_STAPPEN = FASES.flatMap((fase) => [
  { id: fase.id as string, name: `${fase.name} (hele fase)` },
  ...FASE_STAPPEN.filter((s) => s.fase === fase.id).map((s) => ({ id: s.id, name: s.name })),
]);

const doorlooptijdSchema = z.object({
  stap: z.enum(NORM_STAPPEN.map((s) => s.id) as [string, ...string[]], { error: (issue) => (issue.input === undefined ? MSG.required : MSG.choice) }),
  segment: z.enum(SEGMENT_CODES, { error: 'Kies een van de mogelijke waarden.' }).nullish().transform((v) => v ?? null),
  normWerkdagen: requiredNumber(365),
  signaalWerkdagen: requiredNumber(365),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

/**
 * The agreed lead time (doorlooptijd) of a phase or step in business days, in general or for one
 * kind of office or one money provider; the Doorlooptijden screens measure against it and list the
 * dossiers over it (docs/insight.md "Norms").
 */
export const doorlooptijdEntity = defineEntity({
  name: 'doorlooptijden',
  apiPath: `${BEHEER_API}/doorlooptijden`,
  route: '/beheer/doorlooptijden',
  label: { one: 'Doorlooptijd', many: 'Doorlooptijden' },
  schema: doorlooptijdSchema,
  fields: {
    stap: { label: 'Fase of stap', kind: 'select', choices: NORM_STAPPEN, list: true, sortable: true, filter: true },
    segment: {
      label: 'Soort',
      kind: 'select',
      choices: SEGMENTEN.map(({ id, name }) => ({ id, name })),
      list: true,
      sortable: true,
      filter: true,
      helperText: 'Leeg voor alle soorten: volmacht, niet-volmacht en verhuurhypotheken.',
    },
    normWerkdagen: { label: 'Norm (werkdagen)', kind: 'number', list: true, sortable: true },
    signaalWerkdagen: { label: 'Signaal na (werkdagen)', kind: 'number', list: true, sortable: true },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'stap', order: 'ASC' },
  recordRepresentation: 'stap',
  access: { read: ['BEHEER_DOORLOOPTIJDEN'], write: ['BEHEER_DOORLOOPTIJDEN'] },
  deletable: true,
});
