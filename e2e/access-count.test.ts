import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TIMING_MS } from '../packages/contracts/src/constants.js';
import { bearerFor } from '../apps/server/src/test/test-app.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';

/*
 * Spec section 4, access flow: one session start counts one access and no other screen counts, so
 * an owner who agreed to the terms sees the advertising-consent popup on the second session only.
 */
describe('access count', () => {
  const h = harnessForSuite();

  const accessCnt = async (deviceId: string) =>
    (await h.app.services.users.isExist(deviceId)).accessCnt;
  const consent = (page: Page) => page.getByRole('dialog', { name: '혜택 알림 받기' });

  /** A new WebView session: the splash runs, then the walkthrough or the consent popup. */
  async function startSession(deviceId: string): Promise<Page> {
    const page = await h.newPage();
    await page.clock.install();
    await page.goto(`/app?deviceId=${deviceId}`);
    // The splash lasts 5 s of the page's clock, not the test's.
    await page.getByRole('status', { name: '햇빛 매칭을 시작하는 중' }).waitFor();
    await page.clock.fastForward(TIMING_MS.splash);
    await page.getByRole('dialog').first().waitFor();
    return page;
  }

  it('opens the advertising-consent popup on the second session, not on the first or third', async () => {
    const deviceId = deviceIdForTest();

    const first = await startSession(deviceId);
    expect(await consent(first).count()).toBe(0);
    expect(await accessCnt(deviceId)).toBe(1);
    // The owner agrees to the terms (the walkthrough's agreement, here through the same call).
    const userId = await first.evaluate(
      () => (JSON.parse(window.sessionStorage.getItem('userInfo') ?? '{}') as { id: number }).id,
    );
    const agreed = await h.app.inject({
      method: 'PATCH',
      url: '/api/match-user',
      headers: { authorization: await bearerFor(h.app, deviceId) },
      payload: { id: userId, agreePiPpYn: true },
    });
    expect(agreed.statusCode).toBe(200);

    const second = await startSession(deviceId);
    await consent(second).waitFor();
    expect(await accessCnt(deviceId)).toBe(2);
    // Other screens of the same session do not count.
    await consent(second).getByRole('button', { name: '다음에' }).click();
    await second.goto('/app/alim');
    await second.getByRole('switch').first().waitFor();
    await second.goto('/app');
    expect(await accessCnt(deviceId)).toBe(2);

    const third = await startSession(deviceId);
    expect(await consent(third).count()).toBe(0);
    expect(await accessCnt(deviceId)).toBe(3);
  });
});
