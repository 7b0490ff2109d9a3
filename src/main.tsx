import './routes/firstChunk';
import './routes/firstScreen';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { plugFrameIntoDataLayer } from './shell/errors/report';
import { applyFavicon, readProfile } from './shell/profile';
import { firstScreenLoaded } from './shell/routing/preloadable';

applyFavicon(readProfile());
// Before the first call: a failure anywhere, the sign-in page too, shows in the error dialog.
plugFrameIntoDataLayer();

const root = document.getElementById('root');
if (root) {
  // Real paths (/beheer/teams) instead of react-admin's default hash router, in a data router so
  // a form with unsaved changes can hold navigation (useBlocker). Without transitions, as
  // react-admin's own router runs: a transition keeps the previous screen mounted while a lazy
  // page loads, and react-admin's logout-on-mount there would keep redirecting until it arrives.
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  void firstScreenLoaded().then(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} useTransitions={false} />
      </StrictMode>,
    ),
  );
}
