import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type AuthProvider, type DataProvider, testDataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { type InitialEntry, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { themeFor } from '../../src/shell/theme';

interface Options {
  path?: InitialEntry;
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
}

/** Renders inside react-admin's contexts (i18n nl, query client, store, theme) at a given path. */
export const renderInAdmin = (ui: ReactNode, { path = '/', authProvider, dataProvider = testDataProvider() }: Options = {}) =>
  // A data router, as the app has: forms hold navigation with useBlocker, which needs one.
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <AdminContext i18nProvider={i18nProvider} authProvider={authProvider} dataProvider={dataProvider} theme={themeFor('ff')} darkTheme={null}>
                {ui}
              </AdminContext>
            ),
          },
        ],
        { initialEntries: [path] },
      )}
    />,
  );
