import { index } from 'drizzle-orm/pg-core';
import { berichtTemplateEntity } from '../../../contract/bericht-template';
import { entityTable } from '../entity-table';
import { geldverstrekkers } from './organisation';

/**
 * Message templates (Beheer › Berichttemplates, spec 002 §2–§7): a reusable message whose
 * HTML body carries merge fields ({{dossier.nummer}}) filled from a dossier (docs/beheer.md).
 * `geldverstrekkerId` empty: the organisation's template; filled: a lender's own.
 */
export const berichtTemplates = entityTable(berichtTemplateEntity, () => ({ geldverstrekkers }), (t) => [index().on(t.geldverstrekkerId)]);
