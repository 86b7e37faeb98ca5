import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MATCHING_TEXTS } from '../packages/contracts/src/messages.js';
import { createCrgRequest } from '../apps/server/src/test/lifecycle.js';
import { outboxCode } from '../apps/server/src/test/journey.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { lifecycleApp, ownerFor } from './support/matching.js';

const storedDeviceId = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('deviceId'));

describe('owner identity', () => {
  const h = harnessForSuite();

  it("keeps the tab's identity when a link names another owner's device, and takes an unclaimed one", async () => {
    // Only what this browser holds: it is not the shell of the other owner's device.
    const page = await h.newPage({ skipAccess: true, shellKeepsSecrets: false });
    const mine = deviceIdForTest();
    await page.goto(`/app/matching-status/list?deviceId=${mine}`);
    await page.getByText(MATCHING_TEXTS.emptyInProgress).waitFor();

    const other = await ownerFor(h, deviceIdForTest());
    await page.goto(`/app/matching-status/list?deviceId=${other.deviceId}`);
    await page.waitForURL((url) => !url.searchParams.has('deviceId'));
    // Still this tab's device, and its calls still answer: the list shows, not an error.
    await page.getByText(MATCHING_TEXTS.emptyInProgress).waitFor();
    expect(await storedDeviceId(page)).toBe(mine);
    await page.getByRole('tab', { name: MATCHING_TEXTS.tabCompleted }).click();
    await page.getByText(MATCHING_TEXTS.emptyCompleted).waitFor();

    // A device nobody claimed yet is this browser's to start, and is then used throughout.
    const fresh = deviceIdForTest();
    await page.goto(`/app/matching-status/list?deviceId=${fresh}`);
    await page.waitForURL((url) => !url.searchParams.has('deviceId'));
    await page.getByText(MATCHING_TEXTS.emptyInProgress).waitFor();
    expect(await storedDeviceId(page)).toBe(fresh);
    expect(
      await page.evaluate((id) => window.localStorage.getItem(`deviceSecret:${id}`), fresh),
    ).toMatch(/^[\w-]{43}$/);
  });

  it("brings an old phone's request to a new phone by the phone number it recruited with", async () => {
    const request = await createCrgRequest(lifecycleApp(h));
    const page = await h.newPage({ skipAccess: true, shellKeepsSecrets: false });
    await page.goto(`/app/matching-status/list?deviceId=${deviceIdForTest()}`);
    await page.getByText(MATCHING_TEXTS.emptyInProgress).waitFor();

    await page.goto('/app');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page
      .getByRole('dialog', { name: '메뉴' })
      .getByRole('link', { name: '기존 휴대폰의 신청 내역 불러오기' })
      .click();
    await page.getByLabel('휴대폰 번호').fill(request.phone.replaceAll('-', ''));
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByText('인증번호를 보냈습니다. 5분 안에 입력해 주세요.').waitFor();
    await page.getByLabel('인증번호').fill(await outboxCode(h.app, request.phone));
    await page.getByRole('button', { name: '신청 내역 불러오기' }).click();
    await page.getByText('신청 내역 1건을 이 휴대폰으로 불러왔습니다.').waitFor();

    await page.getByRole('link', { name: '나의 매칭 현황 보기' }).click();
    await page.getByText('남사리 210', { exact: false }).first().waitFor();
    expect(await page.getByText(MATCHING_TEXTS.emptyInProgress).count()).toBe(0);
  });
});
