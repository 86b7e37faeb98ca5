import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from './features/landing/landing-page';

/**
 * The landing page's HTML, rendered once at build time into dist/index.html so the headline is in
 * the document before any script runs. The tree must match landing-main.tsx for hydration.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
