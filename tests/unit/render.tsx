import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AuthProvider, DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { type InitialEntry, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { dataProvider as appDataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { themeFor } from '../../src/shell/theme';

interface Options {
  path?: InitialEntry;
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
}

/**
 * Renders inside react-admin's contexts (i18n nl, query client, store, theme) at a given path. The
 * app's own data provider is the default, so a test that mocks fetch sees the calls screens make.
 */
export const renderInAdmin = (ui: ReactNode, { path = '/', authProvider, dataProvider = appDataProvider }: Options = {}) =>
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
