import { StrictMode, Suspense } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Splash } from './features/home/splash';
import { HeroSection } from './features/landing/hero-section';
import { LandingHeader } from './features/landing/landing-header';
import { LandingPage, SKIP_TO_MAIN } from './features/landing/landing-page';

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

/**
 * The owner app's splash (spec section 4), rendered once at build time into dist/owner.html: the
 * first frame a phone paints when the app opens, before any script has loaded. The app's first
 * render is the same splash (AppFrame, until the guard has passed), so React takes these elements
 * over (main.tsx) instead of painting the page again. The boundary is the one AppRoutes wraps its
 * routes in: hydration expects its markers around the splash.
 */
export function renderSplash(): string {
  return renderToString(
    <Suspense fallback={null}>
      <Splash />
    </Suspense>,
  );
}

/** The words a rendered piece of markup shows (tags dropped, entities decoded). */
function shownText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (_entity, dec, hex, name) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[name as string] ?? '';
    });
}

/**
 * The words of each document's first screen (the landing page's header and hero, the owner app's
 * splash): the build gives each document a font file with exactly these characters, small enough
 * to arrive with the document, so its first screen paints in the product's font at once.
 */
export function firstScreenTexts(): { landing: string; owner: string } {
  return {
    landing: shownText(
      renderToStaticMarkup(
        <>
          {SKIP_TO_MAIN}
          <LandingHeader />
          <HeroSection />
        </>,
      ),
    ),
    owner: shownText(renderToStaticMarkup(<Splash />)),
  };
}
