import { and, between, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { FASE_CODES } from '../../../contract/dossier';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema';
import type { SessionUser } from '../permissions/access';
import { quickSearch } from './filters';
import { visibleTo } from './scope';

const MAX_PROJECTIONS = 20;
const MAX_ID = 2_147_483_647;

/**
 * Dossier numbers that start with the typed digits, as ranges on the primary key: 12 finds 12,
 * 120–129, 1200–1299 and so on, without reading every row.
 */
function idStartingWith(digits: string): SQL | undefined {
  const prefix = Number(digits);
  if (!/^\d{1,10}$/.test(digits) || prefix === 0 || prefix > MAX_ID) return undefined;
  const ranges: SQL[] = [];
  for (let scale = 1; prefix * scale <= MAX_ID; scale *= 10) {
    ranges.push(between(dossiers.id, prefix * scale, Math.min((prefix + 1) * scale - 1, MAX_ID)));
  }
  return or(...ranges);
}

/** What a dossier projection (a quick-search hit, a linked dossier) shows. */
export const projectionColumns = {
  id: dossiers.id,
  offerteNr: dossiers.offerteNr,
  kenmerk: dossiers.kenmerk,
  naamHypotheekGever: dossiers.naamHypotheekGever,
  fase: dossiers.fase,
  stap: dossiers.stap,
  cds: dossiers.cds,
  btl: dossiers.btl,
  aanleverenViaHdnjn: dossiers.aanleverenViaHdnjn,
  gearchiveerd: dossiers.gearchiveerd,
};

export const projectionSchema = z.object({
  id: z.number().int(),
  offerteNr: z.string().nullable(),
  kenmerk: z.string().nullable(),
  naamHypotheekGever: z.string(),
  fase: z.enum(FASE_CODES),
  stap: z.string(),
  cds: z.boolean(),
  btl: z.boolean(),
  aanleverenViaHdnjn: z.number().int(),
  gearchiveerd: z.boolean(),
});

/**
 * The dossier lookup of the header's quick search and the dossier pickers: at most 20 hits, an
 * exact dossier number first, then the newest. Archived dossiers are found too.
 */
export async function findProjections(
  db: Db,
  user: SessionUser,
  q: { hasOfferteNr?: boolean; dossierId?: string; query?: string },
) {
  const exact = q.query?.replace(/\s+/g, '') ?? q.dossierId ?? '';
  // A whole dossier number in the quick search is that dossier, one hit that opens it (spec 001 §5),
  // not every number, reference or name that contains those digits.
  if (q.query !== undefined && /^\d{1,9}$/.test(exact)) {
    const own = await db
      .select(projectionColumns)
      .from(dossiers)
      .where(and(visibleTo(user), eq(dossiers.id, Number(exact)), q.hasOfferteNr ? isNotNull(dossiers.offerteNr) : undefined));
    if (own.length) return own;
  }
  return db
    .select(projectionColumns)
    .from(dossiers)
    .where(
      and(
        visibleTo(user),
        q.hasOfferteNr ? isNotNull(dossiers.offerteNr) : undefined,
        q.dossierId !== undefined ? (idStartingWith(q.dossierId) ?? sql`false`) : undefined,
        q.query !== undefined ? (quickSearch(q.query) ?? sql`false`) : undefined,
      ),
    )
    .orderBy(...(/^\d{1,9}$/.test(exact) ? [desc(eq(dossiers.id, Number(exact)))] : []), desc(dossiers.id))
    .limit(MAX_PROJECTIONS);
}
