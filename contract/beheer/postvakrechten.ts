import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredId } from '../rules';
import { BEHEER_API } from './common';

const postvakRechtSchema = z.object({
  gebruikerId: requiredId(),
  postvakId: requiredId(),
  versturen: z.boolean().default(false),
});

/**
 * Beheer › Postvakrechten (issue 29, issue 36; docs/mail.md "Rights"): who may read and handle the
 * mailbox of a colleague or of a team they are not in, and who may also send as it (a team's
 * members too). Every user reads their own mailbox and their teams' without a row, and sends from
 * their own.
 */
export const postvakRechtEntity = defineEntity({
  name: 'postvakrechten',
  table: 'postvakRechten',
  apiPath: `${BEHEER_API}/postvakrechten`,
  route: '/beheer/postvakrechten',
  label: { one: 'Postvakrecht', many: 'Postvakrechten' },
  schema: postvakRechtSchema,
  fields: {
    gebruikerId: { label: 'Medewerker', kind: 'reference', reference: { path: '/api/v1/postvakken/lezers', optionText: 'naam' }, list: true, sortable: true, filter: true },
    postvakId: {
      label: 'Mag het postvak lezen van',
      kind: 'reference',
      reference: { path: '/api/v1/postvakken', optionText: 'naam' },
      list: true,
      filter: true,
      unique: true,
      helperText: 'Een collega of een team van dezelfde organisatie.',
    },
    versturen: {
      label: 'Mag versturen namens dit postvak',
      kind: 'boolean',
      list: true,
      sortable: true,
      filter: true,
      helperText: 'Uit: alleen lezen en behandelen. Ook teamleden hebben dit recht nodig om namens hun team te versturen.',
    },
  },
  defaultSort: { field: 'gebruikerId', order: 'ASC' },
  recordRepresentation: 'postvakId',
  access: { read: ['BEHEER_POSTVAKKEN'], write: ['BEHEER_POSTVAKKEN'] },
  deletable: true,
});
