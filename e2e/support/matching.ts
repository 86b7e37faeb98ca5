import type { Page } from 'playwright-core';
import { MATCHING_TEXTS } from '../../packages/contracts/src/messages.js';
import { bearerFor, type TestApp } from '../../apps/server/src/test/test-app.js';
import type { Owner } from '../../apps/server/src/test/journey.js';
import { advancePast as advanceTestClockPast } from '../../apps/server/src/test/lifecycle.js';
import type { Harness } from './harness.js';

/**
 * The server-side lifecycle helpers (apps/server/src/test/lifecycle.ts) use only the app and its
 * movable clock; the harness has both (its clock is real time plus an offset).
 */
export function lifecycleApp(h: Harness): TestApp {
  return { app: h.app, clock: h.clock } as unknown as TestApp;
}

/** An owner for a device id the browser will use too. */
export async function ownerFor(h: Harness, deviceId: string): Promise<Owner> {
  return { deviceId, authorization: await bearerFor(h.app, deviceId) };
}

/** The ids of `count` seeded contractors, read from the database. */
export async function contractorIds(h: Harness, count: number): Promise<number[]> {
  const rows = await h.app.services.contractors.listOrdered(count);
  if (rows.length < count) throw new Error(`only ${rows.length} contractors are seeded`);
  return rows.map((row) => row.id);
}

/** Moves the server's clock just past a period end. */
export function advancePast(h: Harness, endIso: string | null): void {
  advanceTestClockPast(lifecycleApp(h), endIso);
}

/**
 * Opens a page of the app after the server's clock moved: sessions end with the server's clock,
 * so the page drops its token and the guard opens a new session.
 */
export async function openAfterClockMove(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.sessionStorage.removeItem('accessToken'));
  await page.goto(path);
}

/** The status banner's heading on the matching detail: status name and countdown. */
export const banner = (page: Page, status: string) =>
  page
    .getByRole('region', { name: '매칭 상태' })
    .getByRole('heading', { level: 2, name: new RegExp(`^${status}`) });

/**
 * The owner's choice of the checked contractors (stage 1 shortlist, stage 2 final): the selection
 * bar's button, the confirm popup, then the done popup's '확인'.
 */
export async function selectChecked(page: Page, stage: 1 | 2): Promise<void> {
  const texts =
    stage === 1
      ? [
          MATCHING_TEXTS.select1,
          MATCHING_TEXTS.select1ConfirmTitle,
          MATCHING_TEXTS.select1DoneTitle,
        ]
      : [
          MATCHING_TEXTS.select2,
          MATCHING_TEXTS.select2ConfirmTitle,
          MATCHING_TEXTS.select2DoneTitle,
        ];
  const [action, confirmTitle, doneTitle] = texts;
  await page
    .getByRole('region', { name: '선택한 시공사' })
    .getByRole('button', { name: action })
    .click();
  await page
    .getByRole('dialog', { name: confirmTitle })
    .getByRole('button', { name: action })
    .click();
  await page.getByRole('dialog', { name: doneTitle }).getByRole('button', { name: '확인' }).click();
}
