import { loadFonts, unregisterServiceWorkers } from './base';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/landing-page';

// The landing page's own entry: its HTML is rendered at build time (landing-prerender.tsx), so
// React only attaches to it. No router and no query cache: the page links to the app by address.
unregisterServiceWorkers();
loadFonts({ withFallbackFaces: false });

const root = document.getElementById('root');
const page = (
  <StrictMode>
    <LandingPage />
  </StrictMode>
);
if (root) {
  // In a transition React hydrates in slices of a few milliseconds between which the browser stays
  // responsive, instead of one long task over the whole page.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, page));
  else createRoot(root).render(page);
}
