import { integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { ontvangercodeEntity } from '../../../contract/beheer/ontvangercodes';
import { entityTable } from '../entity-table';
import { gebruikers } from './access';
import { organisaties } from './organisation';

/**
 * HDN receiver codes of the Dutch mortgage labels (/rs/ontvangercodes): the whole market a
 * dossier can be addressed to, wider than the money providers this organisation works for
 * (a `geldverstrekkers` row with the same `ontvanger_code` is one of those).
 */
export const ontvangercodes = entityTable(ontvangercodeEntity, () => ({}));

/** The dossier phases (/rs/systeemstatuses/fases); the codes are FASES of contract/dossier.ts. */
export const systeemFases = pgTable('systeem_fases', {
  code: text().primaryKey(),
  omschrijving: text().notNull(),
  volgorde: integer().notNull(),
});

/** A system status is a phase with one of its steps (/rs/systeemstatuses, /staps); STAPPEN of contract/dossier.ts. */
export const systeemStatussen = pgTable(
  'systeem_statussen',
  {
    id: serial().primaryKey(),
    fase: text()
      .notNull()
      .references(() => systeemFases.code),
    stap: text().notNull(),
    omschrijving: text().notNull(),
    volgorde: integer().notNull(),
  },
  (t) => [unique().on(t.fase, t.stap)],
);

/** The organisations a user works for (Beheer › Gebruikers, /beheer/gebruikers/{id}/organisations). */
export const gebruikerOrganisaties = pgTable(
  'gebruiker_organisaties',
  {
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    organisatieId: integer()
      .notNull()
      .references(() => organisaties.id),
  },
  (t) => [primaryKey({ columns: [t.gebruikerId, t.organisatieId] })],
);
