import './routes/firstChunk';
import { hydrationData } from './routes/firstScreen';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { plugFrameIntoDataLayer } from './shell/errors/report';
import { applyFavicon, readProfile } from './shell/profile';
import { firstScreenLoaded } from './shell/routing/preloadable';
import { queryClient } from './shell/routing/queryClient';
import { browserStyleCache } from './shell/styles/styleCache';

applyFavicon(readProfile());
// Before anything renders: it takes over the styles the server wrote beside its elements, which
// must be out of the way when the app hydrates them (docs/first-screen.md).
const styleCache = browserStyleCache();
// Before the first call: a failure anywhere, the sign-in page too, shows in the error dialog.
plugFrameIntoDataLayer();

const root = document.getElementById('root');
if (root) {
  // Real paths (/beheer/teams) instead of react-admin's default hash router, in a data router so
  // a form with unsaved changes can hold navigation (useBlocker). Without transitions, as
  // react-admin's own router runs: a transition keeps the previous screen mounted while a lazy
  // page loads, and react-admin's logout-on-mount there would keep redirecting until it arrives.
  const router = createBrowserRouter([{ path: '*', element: <App queryClient={queryClient} styleCache={styleCache} /> }]);
  const app = <RouterProvider router={router} useTransitions={false} />;
  void firstScreenLoaded().then(() => {
    if (!hydrationData()) {
      createRoot(root).render(<StrictMode>{app}</StrictMode>);
      return;
    }
    // The server's screen is on view already: the app takes it over as it is, and adds what
    // follows the first paint (AfterFirstPaint) a frame later, as on any start.
    hydrateRoot(root, <StrictMode>{app}</StrictMode>);
  });
}
