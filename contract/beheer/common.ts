import { z } from 'zod';
import type { FieldMeta } from '../entity';
import { optionalId } from '../rules';

/** Base of the Beheer API paths; the spec names the browser routes but not these calls. */
export const BEHEER_API = '/api/v1/beheer';

/**
 * Rows a money provider keeps for itself: empty means the organisation's own row, which every
 * lender sees but only the organisation changes (the teams rule of docs/teams.md).
 */
export const lenderRule = optionalId;

export const lenderField: FieldMeta = {
  label: 'Geldverstrekker',
  kind: 'reference',
  reference: { path: '/api/v1/rs/geldverstrekkers', optionText: 'naam', table: 'geldverstrekkers' },
  list: true,
  filter: true,
  helperText: 'Leeg voor alle geldverstrekkers.',
};

/** Lists are switched off rather than deleted (docs/beheer.md); a new row is on. */
export const activeRule = () => z.boolean().default(true);

export const activeField: FieldMeta = { label: 'Actief', kind: 'boolean', list: true, sortable: true, filter: true };
