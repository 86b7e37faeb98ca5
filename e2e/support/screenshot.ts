import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

const SCREENSHOTS = new URL('../../test-results/screens/', import.meta.url);

/** Saves a full-page screenshot of what the user sees (414 px for the owner), for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage: true });
}
