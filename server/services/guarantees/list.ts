import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { BANKGARANTIE_STATUSSEN, OPEN_BANKGARANTIE_STATUSSEN } from '../../../contract/dossier-parties';
import type { SortKey } from '../../../contract/list-params';
import { containing, fieldSort, pageOf } from '../../crud/list-query';
import type { Db } from '../../db/client';
import { bankgaranties, dossiers, geldverstrekkers, kantoren } from '../../db/schema';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { amsterdamDay } from '../workload/calendar';

export const GUARANTEE_SORTS = ['vervalDatum', 'bedrag', 'dossierId', 'bank', 'status'] as const;
const OPEN = OPEN_BANKGARANTIE_STATUSSEN;

export const guaranteeItem = z.object({
  id: z.number().int(),
  dossierId: z.number().int(),
  cds: z.boolean(),
  btl: z.boolean(),
  naamHypotheekGever: z.string(),
  geldverstrekkerNaam: z.string(),
  kantoorNaam: z.string().nullable(),
  bank: z.string(),
  kenmerk: z.string().nullable(),
  begunstigde: z.string(),
  bedrag: z.number(),
  ingangsDatum: z.string().nullable(),
  vervalDatum: z.string(),
  status: z.enum(BANKGARANTIE_STATUSSEN),
  /** Days from today (Amsterdam) to the expiry date; negative once past it. */
  dagenTotVerval: z.number().int(),
});

export interface GuaranteeQuery {
  page: number;
  size: number;
  sort: SortKey<(typeof GUARANTEE_SORTS)[number]>[];
  status?: string[];
  /** Open guarantees expiring from today up to this many days ahead. */
  verlooptBinnen?: number;
  /** Open guarantees whose expiry date has passed: extend or close them. */
  verlopen?: boolean;
  geldverstrekkerId?: number;
  /** Part of the bank, the guarantee's reference, the beneficiary or an applicant's name. */
  query?: string | null;
}

/**
 * GET /bankgaranties: the bank guarantees of every dossier the user may see (the same scope as
 * the dossier lists), archived dossiers left out, soonest expiry first.
 */
export async function listGuarantees(db: Db, user: SessionUser, q: GuaranteeQuery, now = new Date()) {
  const today = amsterdamDay(now);
  const dagen = sql<number>`(${bankgaranties.vervalDatum} - ${today}::date)`;
  const where = and(
    visibleTo(user),
    eq(dossiers.gearchiveerd, false),
    q.status?.length ? inArray(bankgaranties.status, q.status) : undefined,
    q.verlooptBinnen !== undefined ? and(inArray(bankgaranties.status, OPEN), sql`${dagen} between 0 and ${q.verlooptBinnen}`) : undefined,
    q.verlopen ? and(inArray(bankgaranties.status, OPEN), sql`${dagen} < 0`) : undefined,
    q.geldverstrekkerId ? eq(dossiers.geldverstrekkerId, q.geldverstrekkerId) : undefined,
    q.query
      ? or(
          ilike(bankgaranties.bank, containing(q.query)),
          ilike(bankgaranties.kenmerk, containing(q.query)),
          ilike(bankgaranties.begunstigde, containing(q.query)),
          ilike(dossiers.naamHypotheekGever, containing(q.query)),
        )
      : undefined,
  );
  const columns: Record<(typeof GUARANTEE_SORTS)[number], SQL | typeof bankgaranties.vervalDatum> = {
    vervalDatum: bankgaranties.vervalDatum,
    bedrag: sql`${bankgaranties.bedrag}`,
    dossierId: sql`${bankgaranties.dossierId}`,
    bank: sql`lower(${bankgaranties.bank})`,
    status: sql`${bankgaranties.status}`,
  };
  const order = fieldSort(q.sort, columns, bankgaranties.id, { field: 'vervalDatum', direction: 'asc' });
  const joined = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(dossiers, eq(dossiers.id, bankgaranties.dossierId))
      .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, dossiers.geldverstrekkerId))
      .leftJoin(kantoren, eq(kantoren.id, dossiers.kantoorId))
      .where(where);
  return pageOf(
    q,
    async (limit, offset) => {
      const selection = db
        .select({
          id: bankgaranties.id,
          dossierId: bankgaranties.dossierId,
          cds: dossiers.cds,
          btl: dossiers.btl,
          naamHypotheekGever: dossiers.naamHypotheekGever,
          geldverstrekkerNaam: geldverstrekkers.naam,
          kantoorNaam: kantoren.bedrijfsNaam,
          bank: bankgaranties.bank,
          kenmerk: bankgaranties.kenmerk,
          begunstigde: bankgaranties.begunstigde,
          bedrag: bankgaranties.bedrag,
          ingangsDatum: bankgaranties.ingangsDatum,
          vervalDatum: bankgaranties.vervalDatum,
          status: bankgaranties.status,
          dagenTotVerval: dagen,
        })
        .from(bankgaranties)
        .$dynamic();
      const rows = await joined(selection).orderBy(...order).limit(limit).offset(offset);
      return rows.map((row) => ({ ...row, status: row.status as (typeof BANKGARANTIE_STATUSSEN)[number], dagenTotVerval: Number(row.dagenTotVerval) }));
    },
    async () => (await joined(db.select({ n: count() }).from(bankgaranties).$dynamic()))[0].n,
  );
}
