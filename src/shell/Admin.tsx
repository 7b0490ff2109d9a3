import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { type AuthProvider, type DataProvider, type I18nProvider, CoreAdminUI, type CoreAdminUIProps, memoryStore } from 'ra-core';
import { AdminContext, type RaThemeOptions } from 'react-admin';
import { useServedScreenTakenOver } from './routing/hydration';

/**
 * The caches the app renders with: the browser's one of each (main.tsx), or a server render's own
 * for its one request (src/entry-server.tsx).
 */
export interface AppCaches {
  queryClient: QueryClient;
  /** The emotion cache, in the browser started from the last visit's styles (styles/styleCache.ts). */
  styleCache: EmotionCache;
}

interface AdminProps extends CoreAdminUIProps, AppCaches {
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
export const Admin = ({ authProvider, dataProvider, i18nProvider, theme, notification: Notification, queryClient, styleCache, ...ui }: AdminProps) => {
  // The store knows the locale from the start: without it react-admin's i18n provider renders
  // nothing once and the whole app a render later (issue #9).
  const [store] = useState(() => memoryStore({ locale: i18nProvider.getLocale() }));
  useServedScreenTakenOver();
  return (
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
