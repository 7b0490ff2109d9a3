import { z } from 'zod';
import { defineEntity } from './entity';
import { choice, optionalId, requiredEmail, requiredText } from './rules';

/**
 * The teams a user may pick (spec 000 §6, 001 §6): a lender the active teams found by its
 * products, anyone else the organisation's own active teams (money provider -1).
 */
export const teamChoicesPath = (userCode: string | null | undefined) =>
  userCode === 'H' ? '/api/v1/teams?active=true&findMoneyProviderByProducts=true' : '/api/v1/teams?active=true&moneyProviderId=-1';

const TEAM_TYPES = [
  { id: 'TEAM', name: 'Team' },
  { id: 'AFDELING', name: 'Afdeling' },
  { id: 'MAILBOX', name: 'Gedeelde mailbox' },
] as const;

const teamSchema = z.object({
  teamNaam: requiredText(100),
  teamEmail: requiredEmail(),
  teamType: choice(['TEAM', 'AFDELING', 'MAILBOX']).default('TEAM'),
  /** Teams of a money provider; null for the processor's own teams (queried as moneyProviderId=-1). */
  moneyProviderId: optionalId(),
  active: z.boolean().default(true),
});

export const teamEntity = defineEntity({
  name: 'teams',
  apiPath: '/api/v1/teams',
  route: '/beheer/teams',
  label: { one: 'Team', many: 'Teams' },
  schema: teamSchema,
  fields: {
    teamNaam: { label: 'Teamnaam', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    teamEmail: { label: 'E-mailadres team', kind: 'email', list: true, sortable: true },
    teamType: { label: 'Soort', kind: 'select', choices: TEAM_TYPES, list: true, sortable: true },
    moneyProviderId: {
      label: 'Geldverstrekker',
      kind: 'reference',
      reference: { path: '/api/v1/rs/geldverstrekkers', optionText: 'naam' },
      list: true,
      helperText: 'Leeg voor een eigen team van de organisatie.',
    },
    active: { label: 'Actief', kind: 'boolean', list: true, sortable: true, filter: true },
  },
  defaultSort: { field: 'teamNaam', order: 'ASC' },
  recordRepresentation: 'teamNaam',
  access: { read: 'signedIn', write: ['BEHEER_TEAMS'] },
  deletable: false,
  lenders: { owner: 'moneyProviderId' },
});
