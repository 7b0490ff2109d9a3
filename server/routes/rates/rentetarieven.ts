import type { CrudExtension } from '../../crud/factory';
import { rateWrites } from '../../services/rates/rate-writes';

/** Beheer › Rentetarieven on the CRUD factory: every write keeps its rate change (docs/rates.md). */
export const rentetarievenExtension: CrudExtension = {
  service: (app) => rateWrites(app.db),
};
