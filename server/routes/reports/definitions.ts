import { rapportageEntity } from '../../../contract/beheer/rapportages';
import { GROEPERINGEN, REPORT_QUERIES, type Groepering, type ReportQuery } from '../../../contract/insight/reports';
import type { CrudExtension } from '../../crud/factory';
import { validationError } from '../../errors';
import { STAFF_TYPES } from '../../services/permissions/staff';
import { access } from '../../services/permissions/access';

/**
 * Beheer › Rapportages (docs/insight.md "Rapportages"): a report groups only as its query can, and
 * only the organisation's own administrators define them (they decide what every role may read).
 */
export const reportDefinitionsExtension: CrudExtension = {
  access: {
    list: access.anyOf(['BEHEER_RAPPORTAGES'], STAFF_TYPES),
    read: access.anyOf(['BEHEER_RAPPORTAGES'], STAFF_TYPES),
    write: access.anyOf(['BEHEER_RAPPORTAGES'], STAFF_TYPES),
  },
  beforeWrite: (body) => {
    const query = REPORT_QUERIES[body.query as ReportQuery];
    const groepering = body.groepering as Groepering;
    if (!(query.groeperingen as readonly string[]).includes(groepering)) {
      const allowed = query.groeperingen.map((g) => GROEPERINGEN.find((x) => x.id === g)!.name.toLowerCase()).join(', ');
      throw validationError({ groepering: `${query.name} groepeert alleen per: ${allowed}.` }, { groepering: rapportageEntity.fields.groepering.label });
    }
    return body;
  },
};
