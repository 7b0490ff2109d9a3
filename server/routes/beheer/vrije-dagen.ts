import { vrijeDagEntity } from '../../../contract/beheer/vrije-dagen';
import type { CrudExtension } from '../../crud/factory';
import { lenderRules } from '../../crud/lender-scope';
import { vrijeDagen } from '../../db/schema';
import { forgetHolidays } from '../../services/workload/calendar';

/**
 * Beheer › Vrije dagen: the registry's plain routes, after whose changes this server reads the
 * days off again at once; the business-day calendar keeps them otherwise (services/workload/calendar.ts).
 */
export const vrijeDagenExtension: CrudExtension = {
  ...lenderRules(vrijeDagEntity, vrijeDagen),
  service: (app, defaults) => {
    const thenForget = async <T>(change: Promise<T>) => {
      try {
        return await change;
      } finally {
        forgetHolidays(app.db);
      }
    };
    return {
      create: (user, body, file) => thenForget(defaults.create(user, body, file)),
      update: (user, id, version, body, file) => thenForget(defaults.update(user, id, version, body, file)),
      remove: (user, id) => thenForget(defaults.remove(user, id)),
    };
  },
};
