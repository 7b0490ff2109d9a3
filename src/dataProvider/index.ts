import type { DataProvider } from 'ra-core';
import { crud } from './crud';
import { type DossierCalls, dossierCalls } from './dossiers';
import { request } from './http';
import { type ReferenceItem, clearReferenceList, getReferenceList } from './references';

export interface MenuReport {
  id: number | string;
  label: string;
}

/** The CRUD mapping plus the named calls beyond CRUD (DESIGN.md, Style). */
export interface AppDataProvider extends DataProvider, DossierCalls {
  getReferenceList: (path: string) => Promise<ReferenceItem[]>;
  clearReferenceList: (path: string) => void;
  getMenuRapportages: () => Promise<MenuReport[]>;
  /** Active users holding a permission through their roles (Beheer › Rechten). */
  getPermissionHolders: (permission: string) => Promise<PermissionHolder[]>;
}

export interface PermissionHolder {
  id: number;
  voorLetters: string;
  tussenVoegsels: string | null;
  achterNaam: string;
}

export const dataProvider: AppDataProvider = {
  ...crud,
  ...dossierCalls,
  getReferenceList,
  clearReferenceList,
  getMenuRapportages: () => request<MenuReport[]>('/api/v1/rs/menurapportages'),
  getPermissionHolders: (permission) => request<PermissionHolder[]>(`/api/v1/rols/permissie/${encodeURIComponent(permission)}/gebruikers`),
};
