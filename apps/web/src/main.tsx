import { loadFonts, unregisterServiceWorkers } from './base';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

// The app shell's entry: /app (owner.html, which arrives with the splash already in it), /partner
// and /admin (app.html). The landing page has its own.
unregisterServiceWorkers();
loadFonts({ withFallbackFaces: true });

const root = document.getElementById('root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (root) {
  // The owner app's first render is that same splash (AppFrame, until the guard has passed): React
  // takes over the painted elements instead of painting them again.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
