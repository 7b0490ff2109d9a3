import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doorlooptijden } from '../../db/schema';

export type Norm = Pick<typeof doorlooptijden.$inferSelect, 'id' | 'stap' | 'segment' | 'geldverstrekkerId' | 'normWerkdagen' | 'signaalWerkdagen'>;

/** The active norms of Beheer › Doorlooptijden (a few dozen rows). */
export const loadNorms = (db: Db): Promise<Norm[]> =>
  db
    .select({
      id: doorlooptijden.id,
      stap: doorlooptijden.stap,
      segment: doorlooptijden.segment,
      geldverstrekkerId: doorlooptijden.geldverstrekkerId,
      normWerkdagen: doorlooptijden.normWerkdagen,
      signaalWerkdagen: doorlooptijden.signaalWerkdagen,
    })
    .from(doorlooptijden)
    .where(eq(doorlooptijden.active, true))
    .orderBy(asc(doorlooptijden.id));

/**
 * The norm of a phase or step ('FASE' or 'FASE.STAP') for a kind of office and a money provider:
 * the money provider's own before the general one, the kind's own before all kinds, the oldest
 * first. The same order as the dossier list's filter bovenNorm (services/dossiers/progress.ts).
 */
export function normFor(norms: readonly Norm[], code: string, segment: string | null, geldverstrekkerId: number | null): Norm | undefined {
  const fits = norms.filter(
    (n) => n.stap === code && (n.segment === null || n.segment === segment) && (n.geldverstrekkerId === null || n.geldverstrekkerId === geldverstrekkerId),
  );
  const rank = (n: Norm) => (n.geldverstrekkerId === null ? 2 : 0) + (n.segment === null ? 1 : 0);
  return [...fits].sort((a, b) => rank(a) - rank(b) || a.id - b.id)[0];
}
