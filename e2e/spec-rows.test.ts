import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { MATCHING_TEXTS } from '../packages/contracts/src/messages.js';
import { createCrgRequest } from '../apps/server/src/test/lifecycle.js';
import { PARCELS } from '../apps/server/src/test/journey.js';
import { screenshot } from './support/console-scan.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { banner, lifecycleApp, ownerFor } from './support/matching.js';

/*
 * Spec rows of issue 19 on the owner's screens at 414 px: the side menu lists at most 2 current
 * matches (spec sections 2 and 9), popups are 414 px wide and the terms popup 396 (section 9), and
 * the recruiting period reads as the days between reqDate and propose1EndDate.
 */

const widthOf = async (dialog: Locator) => Math.round((await dialog.boundingBox())?.width ?? 0);

describe('owner spec rows', () => {
  const h = harnessForSuite();

  it('lists at most 2 current matches in the side menu; popups 414 px, terms 396 px', async () => {
    const deviceId = deviceIdForTest();
    const owner = await ownerFor(h, deviceId);
    const requests = [];
    for (const [parcel, installType] of [
      [PARCELS.landP, 'L'],
      [PARCELS.jejuLand, 'L'],
      [PARCELS.roofWithBuilding, 'R'],
    ] as const) {
      requests.push(await createCrgRequest(lifecycleApp(h), { owner, parcel, installType }));
    }
    expect(requests).toHaveLength(3);

    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?deviceId=${deviceId}`);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const menu = page.getByRole('dialog', { name: '메뉴' });
    const current = menu.getByRole('list', { name: '진행 중인 매칭' });
    await current.waitFor();
    expect(await current.getByRole('listitem').count()).toBe(2);
    await current
      .getByText(/시공사 모집 중 · D-(\d+|day)/)
      .first()
      .waitFor();
    await screenshot(page, 'owner-side-menu-414');

    await menu.getByRole('button', { name: '약관 및 정책' }).click();
    const terms = page.getByRole('dialog', { name: '약관 및 정책' });
    await terms.waitFor();
    expect(await widthOf(terms)).toBe(396);
    await terms.getByRole('button', { name: '닫기' }).click();
    await page.keyboard.press('Escape');

    // A popup of the matching detail: the full 414 px; the recruiting period in days.
    const [first] = requests;
    await page.goto(`/app/matching-status/detail?id=${first!.id}&deviceId=${deviceId}`);
    await banner(page, '시공사 모집 중').waitFor();
    await page.getByText('3일 동안 시공사를 모집하고 있습니다.', { exact: false }).waitFor();
    await page.getByRole('button', { name: MATCHING_TEXTS.guideVideo }).click();
    const ready = page.getByRole('dialog', { name: MATCHING_TEXTS.serviceReadyTitle });
    await ready.waitFor();
    expect(await widthOf(ready)).toBe(414);
    await screenshot(page, 'owner-popup-414');
  });
});
