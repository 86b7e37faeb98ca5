import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TIMING_MS } from '../packages/contracts/src/constants.js';
import { CONSENT_REFUSAL } from '../packages/contracts/src/consent.js';
import { createCrgRequest } from '../apps/server/src/test/lifecycle.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { screenshot } from './support/console-scan.js';
import { lifecycleApp, ownerFor } from './support/matching.js';

/** Answers every call to `pathPrefix` with a server failure until the returned function runs. */
async function failCalls(page: Page, pathPrefix: string): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.pathname.startsWith(pathPrefix);
  await page.route(matcher, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'INTERNAL',
        message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      }),
    }),
  );
  return () => page.unroute(matcher);
}

describe('owner states', () => {
  const h = harnessForSuite();

  it('brings the owner back to the walkthrough after reading the terms, until they agree', async () => {
    const page = await h.newPage();
    await page.clock.install();
    await page.goto(`/app?deviceId=${deviceIdForTest()}`);
    const splash = page.getByRole('status', { name: '햇빛 매칭을 시작하는 중' });
    await splash.waitFor();
    // The product's mark, not an empty circle: its drawing has loaded.
    const mark = splash.locator('img[src="/brand-mark-plain.svg"]');
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[src="/brand-mark-plain.svg"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    expect(await mark.isVisible()).toBe(true);
    await screenshot(page, 'splash');
    await page.clock.fastForward(TIMING_MS.splash);
    const walkthrough = page.getByRole('dialog');
    await walkthrough.waitFor();

    // Four slides, four different drawings.
    const drawings = new Set<string>();
    for (let slide = 1; slide <= 4; slide += 1) {
      const drawing = walkthrough.locator(`svg[data-slide="${slide}"]`);
      await drawing.waitFor();
      drawings.add(await drawing.innerHTML());
      await screenshot(page, `walkthrough-${slide}`);
      if (slide < 4) await page.getByRole('button', { name: '다음' }).click();
    }
    expect(drawings.size).toBe(4);
    // The place is kept for the session: a reload comes back to the fourth slide.
    await page.reload();
    await page.clock.fastForward(TIMING_MS.splash);
    await walkthrough.locator('svg[data-slide="4"]').waitFor();
    await walkthrough.getByText(CONSENT_REFUSAL.terms).waitFor();

    // Reading the terms from the fourth slide comes back to it with the tick kept (walk minor 1);
    // the agreement is still owed until it is given.
    await page.getByRole('checkbox').check();
    await page.getByRole('link', { name: '이용약관' }).click();
    await page.getByRole('heading', { name: '이용약관' }).waitFor();
    await page.goBack();
    await walkthrough.locator('svg[data-slide="4"]').waitFor();
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('link', { name: '개인정보처리방침' }).click();
    await page.getByRole('heading', { name: '개인정보처리방침' }).waitFor();
    await page.goBack();
    await walkthrough.locator('svg[data-slide="4"]').waitFor();
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('button', { name: '동의하고 시작하기' }).click();
    await walkthrough.waitFor({ state: 'detached' });

    // Agreed: reading the terms again and coming back lands on the home.
    await page.reload();
    await page.getByRole('heading', { name: '나의 매칭 현황' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows a failed read with its reason and a retry on the home and the list, never as empty', async () => {
    const deviceId = deviceIdForTest();
    const owner = await ownerFor(h, deviceId);
    const request = await createCrgRequest(lifecycleApp(h), { owner });
    const page = await h.newPage({ skipAccess: true });

    const restore = await failCalls(page, '/api/match-req');
    await page.goto(`/app?deviceId=${deviceId}`);
    const homeAlert = page
      .getByRole('alert')
      .filter({ hasText: '매칭 현황을 불러오지 못했습니다.' });
    await homeAlert.waitFor();
    expect(await page.getByText('진행 중인 매칭이 없습니다.').count()).toBe(0);
    await screenshot(page, 'home-read-failed');
    await restore();
    await homeAlert.getByRole('button', { name: '다시 시도' }).click();
    await page
      .getByRole('link', { name: /남사리 210/ })
      .first()
      .waitFor();
    await homeAlert.waitFor({ state: 'detached' });

    const restoreList = await failCalls(page, '/api/match-req');
    await page.goto('/app/matching-status/list');
    const listAlert = page
      .getByRole('alert')
      .filter({ hasText: '매칭 현황을 불러오지 못했습니다.' });
    await listAlert.waitFor();
    expect(await page.getByText('진행 중인 매칭이 없습니다.').count()).toBe(0);
    await restoreList();
    await listAlert.getByRole('button', { name: '다시 시도' }).click();
    await page
      .getByRole('link', { name: /남사리 210/ })
      .first()
      .waitFor();

    const restoreDetail = await failCalls(page, `/api/match-req/${request.id}`);
    await page.goto(`/app/matching-status/detail?id=${request.id}`);
    const detailAlert = page
      .getByRole('alert')
      .filter({ hasText: '매칭 정보를 불러오지 못했습니다.' });
    await detailAlert.waitFor();
    await restoreDetail();
    await detailAlert.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('region', { name: '매칭 상태' }).waitFor();
  });

  it('answers mistyped addresses with a page, in the app, the consoles and outside them', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?deviceId=${deviceIdForTest()}`);
    await page.getByRole('heading', { name: '나의 매칭 현황' }).waitFor();
    await page.goto('/app/matching-statsu');
    await page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).waitFor();
    await screenshot(page, 'app-not-found');
    await page.getByRole('link', { name: '홈으로' }).click();
    await page.getByRole('heading', { name: '나의 매칭 현황' }).waitFor();

    const browser = await h.newPage({ width: 1280, height: 800 });
    const response = await browser.goto('/admn');
    expect(response?.status()).toBe(404);
    await browser.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).waitFor();
    expect(await browser.getByText('ROUTE_NOT_FOUND').count()).toBe(0);
    await browser.getByRole('link', { name: '햇빛 매칭 처음으로' }).waitFor();
  });
});
