import { Suspense, lazy } from 'react';
import { CustomRoutes } from 'ra-core';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { app } from './i18n/nl';
import { Admin, type AppCaches } from './shell/Admin';
import { areaByKey } from './shell/areas';
import { ShellNotification } from './shell/errors/ShellNotification';
import { AppErrorPage } from './shell/layout/AppErrorPage';
import { LoadingPage } from './shell/layout/LoadingPage';
import { AppLayout } from './routes/AppLayout';
import { readProfile } from './shell/profile';
import { AreaRoute } from './shell/routing/AreaGuard';
import { areaRoutes } from './routes/areaRoutes';
import { RootRedirect } from './shell/routing/RootRedirect';
import { themeFor } from './shell/theme';

const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const PasswordSetPage = lazy(() => import('./pages/password/PasswordSetPage'));
const PasswordExpiredPage = lazy(() => import('./pages/password/PasswordExpiredPage'));
const NotFoundPage = lazy(() => import('./pages/notFound/NotFoundPage'));
const AccessDeniedPage = lazy(() => import('./pages/notFound/AccessDeniedPage'));

const beheer = areaByKey('beheer');
const SchemaResourceRoutes = lazy(() => import('./resources/generic/SchemaResourceRoutes'));

export const App = (caches: AppCaches) => (
  <Admin
    {...caches}
    disableTelemetry
    title={app.title}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    theme={themeFor(readProfile())}
    layout={AppLayout}
    loginPage={false}
    requireAuth
    catchAll={NotFoundPage}
    accessDenied={AccessDeniedPage}
    loading={LoadingPage}
    error={AppErrorPage}
    notification={ShellNotification}
  >
    <CustomRoutes noLayout>
      <Route
        path="/auth/password-reset/expired"
        element={
          <Suspense fallback={<LoadingPage />}>
            <PasswordExpiredPage />
          </Suspense>
        }
      />
      <Route
        path="/auth/password-reset/:token"
        element={
          <Suspense fallback={<LoadingPage />}>
            <PasswordSetPage />
          </Suspense>
        }
      />
      <Route
        path="/auth/*"
        element={
          <Suspense fallback={<LoadingPage />}>
            <LoginPage />
          </Suspense>
        }
      />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/" element={<RootRedirect />} />
      {beheer && (
        <Route
          path="/beheer/*"
          element={
            <AreaRoute area={beheer}>
              <Suspense fallback={<LoadingPage />}>
                <SchemaResourceRoutes base="/beheer" />
              </Suspense>
            </AreaRoute>
          }
        />
      )}
      {areaRoutes()}
    </CustomRoutes>
  </Admin>
);
