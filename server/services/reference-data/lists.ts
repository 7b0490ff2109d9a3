import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  changeRequestStatussen,
  documentStatussen,
  dossiers,
  gebruikers,
  geldverstrekkers,
  kantoren,
  ontvangercodes,
  organisaties,
  systeemFases,
  systeemStatussen,
  systemEvents,
} from '../../db/schema';
import { lenderOwned } from '../../crud/lender-scope';
import type { SessionUser } from '../permissions/access';

/**
 * The read-only reference lists (spec 002 §7 "Reference data"), each with the schema of its
 * answer; the browser loads each once and caches it.
 */

const id = z.number().int();

export const organisationItem = z.object({ id, naam: z.string(), geldverstrekkerId: id.nullable() });

/** Organisations dossiers are processed for; a lender sees the general ones and its own. */
export const organisations = (db: Db, user: SessionUser, moneyProviderId?: number) =>
  db
    .select({ id: organisaties.id, naam: organisaties.naam, geldverstrekkerId: organisaties.geldverstrekkerId })
    .from(organisaties)
    .where(
      and(
        eq(organisaties.active, true),
        moneyProviderId === undefined ? undefined : eq(organisaties.geldverstrekkerId, moneyProviderId),
        user.typeCode === 'H' ? or(isNull(organisaties.geldverstrekkerId), eq(organisaties.geldverstrekkerId, user.geldverstrekkerId ?? -1)) : undefined,
      ),
    )
    .orderBy(sql`lower(${organisaties.naam})`, asc(organisaties.id));

export const moneyProviderItem = z.object({ id, naam: z.string(), ontvangerCode: z.string() });

export const moneyProviders = (db: Db) =>
  db
    .select({ id: geldverstrekkers.id, naam: geldverstrekkers.naam, ontvangerCode: geldverstrekkers.ontvangerCode })
    .from(geldverstrekkers)
    .where(eq(geldverstrekkers.active, true))
    .orderBy(asc(geldverstrekkers.naam));

export const officeItem = z.object({ id, bedrijfsNaam: z.string(), plaatsNaam: z.string() });

export const offices = (db: Db) =>
  db
    .select({ id: kantoren.id, bedrijfsNaam: kantoren.bedrijfsNaam, plaatsNaam: kantoren.plaatsNaam })
    .from(kantoren)
    .where(eq(kantoren.active, true))
    .orderBy(asc(kantoren.bedrijfsNaam), asc(kantoren.id));

export const changeRequestStatusItem = z.object({ id: id.describe("the spec's status id"), label: z.string(), eindstatus: z.boolean() });

/** Kept in Beheer › Dossier Change Request Status; the id is the spec's status id. */
export const changeRequestStatuses = (db: Db) =>
  db
    .select({ id: changeRequestStatussen.statusId, label: changeRequestStatussen.label, eindstatus: changeRequestStatussen.eindstatus })
    .from(changeRequestStatussen)
    .where(eq(changeRequestStatussen.active, true))
    .orderBy(asc(changeRequestStatussen.statusId));

export const eventItem = z.object({ id: z.string().describe('the event name'), naam: z.string(), omschrijving: z.string().nullable() });

/** The event names of Beheer › System Events, for the event templates; the name is the id. */
export const events = (db: Db) =>
  db
    .select({ id: systemEvents.naam, naam: systemEvents.naam, omschrijving: systemEvents.omschrijving })
    .from(systemEvents)
    .where(eq(systemEvents.active, true))
    .orderBy(asc(systemEvents.naam));

export const receiverItem = z.object({ id, code: z.string(), naam: z.string(), particulier: z.boolean(), btl: z.boolean() });

/** HDN receiver codes of the Dutch mortgage labels (migration 0015). */
export const receivers = (db: Db) =>
  db
    .select({ id: ontvangercodes.id, code: ontvangercodes.code, naam: ontvangercodes.naam, particulier: ontvangercodes.particulier, btl: ontvangercodes.btl })
    .from(ontvangercodes)
    .where(eq(ontvangercodes.active, true))
    .orderBy(asc(ontvangercodes.naam));

