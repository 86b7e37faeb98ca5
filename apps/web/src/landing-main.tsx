import { unregisterServiceWorkers } from './base';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/landing-page';

// The landing page's own entry: its HTML is rendered at build time (landing-prerender.tsx), so
// React only attaches to it. No router and no query cache: the page links to the app by address.
unregisterServiceWorkers();

const root = document.getElementById('root');
const page = (
  <StrictMode>
    <LandingPage />
  </StrictMode>
);
if (root) {
  if (root.firstElementChild) hydrateRoot(root, page);
  else createRoot(root).render(page);
}
