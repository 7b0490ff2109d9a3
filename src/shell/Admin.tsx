import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { type ComponentType, useState } from 'react';
import { type AuthProvider, type DataProvider, type I18nProvider, CoreAdminUI, type CoreAdminUIProps, memoryStore } from 'ra-core';
import { AdminContext, type RaThemeOptions } from 'react-admin';
import { queryClient } from './routing/queryClient';
import { styleCache } from './styles/styleCache';

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
export const Admin = ({ authProvider, dataProvider, i18nProvider, theme, notification: Notification, ...ui }: AdminProps) => {
  // The store knows the locale from the start: without it react-admin's i18n provider renders
  // nothing once and the whole app a render later (issue #9).
  const [store] = useState(() => memoryStore({ locale: i18nProvider.getLocale() }));
  return (
    // The app's own emotion cache, started from the last visit's styles (styleCache.ts).
    <CacheProvider value={styleCache}>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={store} theme={theme} darkTheme={null}>
        <CssBaseline enableColorScheme>
          <CoreAdminUI {...ui} />
          <Notification />
        </CssBaseline>
      </AdminContext>
    </CacheProvider>
  );
};
