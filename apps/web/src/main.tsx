import { loadFonts, unregisterServiceWorkers } from './base';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// The app shell's entry (app.html): /app, /partner and /admin. The landing page has its own.
unregisterServiceWorkers();
loadFonts();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
