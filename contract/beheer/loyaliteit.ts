import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredDate, requiredNumber } from '../field-rules';
import { THRESHOLD_LEVELS } from '../insight/loyalty';
import { choice, optionalText } from '../rules';
import { BEHEER_API } from './common';

const loyaliteitSchema = z.object({
  niveau: choice(THRESHOLD_LEVELS.map((l) => l.id) as ['GOUD', 'ZILVER', 'BRONS']),
  geldigVanaf: requiredDate(),
  minAanvragen: requiredNumber(100_000),
  minFirstTimeRight: requiredNumber(100),
  minCompleet: requiredNumber(100),
  maxAanlevertijd: requiredNumber(365),
  omschrijving: optionalText(500),
});

/**
 * The thresholds of the advisers' loyalty levels goud, zilver and brons (docs/insight.md
 * "Loyaliteit"): an office reaches a level in a quarter when it meets all four; basis needs none.
 * Thresholds hold from a date on, so new ones can be set ahead for the next quarter.
 */
export const loyaliteitEntity = defineEntity({
  name: 'loyaliteit',
  table: 'loyaliteitNiveaus',
  apiPath: `${BEHEER_API}/loyaliteit`,
  route: '/beheer/loyaliteit',
  label: { one: 'Loyaliteitsniveau', many: 'Loyaliteit' },
  schema: loyaliteitSchema,
  fields: {
    niveau: { label: 'Niveau', kind: 'select', choices: THRESHOLD_LEVELS, list: true, sortable: true, filter: true, createOnly: true },
    geldigVanaf: {
      label: 'Geldig vanaf',
      kind: 'date',
      list: true,
      sortable: true,
      unique: true,
      createOnly: true,
      helperText: 'Een kwartaal telt met de drempels die op zijn eerste dag gelden; per niveau één rij per datum.',
    },
    minAanvragen: { label: 'Minimaal aantal aanvragen per kwartaal', kind: 'number', list: true, sortable: true },
    minFirstTimeRight: { label: 'Minimaal first time right (%)', kind: 'number', list: true, sortable: true },
    minCompleet: { label: 'Minimaal compleet aangeleverd (%)', kind: 'number', list: true, sortable: true },
    maxAanlevertijd: {
      label: 'Maximale aanlevertijd documenten (werkdagen)',
      kind: 'number',
      list: true,
      sortable: true,
      helperText: 'De mediaan van de werkdagen tussen het opvragen en het ontvangen van een document.',
    },
    omschrijving: { label: 'Omschrijving voor de adviseur', kind: 'longtext' },
  },
  defaultSort: { field: 'geldigVanaf', order: 'DESC' },
  recordRepresentation: 'niveau',
  access: { read: ['BEHEER_LOYALITEIT'], write: ['BEHEER_LOYALITEIT'] },
  deletable: true,
});
