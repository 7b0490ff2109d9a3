import { index } from 'drizzle-orm/pg-core';
import { changeRequestStatusEntity } from '../../../contract/beheer/change-request';
import { codeLeningMijEntity } from '../../../contract/beheer/code-lening-mij';
import { contractEntity } from '../../../contract/beheer/contracten';
import { dataRetentieEntity } from '../../../contract/beheer/data-retentie';
import { documentStatusEntity } from '../../../contract/beheer/documentstatus';
import { doorlooptijdEntity } from '../../../contract/beheer/doorlooptijden';
import { factuurRegelEntity } from '../../../contract/beheer/financieel';
import { jaaropgaafEntity } from '../../../contract/beheer/jaaropgaaf';
import { overruleStatusEntity } from '../../../contract/beheer/overrule-status';
import { systemEventEntity } from '../../../contract/beheer/system-events';
import { entityTable } from '../entity-table';
import { geldverstrekkers } from './organisation';

/*
 * The simple Beheer lists (spec 000 §2), each derived from its declaration in contract/beheer/
 * (server/db/entity-table.ts); field choices in docs/beheer.md. A list needs a line here only
 * because other code queries its table by name; a list nobody else reads needs none.
 * `geldverstrekkerId` empty means a row of the organisation itself, otherwise the row belongs to
 * that money provider.
 */
const references = () => ({ geldverstrekkers });

export const documentStatussen = entityTable(documentStatusEntity, references);
export const overruleStatussen = entityTable(overruleStatusEntity, references);
export const changeRequestStatussen = entityTable(changeRequestStatusEntity, references);
export const systemEvents = entityTable(systemEventEntity, references);
export const codesLeningMij = entityTable(codeLeningMijEntity, references, (t) => [index().on(t.geldverstrekkerId)]);
export const contracten = entityTable(contractEntity, references);
export const factuurRegels = entityTable(factuurRegelEntity, references);
export const dataRetenties = entityTable(dataRetentieEntity, references);
/** Norms per phase or step ('FASE' or 'FASE.STAP'), optionally per kind of office (segment) or money provider. */
export const doorlooptijden = entityTable(doorlooptijdEntity, references);
export const jaaropgaven = entityTable(jaaropgaafEntity, references);
