import type { Permission } from '../../../contract/permissions';
import { access } from '../../services/permissions/access';

/** The back office's own staff: clean-up spans every office and lender, so no adviser or lender does it. */
const STAFF = ['M', 'B', 'V'] as const;
const rule = (...permissions: Permission[]) => access.anyOf(permissions, STAFF);

/** Who may do what in the clean-up (docs/cleanup.md, "Permissions"). */
export const CLEANUP_ACCESS = {
  /** See the clean-ups, mark dossiers (one or all that are due), withdraw a marking. */
  mark: rule('DOSSIER_OPSCHONEN', 'DOSSIER_OPSCHONEN_GOEDKEUREN'),
  /** Approve a marking and start what is approved: the irreversible part. */
  approve: rule('DOSSIER_OPSCHONEN_GOEDKEUREN'),
};
