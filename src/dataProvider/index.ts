import type { DataProvider } from 'ra-core';
import { crud } from './crud';
import { request } from './http';
import { type ReferenceItem, clearReferenceList, getReferenceList } from './references';

export interface MenuReport {
  id: number | string;
  label: string;
}

/** The CRUD mapping plus the named calls beyond CRUD (DESIGN.md, Style). */
export interface AppDataProvider extends DataProvider {
  getReferenceList: (path: string) => Promise<ReferenceItem[]>;
  clearReferenceList: (path: string) => void;
  getMenuRapportages: () => Promise<MenuReport[]>;
}

export const dataProvider: AppDataProvider = {
  ...crud,
  getReferenceList,
  clearReferenceList,
  getMenuRapportages: () => request<MenuReport[]>('/api/v1/rs/menurapportages'),
};
