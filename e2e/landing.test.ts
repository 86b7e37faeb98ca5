import { describe, expect, it } from 'vitest';
import { landingExamples } from '../packages/solar/src/landing-examples.js';
import { CUSTOMER_CENTRE } from '@haetbit/contracts';
import { harnessForSuite } from './support/harness.js';

describe('landing page', () => {
  const h = harnessForSuite();

  it('shows the four anchored sections and scrolls to each from the navigation', async () => {
    const page = await h.newPage({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    for (const id of ['rooftop-business', 'profitability', 'product', 'download']) {
      const section = page.locator(`section#${id}`);
      await expect(section.count()).resolves.toBe(1);
      await page.locator(`header a[href="#${id}"]`).first().click();
      await page.waitForFunction((target) => window.location.hash === `#${target}`, id);
      await page.waitForFunction((target) => {
        const box = document.getElementById(target)!.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      }, id);
    }
  });

  it('states the spec claims, example revenues and the customer centre', async () => {
    const page = await h.newPage({ width: 1280, height: 900 });
    await page.goto('/');
    await page.locator('footer').waitFor();
    const text = await page.locator('body').innerText();
    // The average yield is the engine's project IRR of the 99 kW example (one decimal).
    const irrPct = Math.round(landingExamples()[0]!.projectIrr! * 1000) / 10;
    const claims = ['20년', '99kW', '1.5', '10%', `${irrPct}%`, '30kW', '50kW', '100kW'];
    for (const claim of claims) {
      expect(text.replaceAll(' ', '')).toContain(claim.replaceAll(' ', ''));
    }
    const footer = page.locator('footer');
    const footerText = await footer.innerText();
    expect(footerText).toContain(CUSTOMER_CENTRE.phone);
    expect(footerText).toContain(CUSTOMER_CENTRE.email);
    expect(footerText).toContain('09:00');
    expect(footerText).toContain('18:00');
  });

  it('has its headline in the served HTML before any script runs, and hydrates it without errors', async () => {
    const response = await fetch(`${h.baseUrl}/`);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>비어 있는 지붕이/);
    expect(html).toContain('햇빛 발전소가 됩니다');
    // The page paints from the HTML: its scripts wait behind the document and the first screen's
    // font, which is the only font the document preloads.
    expect(html).toMatch(/<script type="module" fetchpriority="low"/);
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      expect.stringMatching(/pretendard-first-[\w-]+\.woff2/),
    ]);

    const page = await h.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Mark the server-rendered heading: hydration keeps the element, a client re-render would not.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('h1')?.setAttribute('data-from-server', 'yes');
      });
    });
    await page.goto('/');
    await page.waitForFunction(() => {
      const root = document.getElementById('root') as
        (HTMLElement & Record<string, unknown>) | null;
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
    });
    await expect(page.locator('h1').getAttribute('data-from-server')).resolves.toBe('yes');
    expect(errors).toEqual([]);
  });

  it('fits a 320 px phone without horizontal scrolling', async () => {
    const page = await h.newPage({ width: 320, height: 640 });
    await page.goto('/');
    await page.locator('footer').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
