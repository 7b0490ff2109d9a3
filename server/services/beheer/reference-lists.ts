import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracten, referentieWaarden } from '../../db/schema';

/** One code list of referentie_waarden: its active codes (all, or those of `codes`) in their order. */
export const codeList = (db: Db, lijst: string, codes?: readonly string[]) =>
  db
    .select({ id: referentieWaarden.code, omschrijving: referentieWaarden.omschrijving })
    .from(referentieWaarden)
    .where(and(eq(referentieWaarden.lijst, lijst), eq(referentieWaarden.active, true), codes ? inArray(referentieWaarden.code, [...codes]) : undefined))
    .orderBy(asc(referentieWaarden.volgorde), asc(referentieWaarden.code));

/** The running contracts a new agreement with a money provider starts from (Beheer › Contracten). */
export const runningContracts = (db: Db) =>
  db
    .select({ id: contracten.id, contractNummer: contracten.contractNummer, omschrijving: contracten.omschrijving, geldverstrekkerId: contracten.geldverstrekkerId })
    .from(contracten)
    .where(and(eq(contracten.active, true), or(isNull(contracten.einddatum), gte(contracten.einddatum, sql`current_date`))))
    .orderBy(asc(contracten.contractNummer));
