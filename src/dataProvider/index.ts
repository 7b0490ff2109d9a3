import type { DataProvider } from 'ra-core';
import { type AccountCalls, accountCalls } from './account';
import { type BerichtTemplateCalls, berichtTemplateCalls } from './berichtTemplates';
import { crud } from './crud';
import { type GebruikerCalls, gebruikerCalls } from './gebruikers';
import { type DossierCalls, dossierCalls } from './dossiers';
import { type FileCalls, fileCalls, informationWrites } from './files';
import { request } from './http';
import { type ReferenceItem, clearReferenceList, getReferenceList } from './references';

export interface MenuReport {
  id: number | string;
  label: string;
}

/** The CRUD mapping plus the named calls beyond CRUD (DESIGN.md, Style). */
export interface AppDataProvider extends DataProvider, AccountCalls, DossierCalls, BerichtTemplateCalls, GebruikerCalls, FileCalls {
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
  ...berichtTemplateCalls,
  ...gebruikerCalls,
  ...fileCalls,
  create: (resource, params) => (resource === 'informatie' ? informationWrites.create(params) : crud.create(resource, params)),
  update: (resource, params) => (resource === 'informatie' ? informationWrites.update(params) : crud.update(resource, params)),
  getReferenceList,
  clearReferenceList: async (path) => clearReferenceList(path),
  getMenuRapportages: () => request<MenuReport[]>('/api/v1/rs/menurapportages'),
  getPermissionHolders: (permission) => request<PermissionHolder[]>(`/api/v1/rols/permissie/${encodeURIComponent(permission)}/gebruikers`),
};
