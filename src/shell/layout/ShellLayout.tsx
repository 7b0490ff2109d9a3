import { Box } from '@mui/material';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { ErrorDialog } from '../errors/ErrorDialog';
import { EventStream } from '../events/EventStream';
import { useBackStep } from '../routing/backStep';
import { SidebarMenu } from '../menu/SidebarMenu';
import { DocumentTitle } from './DocumentTitle';
import { LoadingPage } from './LoadingPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SessionEndBridge } from './SessionEndBridge';
import { ShellHeader } from './ShellHeader';

/**
 * Header on top, sidebar left, the page right (spec 000 §2 "Shell layout"). `search` is the
 * header's search field and `launcher` the button of the search window (Ctrl+K), lent by the app above the frame (src/routes/AppLayout.tsx).
 */
export const ShellLayout = ({ children, search, launcher }: { children: ReactNode; search?: ComponentType; launcher?: ComponentType }) => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useBackStep();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh', bgcolor: 'background.default' }}>
      <ShellHeader search={search} launcher={launcher} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <SidebarMenu />
        <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, overflow: 'auto', p: { xs: 1.5, md: 2.5 } }}>
          <PageErrorBoundary key={pathname} message={translate('ra.page.error')} retry={translate('ra.action.refresh')}>
            <Suspense fallback={<LoadingPage />}>{children}</Suspense>
          </PageErrorBoundary>
        </Box>
      </Box>
      <ErrorDialog />
      <SessionEndBridge />
      <EventStream />
      <DocumentTitle />
    </Box>
  );
};
