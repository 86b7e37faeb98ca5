import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

const SCREENSHOTS = new URL('../../test-results/screens/', import.meta.url);

/** Saves a full-page screenshot of a screen (owner app or console), for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage: true });
}

/**
 * Latin words a Korean screen (owner app or console) may show: units, file types and names of things that are written
 * this way in Korean too. Anything else in Latin letters is an untranslated word or a raw code.
 */
const ALLOWED_WORDS = new Set([
  'kW',
  'kV',
  'MW',
  'kWh',
  'MWh',
  'PDF',
  'PNG',
  'JPEG',
  'SVG',
  'MB',
  'KB',
  'ID',
  'SMP',
  'REC',
  'RPS',
  'FAQ',
  // A broadcaster's name (제주MBC), a source the grid verdict cites.
  'MBC',
  'D',
  'day',
]);

/**
 * What on the page reads as English, a raw code or a bare address: Latin words outside the
 * allow-list and the page's own proper names (`names`: login ids and the like), and any visible
 * http(s) address. E-mail addresses are contact data and pass.
 */
export async function foreignText(page: Page, names: readonly string[] = []): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found: string[] = [];
  for (const url of text.match(/https?:\/\/\S+|www\.\S+/g) ?? []) found.push(url);
  const words = text
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .match(/[A-Za-z][A-Za-z0-9_]*/g);
  for (const word of words ?? []) {
    if (ALLOWED_WORDS.has(word) || names.includes(word)) continue;
    found.push(word);
  }
  return [...new Set(found)];
}
