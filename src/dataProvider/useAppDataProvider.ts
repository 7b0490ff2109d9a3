import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '.';

/**
 * The app's data provider with its named calls typed, as react-admin's examples call theirs
 * (`useDataProvider` plus react-query): failures pass react-admin's auth check like CRUD calls.
 */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
