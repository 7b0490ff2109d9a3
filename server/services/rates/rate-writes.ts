import { and, eq } from 'drizzle-orm';
import { RATE_MESSAGES } from '../../../contract/rates';
import { rentetariefEntity } from '../../../contract/beheer/rentetarieven';
import { checkVersion } from '../../crud/versioned';
import { labelsOf, type CrudService } from '../../crud/factory';
import type { Db } from '../../db/client';
import { rentetarieven, renteWijzigingen } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { amsterdamDay } from '../workload/calendar';

type Rate = typeof rentetarieven.$inferSelect;
type RateValues = Pick<Rate, 'productId' | 'rentevastePeriode' | 'risicoklasse' | 'rentePercentage' | 'ingangsdatum' | 'active'>;

const labels = labelsOf(rentetariefEntity);
const dutchDate = (day: string) => day.split('-').reverse().join('-');

/**
 * What a write of a rate means for its history (docs/rates.md "Rate changes"): offered for the
 * first time or again, a new percentage, or withdrawn. Nothing else (a corrected date alone) is a
 * change of the rate.
 */
function changeOf(before: Rate | null, after: RateValues, today: string) {
  const offered = before?.active ?? false;
  if (!offered && after.active) return { oudPercentage: null, nieuwPercentage: after.rentePercentage, ingangsdatum: after.ingangsdatum };
  if (offered && !after.active) return { oudPercentage: before!.rentePercentage, nieuwPercentage: null, ingangsdatum: today };
  if (offered && before!.rentePercentage !== after.rentePercentage) {
    return { oudPercentage: before!.rentePercentage, nieuwPercentage: after.rentePercentage, ingangsdatum: after.ingangsdatum };
  }
  return null;
}

async function record(tx: Tx, user: SessionUser, before: Rate | null, after: Rate) {
  const change = changeOf(before, after, amsterdamDay(new Date()));
  if (change) await tx.insert(renteWijzigingen).values({ tariefId: after.id, gebruikerId: user.id, ...change });
}

/**
 * The writes of Beheer › Rentetarieven on the CRUD factory: each in one transaction with the rate
 * change it makes, so the history never misses a change nor holds one that was rolled back.
 */
export const rateWrites = (db: Db): Pick<CrudService, 'create' | 'update'> => ({
  create: (user, body) =>
    db.transaction(async (tx) => {
      const values = body as RateValues;
      const [taken] = await tx
        .select({ id: rentetarieven.id })
        .from(rentetarieven)
        .where(
          and(
            eq(rentetarieven.productId, values.productId),
            eq(rentetarieven.rentevastePeriode, values.rentevastePeriode),
            eq(rentetarieven.risicoklasse, values.risicoklasse),
          ),
        );
      if (taken) throw validationError({ risicoklasse: RATE_MESSAGES.duplicate }, labels);
      const [row] = await tx.insert(rentetarieven).values(values).returning();
      await record(tx, user, null, row);
      return row;
    }),
  update: (user, id, version, body) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(rentetarieven).where(eq(rentetarieven.id, id)).for('update');
      if (!current) throw notFound();
      checkVersion(current, version);
      const values = body as Omit<RateValues, 'productId' | 'rentevastePeriode' | 'risicoklasse'>;
      if (values.active && values.rentePercentage !== current.rentePercentage && values.ingangsdatum < current.ingangsdatum) {
        throw validationError({ ingangsdatum: RATE_MESSAGES.dateBeforePrevious.replace('%{datum}', dutchDate(current.ingangsdatum)) }, labels);
      }
      const [row] = await tx
        .update(rentetarieven)
        .set({ rentePercentage: values.rentePercentage, ingangsdatum: values.ingangsdatum, active: values.active, version: current.version + 1, updatedAt: new Date() })
        .where(eq(rentetarieven.id, id))
        .returning();
      await record(tx, user, current, row);
      return row;
    }),
});