export const receiverLiteItem = z.object({ id: z.string().describe('the receiver code'), naam: z.string() });

/** Lite: code and name for selects, residential or buy-to-let only when asked. */
export const receiversLite = (db: Db, only?: 'particulier' | 'btl') =>
  db
    .select({ id: ontvangercodes.code, naam: ontvangercodes.naam })
    .from(ontvangercodes)
    .where(and(eq(ontvangercodes.active, true), only ? eq(ontvangercodes[only], true) : undefined))
    .orderBy(asc(ontvangercodes.naam));

export const systemStatusItem = z.object({ id, fase: z.string(), faseOmschrijving: z.string(), stap: z.string(), omschrijving: z.string() });

/** A system status is a phase with one of its steps (migration 0015, equal to contract/dossier.ts). */
export const systemStatuses = (db: Db) =>
  db
    .select({
      id: systeemStatussen.id,
      fase: systeemStatussen.fase,
      faseOmschrijving: systeemFases.omschrijving,
      stap: systeemStatussen.stap,
      omschrijving: systeemStatussen.omschrijving,
    })
    .from(systeemStatussen)
    .innerJoin(systeemFases, eq(systeemFases.code, systeemStatussen.fase))
    .orderBy(asc(systeemStatussen.volgorde));

export const phaseItem = z.object({ id: z.string().describe('the phase code'), omschrijving: z.string() });

export const phases = (db: Db) =>
  db.select({ id: systeemFases.code, omschrijving: systeemFases.omschrijving }).from(systeemFases).orderBy(asc(systeemFases.volgorde));

export const stepItem = z.object({ id, code: z.string(), fase: z.string(), omschrijving: z.string() });

/** A step code recurs in several phases (UITGEBRACHT, GETEKEND): each answer names its phase. */
export const steps = (db: Db) =>
  db
    .select({ id: systeemStatussen.id, code: systeemStatussen.stap, fase: systeemStatussen.fase, omschrijving: systeemStatussen.omschrijving })
    .from(systeemStatussen)
    .orderBy(asc(systeemStatussen.volgorde));

/**
 * The advisers a user's screens name (/adviseurs): an adviser the colleagues of its own office, a
 * lender the advisers of offices with dossiers at its money provider, staff all.
 */
function adviserScope(user: SessionUser): SQL | undefined {
  if (user.typeCode === 'A') return eq(gebruikers.kantoorId, user.kantoorId ?? -1);
  if (user.typeCode === 'H') {
    return inArray(gebruikers.id, sql`(select distinct ${dossiers.adviseurId} from ${dossiers} where ${dossiers.geldverstrekkerId} = ${user.geldverstrekkerId ?? -1})`);
  }
  return undefined;
}

export const adviserItem = z.object({ id, voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string(), kantoorId: id.nullable() });

export const advisers = (db: Db, user: SessionUser) =>
  db
    .select({
      id: gebruikers.id,
      voorLetters: gebruikers.voorLetters,
      tussenVoegsels: gebruikers.tussenVoegsels,
      achterNaam: gebruikers.achterNaam,
      kantoorId: gebruikers.kantoorId,
    })
    .from(gebruikers)
    .where(and(eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true), adviserScope(user)))
    .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));

export const documentStatusItem = z.object({ id: z.string().describe('the status letter'), omschrijving: z.string(), icoon: z.string() });

/** Kept in Beheer › documenten; a lender sees the organisation's statuses and its own, as in Beheer. */
export const documentStatuses = (db: Db, user: SessionUser) =>
  db
    .select({ id: documentStatussen.code, omschrijving: documentStatussen.omschrijving, icoon: documentStatussen.icoon })
    .from(documentStatussen)
    .where(and(eq(documentStatussen.active, true), lenderOwned(documentStatussen.geldverstrekkerId).scope?.(user)))
    .orderBy(asc(documentStatussen.volgorde));
