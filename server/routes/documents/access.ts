import type { Permission } from '../../../contract/permissions';
import { access } from '../../services/permissions/access';

/** Who may do what with a dossier's documents (docs/documents.md, "Permissions"). */
const rule = (...permissions: Permission[]) => access.anyOf(permissions);

export const DOCUMENT_ACCESS = {
  /** Read the documents, add one and upload into it: the Documenten tab. */
  documents: rule('DOSSIER_DETAIL_DOCUMENTEN'),
  reviewSp: rule('DOCUMENT_BEOORDELING_SP'),
  reviewNhl: rule('DOCUMENT_BEOORDELING_NHL'),
  review: rule('DOCUMENT_BEOORDELING_SP', 'DOCUMENT_BEOORDELING_NHL'),
  remove: rule('DOCUMENT_DELETE'),
  zip: rule('DOWNLOAD_ALL_DOCUMENTS'),
  generate: rule('DOCUMENT_GENEREREN'),
};
