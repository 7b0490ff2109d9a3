import type { DataProvider } from 'ra-core';
import { type AccountCalls, accountCalls } from './account';
import { type BerichtTemplateCalls, berichtTemplateCalls } from './berichtTemplates';
import { type AppealCalls, appealCalls } from './appeals';
import { type BoInfoCalls, boInfoCalls } from './boInfo';
import { type CleanupCalls, cleanupCalls } from './cleanup';
import { type CoverCalls, coverCalls } from './covers';
import { crud } from './crud';
import { type ApprovalCalls, approvalCalls } from './dossierApprovals';
import { type DossierDetailCalls, dossierDetailCalls } from './dossierDetail';
import { type IncomeCalls, incomeCalls } from './dossierIncome';
import { type ObjectCalls, objectCalls } from './dossierObjects';
import { type RecordCalls, recordCalls } from './dossierRecords';
import { type SectionCalls, sectionCalls } from './dossierSections';
import { type GebruikerCalls, gebruikerCalls } from './gebruikers';
import { type DossierCalls, dossierCalls } from './dossiers';
import { type DeskCalls, deskCalls } from './desks';
import { type DocumentCalls, documentCalls } from './documents';
import { type PartyCalls, partyCalls } from './extractedParties';
import { type FileCalls, fileCalls, informationWrites } from './files';
import { request } from './http';
import { type InformAdviserCalls, informAdviserCalls } from './informAdviser';
import { type InsightCalls, insightCalls } from './insight';
import { type HdnCalls, hdnCalls } from './hdn';
import { type InvoiceCalls, invoiceCalls } from './invoices';
import { type MailCalls, mailCalls } from './mail';
import { type LogCalls, logCalls } from './logs';
import { type MortgageDetailCalls, mortgageDetailCalls } from './mortgageDetails';
import { type NoteCalls, noteCalls } from './notes';
import { type OfficeCalls, officeCalls } from './offices';
import { type ProfileCalls, profileCalls } from './profile';
import { type RateCalls, rateCalls } from './rates';
import { type ReferenceItem, clearReferenceList, getReferenceList } from './references';
import { type StipulationCalls, stipulationCalls } from './stipulations';
import { type SearchCalls, searchCalls } from './search';
import { type ServicingCalls, servicingCalls } from './servicing';
import { type TaskCalls, taskCalls } from './tasks';
import { type WorkflowCalls, workflowCalls } from './workflow';

/** What screens use of the modules besides the calls: the error class of a refusal, the spinner's count, a list of API paths. */
export { ApiError } from './http';
export { usePendingRequests } from './pending';
export { INCOME_KINDS } from './dossierIncome';

export interface MenuReport {
  id: number | string;
  label: string;
}

/**
 * The CRUD mapping plus the named calls beyond CRUD (DESIGN.md, Style). Screens reach it through
 * useAppDataProvider, never through the call modules themselves (a lint rule keeps it so).
 */
export interface AppDataProvider
  extends DataProvider,
    AccountCalls,
    DossierCalls,
    DossierDetailCalls,
    SectionCalls,
    IncomeCalls,
    ObjectCalls,
    RecordCalls,
    ApprovalCalls,
    PartyCalls,
    MortgageDetailCalls,
    BoInfoCalls,
    InformAdviserCalls,
    ProfileCalls,
    BerichtTemplateCalls,
    GebruikerCalls,
    FileCalls,
    DocumentCalls,
    NoteCalls,
    TaskCalls,
    WorkflowCalls,
    CleanupCalls,
    InvoiceCalls,
    DeskCalls,
    MailCalls,
    OfficeCalls,
    LogCalls,
    StipulationCalls,
    RateCalls,
    CoverCalls,
    AppealCalls,
    InsightCalls,
    HdnCalls,
    SearchCalls,
    ServicingCalls {
  getReferenceList: (path: string) => Promise<ReferenceItem[]>;
  /** A promise like every data-provider call: react-admin's useDataProvider expects one. */
  clearReferenceList: (path: string) => Promise<void>;
  getMenuRapportages: () => Promise<MenuReport[]>;
  /** Active users holding a permission through their roles (Beheer › Rechten). */
  getPermissionHolders: (permission: string) => Promise<PermissionHolder[]>;
}

interface PermissionHolder {
  id: number;
  voorLetters: string;
  tussenVoegsels: string | null;
  achterNaam: string;
}

export const dataProvider: AppDataProvider = {
  ...crud,
  ...accountCalls,
  ...dossierCalls,
  ...dossierDetailCalls,
  ...sectionCalls,
  ...incomeCalls,
  ...objectCalls,
  ...recordCalls,
  ...approvalCalls,
  ...partyCalls,
  ...mortgageDetailCalls,
  ...boInfoCalls,
  ...informAdviserCalls,
  ...profileCalls,
  ...berichtTemplateCalls,
  ...gebruikerCalls,
  ...fileCalls,
  ...documentCalls,
  ...noteCalls,
  ...taskCalls,
  ...workflowCalls,
  ...cleanupCalls,
  ...invoiceCalls,
  ...deskCalls,
  ...mailCalls,
  ...officeCalls,
  ...logCalls,
  ...stipulationCalls,
  ...rateCalls,
  ...coverCalls,
  ...appealCalls,
  ...insightCalls,
  ...hdnCalls,
  ...searchCalls,
  ...servicingCalls,
  create: (resource, params) => (resource === 'informatie' ? informationWrites.create(params) : crud.create(resource, params)),
  update: (resource, params) => (resource === 'informatie' ? informationWrites.update(params) : crud.update(resource, params)),
  getReferenceList,
  clearReferenceList: async (path) => clearReferenceList(path),
  getMenuRapportages: () => request<MenuReport[]>('/api/v1/rs/menurapportages'),
  getPermissionHolders: (permission) => request<PermissionHolder[]>(`/api/v1/rols/permissie/${encodeURIComponent(permission)}/gebruikers`),
};
