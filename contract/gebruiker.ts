import { z } from 'zod';
import { defineEntity } from './entity';
import { USER_TYPES } from './permissions';
import { choice, int32, MSG, optionalId, optionalText, requiredEmail, requiredText } from './rules';

const USER_TYPE_CHOICES = Object.entries(USER_TYPES).map(([id, name]) => ({ id, name: `${id} – ${name}` }));
const TYPE_CODES = Object.keys(USER_TYPES) as [keyof typeof USER_TYPES, ...(keyof typeof USER_TYPES)[]];

const ids = () => z.array(int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer), { error: MSG.required }).max(100);

/** The fields Beheer › Gebruikers writes; the user name is fixed once created. */
const gebruikerSchema = z.object({
  voorLetters: requiredText(20),
  tussenVoegsels: optionalText(20),
  achterNaam: requiredText(100),
  email: requiredEmail(),
  typeCode: choice(TYPE_CODES),
  kantoorId: optionalId(),
  geldverstrekkerId: optionalId(),
  rolIds: ids().min(1, 'Kies ten minste één rol.'),
  teamIds: ids().min(1, 'Kies ten minste één team.'),
  /** The organisations (labels) the user works for; none given means none. */
  organisatieIds: ids().optional().default([]),
  active: z.boolean(),
});

/**
 * Who a user works for, by type (issue #18): an adviser (A) for an office, a lender's employee (H)
 * for a money provider. Field messages, empty when all is well; the server refuses on them.
 */
export const organisationProblems = (v: { typeCode: string; kantoorId?: number | null; geldverstrekkerId?: number | null }) => ({
  ...(v.typeCode === 'A' && !v.kantoorId ? { kantoorId: 'Kies het kantoor van de adviseur.' } : {}),
  ...(v.typeCode === 'H' && !v.geldverstrekkerId ? { geldverstrekkerId: 'Kies de geldverstrekker van deze medewerker.' } : {}),
});

const newGebruikerSchema = gebruikerSchema.extend({
  username: requiredText(50)
    .transform((v) => v.toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9._-]+$/, 'Let op: alleen letters, cijfers, punt, streepje en underscore toegestaan.')),
});

export const GEBRUIKER_LABELS = {
  username: 'Gebruikersnaam',
  voorLetters: 'Voorletters',
  tussenVoegsels: 'Tussenvoegsels',
  achterNaam: 'Achternaam',
  email: 'E-mailadres',
  typeCode: 'Soort gebruiker',
  kantoorId: 'Kantoor',
  geldverstrekkerId: 'Geldverstrekker',
  rolIds: 'Rollen',
  teamIds: 'Teams',
  organisatieIds: 'Organisaties',
  active: 'Actief',
  kyc: 'KYC-controles',
} as const;

/** A role as Beheer › Rollen writes it: a named bundle of the product's permission strings. */
const rolSchema = z.object({
  naam: requiredText(100),
  omschrijving: optionalText(500),
  permissies: z.array(z.string(), { error: MSG.required }).max(500),
  /** Members must sign in with a second factor (docs/account-security.md). */
  tweeFactorVerplicht: z.boolean({ error: 'Kies ja of nee.' }).default(false),
});

export const ROL_LABELS = { naam: 'Naam', omschrijving: 'Omschrijving', permissies: 'Rechten', tweeFactorVerplicht: 'Tweestapsverificatie verplicht' } as const;

/** Beheer › Gebruikers; its service keeps the roles, teams and organisations with the user (server/services/users/gebruikers.ts). */
export const gebruikerEntity = defineEntity({
  name: 'gebruikers',
  apiPath: '/api/v1/beheer/gebruikers',
  route: '/beheer/gebruikers',
  label: { one: 'Gebruiker', many: 'Gebruikers' },
  schema: newGebruikerSchema,
  fields: {
    username: { label: GEBRUIKER_LABELS.username, kind: 'text', list: true, sortable: true, createOnly: true },
    voorLetters: { label: GEBRUIKER_LABELS.voorLetters, kind: 'text' },
    tussenVoegsels: { label: GEBRUIKER_LABELS.tussenVoegsels, kind: 'text' },
    achterNaam: {
      label: GEBRUIKER_LABELS.achterNaam,
      kind: 'text',
      list: true,
      sortable: true,
      filter: true,
      helperText: 'Zoeken vindt ook de gebruikersnaam en het e-mailadres.',
    },
    email: { label: GEBRUIKER_LABELS.email, kind: 'email', list: true, sortable: true },
    typeCode: { label: GEBRUIKER_LABELS.typeCode, kind: 'select', choices: USER_TYPE_CHOICES, list: true, sortable: true, filter: true },
    kantoorId: { label: GEBRUIKER_LABELS.kantoorId, kind: 'reference', reference: { path: '/api/v1/rs/kantoren', optionText: 'bedrijfsNaam' }, helperText: 'Alleen voor adviseurs.' },
    geldverstrekkerId: {
      label: GEBRUIKER_LABELS.geldverstrekkerId,
      kind: 'reference',
      reference: { path: '/api/v1/rs/geldverstrekkers', optionText: 'naam' },
      helperText: 'Alleen voor medewerkers van een geldverstrekker (soort H).',
    },
    rolIds: { label: GEBRUIKER_LABELS.rolIds, kind: 'references', reference: { path: '/api/v1/rols', optionText: 'naam' } },
    teamIds: { label: GEBRUIKER_LABELS.teamIds, kind: 'references', reference: { path: '/api/v1/teams', optionText: 'teamNaam', choices: 'teamsByRole' } },
    organisatieIds: {
      label: GEBRUIKER_LABELS.organisatieIds,
      kind: 'references',
      reference: { path: '/api/v1/organisations', optionText: 'naam' },
      helperText: 'De organisaties (labels) waarvoor de gebruiker werkt.',
    },
    active: { label: GEBRUIKER_LABELS.active, kind: 'boolean', list: true, sortable: true, filter: true },
  },
  defaultSort: { field: 'achterNaam', order: 'ASC' },
  recordRepresentation: 'achterNaam',
  access: { read: ['BEHEER_GEBRUIKERS'], write: ['BEHEER_GEBRUIKERS'] },
  deletable: false,
});

/** Beheer › Rollen; its service keeps the permission strings with the role (server/services/users/rollen.ts). */
export const rolEntity = defineEntity({
  name: 'roles',
  table: 'rollen',
  apiPath: '/api/v1/rols',
  route: '/beheer/roles',
  label: { one: 'Rol', many: 'Rollen' },
  schema: rolSchema,
  fields: {
    naam: { label: ROL_LABELS.naam, kind: 'text', list: true, sortable: true },
    omschrijving: { label: ROL_LABELS.omschrijving, kind: 'longtext', list: true },
    permissies: { label: ROL_LABELS.permissies, kind: 'references', reference: { path: '/api/v1/rols/permissie', optionText: 'naam' } },
    tweeFactorVerplicht: {
      label: ROL_LABELS.tweeFactorVerplicht,
      kind: 'boolean',
      list: true,
      helperText: 'Leden van deze rol melden zich aan met een code van hun telefoon; wie dat nog niet heeft ingesteld, doet dat bij de volgende aanmelding.',
    },
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_ROLLEN'], write: ['BEHEER_ROLLEN'] },
  deletable: false,
});
