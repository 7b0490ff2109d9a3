import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AANLEIDING_CODES } from '../../../contract/notes';
import { TAAK_PRIORITEITEN, TASK_HISTORY_ACTIONS } from '../../../contract/tasks';
import { TASK_LIMITS } from '../../../contract/limits';
import { gebruikers } from './access';
import { berichtTemplates } from './bericht-templates';
import { oneOf } from './checks';
import { dossiers } from './dossiers';
import { geldverstrekkers, teams } from './organisation';
import { versioned } from './versioned';

/** Task categories (GET /rs/taak/types; spec 000 §3 "Task type and category names seen"). */
export const taakTypes = pgTable('taak_types', {
  id: serial().primaryKey(),
  displayName: text().notNull().unique(),
  active: boolean().notNull().default(true),
});

const OPEN = sql`not gedaan and not gearchiveerd`;

/**
 * A task for a person or a team (spec 000 §3), optionally about a dossier. `geldverstrekkerId` is
 * the organisation the task belongs to: null for the processor's staff, else the money provider
 * whose people and teams it is for; visibility starts from it (docs/tasks.md).
 */
export const taken = pgTable(
  'taken',
  {
    id: serial().primaryKey(),
    onderwerp: text(),
    omschrijving: text().notNull(),
    aanleiding: text().notNull().default('O'),
    prioriteitId: integer().notNull().default(3),
    typeId: integer()
      .notNull()
      .references(() => taakTypes.id),
    deadline: timestamp({ withTimezone: true }).notNull(),
    dossierId: integer().references(() => dossiers.id, { onDelete: 'set null' }),
    toegewezenAanId: integer().references(() => gebruikers.id),
    teamId: integer().references(() => teams.id),
    geldverstrekkerId: integer().references(() => geldverstrekkers.id),
    templateId: integer().references(() => berichtTemplates.id, { onDelete: 'set null' }),
    aangemaaktDoorId: integer().references(() => gebruikers.id),
    gedaan: boolean().notNull().default(false),
    gedaanOp: timestamp({ withTimezone: true }),
    gedaanDoorId: integer().references(() => gebruikers.id),
    gearchiveerd: boolean().notNull().default(false),
    ...versioned,
  },
  (t) => [
    index().on(t.dossierId),
    index().on(t.toegewezenAanId),
    index().on(t.teamId),
    // The workflow lists and counters read open work only: small partial indexes in the lists'
    // order (deadline, id). `geldverstrekker_id is null` gives no order to the planner, so the
    // processor's lists walk taken_open_order_idx; the counts are index-only on taken_open_counts_idx.
    index('taken_open_assignee_idx').on(t.toegewezenAanId, t.deadline, t.id).where(OPEN),
    index('taken_open_team_idx').on(t.teamId, t.deadline, t.id).where(OPEN),
    index('taken_open_deadline_idx').on(t.geldverstrekkerId, t.deadline, t.id).where(OPEN),
    index('taken_open_order_idx').on(t.deadline, t.id).where(OPEN),
    index('taken_open_counts_idx').on(t.geldverstrekkerId, t.toegewezenAanId, t.teamId, t.id).where(OPEN),
    check('taken_ontvanger_check', sql`(${t.toegewezenAanId} is null) <> (${t.teamId} is null)`),
    check('taken_aanleiding_check', oneOf(t.aanleiding, AANLEIDING_CODES)),
    check('taken_prioriteit_check', sql`${t.prioriteitId} in (${sql.raw(TAAK_PRIORITEITEN.map((p) => p.id).join(', '))})`),
    check('taken_onderwerp_check', sql`char_length(${t.onderwerp}) <= ${sql.raw(String(TASK_LIMITS.onderwerp))}`),
    check('taken_omschrijving_check', sql`char_length(${t.omschrijving}) <= ${sql.raw(String(TASK_LIMITS.omschrijving))}`),
  ],
);

/** Who has read a task: unread is per user, the absence of a row (PUT /taken/{id}/ongelezen removes it). */
export const taakGelezen = pgTable(
  'taak_gelezen',
  {
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    taakId: integer()
      .notNull()
      .references(() => taken.id, { onDelete: 'cascade' }),
    gelezenOp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gebruikerId, t.taakId] }), index().on(t.taakId)],
);

/**
 * A task's history: created for, handed over to, done, opened again (`actie`), each with who did
 * it and who held the task after it.
 */
export const taakDelegaties = pgTable(
  'taak_delegaties',
  {
    id: serial().primaryKey(),
    taakId: integer()
      .notNull()
      .references(() => taken.id, { onDelete: 'cascade' }),
    actie: text().$type<(typeof TASK_HISTORY_ACTIONS)[number]>().notNull().default('OVERGEDRAGEN'),
    doorId: integer().references(() => gebruikers.id),
    naarGebruikerId: integer().references(() => gebruikers.id),
    naarTeamId: integer().references(() => teams.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.taakId, t.at), check('taak_delegaties_actie_check', oneOf(t.actie, TASK_HISTORY_ACTIONS))],
);
