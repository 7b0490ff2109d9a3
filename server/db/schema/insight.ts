import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { FASE_CODES } from '../../../contract/dossier';
import { LOYALTY_LEVEL_CODES } from '../../../contract/insight/loyalty';
import { oneOf } from './checks';
import { dossiers } from './dossiers';
import { kantoren } from './organisation';
import { versioned } from './versioned';

const moment = () => timestamp({ withTimezone: true });

/** How a stretch in a phase or step ended: the dossier moved on, or its status closed it. */
export const AFLOPEN = ['VOLGENDE', 'AFGEROND', 'AFGEWEZEN', 'BEEINDIGD'] as const;

/**
 * Every finished stretch a dossier spent in one phase (`stap` empty) or one step, told from its
 * audit trail (docs/insight.md "Doorlooptijden"). Derived, never written by the application: the
 * trigger of migration 0034 on `dossier_wijzigingen` derives a dossier's rows again whenever a
 * phase, step or status change of it is recorded, in the same transaction. A stretch that still
 * runs is the dossier's own `fase`, `stap` and `stap_sinds`.
 */
export const dossierStapPeriodes = pgTable(
  'dossier_stap_periodes',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    fase: text().notNull(),
    /** Empty for the stretch of the whole phase. */
    stap: text(),
    beginOp: moment().notNull(),
    eindOp: moment().notNull(),
    /** The days in Amsterdam, for the business days in between (werkdag_kalender). */
    beginDag: date().notNull(),
    eindDag: date().notNull(),
    /**
     * The business days after `begin_dag` up to and including `eind_dag` (werkdag_kalender), kept
     * with the stretch so the lead times need no calendar lookups: set when the stretch is derived,
     * and set again wherever a change of the vrije dagen moves it (migration 0043). Empty for a day
     * outside the calendar's years, which the lead times leave out.
     */
    werkdagen: integer(),
    afloop: text().notNull(),
  },
  (t) => [
    check('dossier_stap_periodes_fase_check', oneOf(t.fase, FASE_CODES)),
    check('dossier_stap_periodes_afloop_check', oneOf(t.afloop, AFLOPEN)),
    index().on(t.dossierId),
    // Lead times of the stretches that ended in a period; the milestone filter (entered a step in a period).
    index('dossier_stap_periodes_eind_idx').on(t.eindOp, t.fase, t.stap),
    // The dossier last, so the milestone counts read the stretches that began in a period from the index alone.
    index('dossier_stap_periodes_begin_idx').on(t.fase, t.stap, t.beginOp, t.dossierId),
    // Whether an application ever waited for additional papers (aanlevering ONVOLLEDIG).
    index('dossier_stap_periodes_aanvulling_idx').on(t.dossierId).where(sql`${t.fase} = 'AANVRAAG' and ${t.stap} = 'AANVULLEN'`),
  ],
);

/**
 * The lead times added up ahead of the call (docs/insight.md "Storage and speed"): how many
 * finished stretches (moved on or finished, with business days) ended in a month, per phase, step,
 * business days and what a lead-time view can be filtered on without naming an office or a team:
 * the dossier's money provider, its office's kind, CDS, BTL and loan type. The columns bear the
 * dossier's names so the dossier scope (`visibleTo`) reads them as it reads a dossier. Derived,
 * never written by the application: migration 0045's functions keep it in the transaction of every
 * change of the stretches, of those columns of a dossier, of an office's kind and of the vrije
 * dagen. A count that fell to zero stays as a zero.
 */
export const doorlooptijdTellingen = pgTable(
  'doorlooptijd_tellingen',
  {
    maand: date().notNull(),
    fase: text().notNull(),
    stap: text(),
    geldverstrekkerId: integer(),
    kantoorType: text(),
    cds: boolean().notNull(),
    btl: boolean().notNull(),
    leningType: text().notNull(),
    werkdagen: integer().notNull(),
    aantal: integer().notNull(),
  },
  (t) => [unique('doorlooptijd_tellingen_sleutel').on(t.maand, t.fase, t.stap, t.geldverstrekkerId, t.kantoorType, t.cds, t.btl, t.leningType, t.werkdagen).nullsNotDistinct()],
);

/**
 * Each day with the number of business days up to and including it (Monday to Friday without the
 * Beheer › Vrije dagen), 2000 through 2060: the business days between two days are the difference
 * of their numbers. Rebuilt by the trigger of migration 0034 on every change of `vrije_dagen`.
 */
export const werkdagKalender = pgTable('werkdag_kalender', {
  datum: date().primaryKey(),
  nr: integer().notNull(),
});

/**
 * The thresholds of the advisers' loyalty levels (Beheer › Loyaliteit, docs/insight.md): an
 * office reaches a level in a quarter when it meets every threshold of it. A quarter is judged by
 * the thresholds of each level valid on its first day (the latest `geldig_vanaf` on or before it),
 * so new thresholds can be announced ahead and never change a quarter before them. Basis needs nothing.
 */
export const loyaliteitNiveaus = pgTable(
  'loyaliteit_niveaus',
  {
    id: serial().primaryKey(),
    niveau: text().notNull(),
    geldigVanaf: date().notNull(),
    minAanvragen: integer().notNull(),
    minFirstTimeRight: integer().notNull(),
    minCompleet: integer().notNull(),
    maxAanlevertijd: integer().notNull(),
    omschrijving: text(),
    ...versioned,
  },
  (t) => [
    unique('loyaliteit_niveaus_niveau_geldig_vanaf').on(t.niveau, t.geldigVanaf),
    check('loyaliteit_niveaus_niveau_check', oneOf(t.niveau, LOYALTY_LEVEL_CODES.filter((l) => l !== 'BASIS'))),
  ],
);

/**
 * The level each office earned in a finished quarter, with the figures it rests on: written once
 * by the job 'loyaliteit.kwartalen' after the quarter ends, so a later change of the thresholds
 * does not rewrite history.
 */
export const loyaliteitKwartalen = pgTable(
  'loyaliteit_kwartalen',
  {
    id: serial().primaryKey(),
    kantoorId: integer()
      .notNull()
      .references(() => kantoren.id, { onDelete: 'cascade' }),
    jaar: integer().notNull(),
    kwartaal: integer().notNull(),
    niveau: text().notNull(),
    aanvragen: integer().notNull(),
    firstTimeRight: numeric({ precision: 5, scale: 1, mode: 'number' }),
    compleet: numeric({ precision: 5, scale: 1, mode: 'number' }),
    aanlevertijd: numeric({ precision: 6, scale: 1, mode: 'number' }),
    berekendOp: moment().notNull().defaultNow(),
  },
  (t) => [unique().on(t.kantoorId, t.jaar, t.kwartaal), check('loyaliteit_kwartalen_niveau_check', oneOf(t.niveau, LOYALTY_LEVEL_CODES))],
);
