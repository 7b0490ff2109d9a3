import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracten, referentieWaarden } from '../../db/schema';
import { MSG } from '../../../contract/rules';
import { validationError } from '../../errors';

/** One code list of referentie_waarden: its active codes (all, or those of `codes`) in their order. */
export const codeList = (db: Db, lijst: string, codes?: readonly string[]) =>
  db
    .select({ id: referentieWaarden.code, omschrijving: referentieWaarden.omschrijving })
    .from(referentieWaarden)
    .where(and(eq(referentieWaarden.lijst, lijst), eq(referentieWaarden.active, true), codes ? inArray(referentieWaarden.code, [...codes]) : undefined))
    .orderBy(asc(referentieWaarden.volgorde), asc(referentieWaarden.code));

/**
 * Refuses (400 on each field) a country that is not an active code of the countries list
 * (landtypes, Beheer › Referentielijsten › Landen), the list the forms offer. A value already
 * stored passes unchanged: a country taken off the list later must not block other edits.
 */
export async function checkCountries(db: Db, entries: readonly { field: string; land: string; stored?: string }[], labels: Record<string, string>) {
  const asked = entries.filter((entry) => entry.land !== entry.stored);
  if (!asked.length) return;
  const known = new Set((await codeList(db, 'landtypes', asked.map((entry) => entry.land))).map((country) => country.id));
  const refused = asked.filter((entry) => !known.has(entry.land));
  if (refused.length) throw validationError(Object.fromEntries(refused.map((entry) => [entry.field, MSG.choice])), labels);
}

/** The running contracts a new agreement with a money provider starts from (Beheer › Contracten). */
export const runningContracts = (db: Db) =>
  db
    .select({ id: contracten.id, contractNummer: contracten.contractNummer, omschrijving: contracten.omschrijving, geldverstrekkerId: contracten.geldverstrekkerId })
    .from(contracten)
    .where(and(eq(contracten.active, true), or(isNull(contracten.einddatum), gte(contracten.einddatum, sql`current_date`))))
    .orderBy(asc(contracten.contractNummer));
