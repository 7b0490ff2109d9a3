import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied } from 'ra-core';
import type { AppDataProvider } from '.';

/**
 * The app's data provider with its named calls typed, as react-admin's examples call theirs (a
 * data-provider hook plus react-query): a failure passes react-admin's auth check like a CRUD
 * call's (a 401 signs out), and is then thrown on to the caller.
 *
 * Not react-admin's `useDataProvider`: a call that signs out resolves there with a stand-in
 * (`{ data: {} }`, or `{ data: [] }` for its list methods), which the app's own calls do not
 * answer. A query then held it as its data, and the sidebar, reading the report entries as a list,
 * broke into the error page instead of the sign-in page when a session had ended elsewhere.
 */
export const useAppDataProvider = (): AppDataProvider => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider | null;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () =>
      new Proxy(dataProvider as AppDataProvider, {
        get: (target, name) => {
          const value: unknown = Reflect.get(target, name);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) =>
            Promise.resolve(value.apply(target, args)).catch(async (error: unknown) => {
              await logoutIfAccessDenied(error);
              throw error;
            });
        },
      }),
    [dataProvider, logoutIfAccessDenied],
  );
};
