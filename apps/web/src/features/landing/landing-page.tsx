import { useEffect } from 'react';
import { DownloadSection } from './download-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import styles from './landing-page.module.css';
import { ProductSection } from './product-section';
import { ProfitabilitySection } from './profitability-section';
import { RooftopSection } from './rooftop-section';
import { useSiteSettings } from './site-settings';

/** Reads the section id from the URL hash; undefined when empty or malformed. */
function hashTarget(): string | undefined {
  try {
    return decodeURIComponent(window.location.hash.slice(1)) || undefined;
  } catch {
    return undefined;
  }
}

/** The skip link's words: laid out with the first screen (its font is the first screen's). */
export const SKIP_TO_MAIN = '본문 바로가기';

/**
 * Public marketing page at "/" (spec sections 1 and 2): rooftop solar business, profitability,
 * product intro and app download; the product itself runs in the mobile app. Prerendered; the
 * operator's store links, contacts and company line arrive once it is interactive.
 */
export function LandingPage() {
  const settings = useSiteSettings();
  useEffect(() => {
    // The route is lazy-loaded, so on a deep link (/#profitability) the browser looked for the
    // anchor before it existed. Scroll to it once rendered, and again once the web font has
    // loaded, because the font changes the height of everything above the section.
    const id = hashTarget();
    if (!id) return;
    let active = true;
    const jump = () => {
      if (active)
        document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    };
    jump();
    void document.fonts?.ready.then(jump);
    return () => {
      active = false;
    };
  }, []);

  return (
    <div id="top" className={styles.page}>
      <a className={styles.skipLink} href="#main">
        {SKIP_TO_MAIN}
      </a>
      <LandingHeader />
      <main id="main" className={styles.main}>
        <HeroSection />
        <RooftopSection />
        <ProfitabilitySection />
        <ProductSection />
        <DownloadSection settings={settings} />
      </main>
      <LandingFooter settings={settings} />
    </div>
  );
}
