import type { Page } from 'playwright-core';

/**
 * Latin words an owner screen may show: units, market terms the owner meets on bills and in the
 * press (SMP, REC, IRR, P90), the countdown the spec names (D-day, D-N) and file types.
 */
const ALLOWED_WORDS = new Set([
  'kW',
  'kWh',
  'MW',
  'MWh',
  'GWh',
  'W',
  'Wp',
  'km',
  'm',
  'cm',
  'mm',
  'SMP',
  'REC',
  'IRR',
  'P50',
  'P90',
  'P10',
  'PDF',
  // The question mark of the FAQ's items.
  'Q',
  // Proper names of the forecasting models and their authors, named in the forecasting popup.
  'NREL',
  'SPA',
  'Erbs',
  'Hay-Davies',
  'SAPM',
  'PVWatts',
]);
const COUNTDOWN = /^D-(day|\d+)$/;

/** The Latin words, codes and web addresses in a text that an owner should not have to read. */
export function foreignWords(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/https?:\/\/\S+|www\.\S+/gi)) found.push(match[0]);
  // E-mail addresses are contacts the owner writes to, not words to read.
  const rest = text
    .replace(/https?:\/\/\S+|www\.\S+/gi, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  for (const match of rest.matchAll(/[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g)) {
    const word = match[0];
    if (!ALLOWED_WORDS.has(word) && !COUNTDOWN.test(word)) found.push(word);
  }
  return found;
}

/**
 * Fails when the visible text of the page (dialogs included) shows an English word, a raw code
 * (CRG, SP1) or a web address outside the allowed units and proper terms.
 */
export async function expectKoreanOnly(page: Page, screen: string): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  const found = foreignWords(text);
  if (found.length > 0) {
    throw new Error(`${screen}: Latin text on an owner screen: ${[...new Set(found)].join(', ')}`);
  }
}
