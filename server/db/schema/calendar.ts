import { vrijeDagEntity } from '../../../contract/beheer/vrije-dagen';
import { entityTable } from '../entity-table';

/**
 * Days off (vrije dagen) besides the weekend: Dutch public holidays, seeded for 2025–2030 by a
 * migration and kept in Beheer › Vrije dagen. Business-day terms (SLA, Morgen) skip them.
 */
export const vrijeDagen = entityTable(vrijeDagEntity, () => ({}));
