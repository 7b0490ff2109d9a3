import { CssBaseline } from '@mui/material';
import type { ComponentType } from 'react';
import { type AuthProvider, type DataProvider, type I18nProvider, CoreAdminUI, type CoreAdminUIProps } from 'ra-core';
import { AdminContext, type RaThemeOptions } from 'react-admin';
import { queryClient } from './routing/queryClient';

interface AdminProps extends CoreAdminUIProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  theme: RaThemeOptions;
  notification: ComponentType;
}

/**
 * react-admin's <Admin> without the default pages it bundles (login, layout, error screens):
 * those weigh ~60 kB gzip that this app replaces anyway, and the first load must stay small.
 */
export const Admin = ({ authProvider, dataProvider, i18nProvider, theme, notification: Notification, ...ui }: AdminProps) => (
  <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} theme={theme} darkTheme={null}>
    <CssBaseline enableColorScheme>
      <CoreAdminUI {...ui} />
      <Notification />
    </CssBaseline>
  </AdminContext>
);
