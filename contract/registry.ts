import { belangrijkeDatumEntity } from './beheer/belangrijke-datums';
import { cdsPeriodeEntity } from './beheer/cds-periode';
import { changeRequestStatusEntity } from './beheer/change-request';
import { codeLeningMijEntity } from './beheer/code-lening-mij';
import { contractEntity } from './beheer/contracten';
import { dataRetentieEntity } from './beheer/data-retentie';
import { dcMappingEntity } from './beheer/dc-mapping';
import { dienstEntity } from './beheer/diensten';
import { documentStatusEntity } from './beheer/documentstatus';
import { doorlooptijdEntity } from './beheer/doorlooptijden';
import { eventTemplateEntity } from './beheer/event-templates';
import { factuurRegelEntity } from './beheer/financieel';
import { geldverstrekkerEntity } from './beheer/geldverstrekkers';
import { hypotheekproductEntity } from './beheer/hypotheekproducten';
import { jaaropgaafEntity } from './beheer/jaaropgaaf';
import { loyaliteitEntity } from './beheer/loyaliteit';
import { nieuweAanstellingEntity } from './beheer/nieuwe-aanstelling';
import { overruleStatusEntity } from './beheer/overrule-status';
import { postvakRechtEntity } from './beheer/postvakrechten';
import { ontvangercodeEntity } from './beheer/ontvangercodes';
import { rapportageEntity } from './beheer/rapportages';
import { referentieWaardeEntity } from './beheer/referentielijsten';
import { rentetariefEntity } from './beheer/rentetarieven';
import { serviceProviderEntity } from './beheer/service-provider';
import { systemEventEntity } from './beheer/system-events';
import { taakStatusEntity } from './beheer/taken';
import { vrijeDagEntity } from './beheer/vrije-dagen';
import { widgetNotificatieEntity } from './beheer/widget-notificatie';
import { taakZonderDocumentEntity } from './beheer/zonder-documenten';
import { backofficeTemplateEntity } from './backoffice-template';
import { berichtTemplateEntity } from './bericht-template';
import { gebruikerEntity, rolEntity } from './gebruiker';
import { informationEntity } from './information';
import { teamEntity } from './team';

/**
 * Every schema-driven resource. One line here makes it a browser resource with its screens, a set
 * of API routes, a table (server/db/entity-tables.ts) and its tests; the order is that of the
 * Beheer menu (spec 000 §2, then ours).
 */
export const entities = [
  berichtTemplateEntity,
  eventTemplateEntity,
  taakStatusEntity,
  cdsPeriodeEntity,
  documentStatusEntity,
  belangrijkeDatumEntity,
  taakZonderDocumentEntity,
  overruleStatusEntity,
  changeRequestStatusEntity,
  teamEntity,
  systemEventEntity,
  codeLeningMijEntity,
  dienstEntity,
  vrijeDagEntity,
  geldverstrekkerEntity,
  contractEntity,
  factuurRegelEntity,
  dcMappingEntity,
  nieuweAanstellingEntity,
  backofficeTemplateEntity,
  informationEntity,
  gebruikerEntity,
  rolEntity,
  dataRetentieEntity,
  doorlooptijdEntity,
  widgetNotificatieEntity,
  serviceProviderEntity,
  jaaropgaafEntity,
  hypotheekproductEntity,
  rentetariefEntity,
  referentieWaardeEntity,
  ontvangercodeEntity,
  postvakRechtEntity,
  loyaliteitEntity,
  rapportageEntity,
] as const;
