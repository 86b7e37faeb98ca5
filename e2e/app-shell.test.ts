import { describe, expect, it } from 'vitest';
import { TIMING_MS } from '../packages/contracts/src/constants.js';
import { bearerFor } from '../apps/server/src/test/test-app.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';

describe('app shell', () => {
  const h = harnessForSuite();

  it('sends a visitor without a device id from /app to the landing page', async () => {
    const page = await h.newPage();
    await page.goto('/app/faq');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('section#download').waitFor();
  });

  it('rejects a malformed device id the same way', async () => {
    const page = await h.newPage();
    await page.goto('/app?deviceId=Z_not-a-device');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("paints the splash from the served document before any script runs, in the first screen's own font", async () => {
    const html = await (await fetch(`${h.baseUrl}/app?deviceId=${deviceIdForTest()}`)).text();
    expect(html).toContain('내 지붕과 땅의 태양광 수익, 무료로 확인하세요');
    const preload = /<link rel="preload" href="(\/assets\/pretendard-first-[\w-]+\.woff2)"/.exec(
      html,
    );
    expect(preload).not.toBeNull();
    expect((await fetch(`${h.baseUrl}${preload![1]}`)).status).toBe(200);
    // The consoles' document has no owner splash.
    expect(await (await fetch(`${h.baseUrl}/partner`)).text()).not.toContain(
      '햇빛 매칭을 시작하는 중',
    );

    const context = await h.browser.newContext({
      baseURL: h.baseUrl,
      javaScriptEnabled: false,
      viewport: { width: 414, height: 896 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`/app?deviceId=${deviceIdForTest()}`);
      const splash = page.getByRole('status', { name: '햇빛 매칭을 시작하는 중' });
      await splash.waitFor();
      const box = await splash.boundingBox();
      expect(box?.width).toBe(414);
      expect(await page.getByText('햇빛 매칭', { exact: true }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }

    // With scripts, React takes over the painted splash: a mismatch would be reported as an error.
    const page = await h.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.clock.install();
    await page.goto(`/app?deviceId=${deviceIdForTest()}`);
    await page.waitForURL((url) => url.pathname === '/app' && !url.search.includes('deviceId'));
    const splash = page.getByRole('status', { name: '햇빛 매칭을 시작하는 중' });
    await splash.waitFor();
    await page.waitForFunction(() => {
      const root = document.getElementById('root') as
        (HTMLElement & Record<string, unknown>) | null;
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
    });
    expect(errors).toEqual([]);
  });

  it('opens the app home for a device: splash, walkthrough with agreement, then home', async () => {
    const deviceId = deviceIdForTest();
    const page = await h.newPage();
    await page.clock.install();
    await page.goto(`/app?deviceId=${deviceId}`);
    await page.waitForURL((url) => url.pathname === '/app' && !url.search.includes('deviceId'));
    await page.getByRole('status', { name: '햇빛 매칭을 시작하는 중' }).waitFor();

    // The splash lasts 5 s of the page's clock, not the test's.
    await page.clock.fastForward(TIMING_MS.splash);
    const walkthrough = page.getByRole('dialog');
    await walkthrough.waitFor();
    for (let slide = 0; slide < 3; slide += 1)
      await page.getByRole('button', { name: '다음' }).click();
    const start = page.getByRole('button', { name: '동의하고 시작하기' });
    expect(await start.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await start.click();
    await walkthrough.waitFor({ state: 'detached' });

    await page.getByRole('heading', { name: '고객 후기' }).waitFor();
    await page
      .getByRole('list', { name: '고객 후기 목록' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await page
      .getByRole('list', { name: '블로그 글 목록' })
      .getByRole('listitem')
      .first()
      .waitFor();

    const authorization = await bearerFor(h.app, deviceId);
    const exists = await h.app.inject({
      method: 'GET',
      url: `/api/match-com/match-user/is-exist/${deviceId}`,
      headers: { authorization },
    });
    expect(exists.json()).toMatchObject({ isExist: true, agreePiPpYn: true, accessCnt: 1 });
  });

  it('keeps focus in the side menu and closes only the topmost dialog on Escape', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?deviceId=${deviceIdForTest()}`);
    const opener = page.getByRole('button', { name: '메뉴 열기' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: '메뉴' });
    await menu.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(await focusedLabel()).toBe('메뉴 닫기');
    // Shift+Tab from the first control wraps to the last one instead of leaving the menu.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('내 정보 관리');

    await menu.getByRole('button', { name: '약관 및 정책' }).click();
    const terms = page.getByRole('dialog', { name: '약관 및 정책' });
    await terms.waitFor();
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'detached' });
    expect(await menu.isVisible()).toBe(true);
    expect(await focused()).toBe('약관 및 정책');

    // Pressing a button inside the popup does not reach the menu's backdrop either.
    await menu.getByRole('button', { name: '약관 및 정책' }).click();
    await terms.getByRole('button', { name: '닫기' }).click();
    await terms.waitFor({ state: 'detached' });
    expect(await menu.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusedLabel()).toBe('메뉴 열기');
  });

  it('keeps every app screen in the fixed 414 px frame on a wide screen', async () => {
    const page = await h.newPage({ width: 1280, height: 900, skipAccess: true });
    await page.goto(`/app/notice?deviceId=${deviceIdForTest()}`);
    const frame = page.getByTestId('app-frame');
    await frame.waitFor();
    expect((await frame.boundingBox())?.width).toBe(414);
    await page.getByRole('heading', { name: '공지사항' }).waitFor();
  });

  it('shows the agreement screens and the matching status list', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/agreement/use-terms?deviceId=${deviceIdForTest()}`);
    await page.getByRole('heading', { name: '이용약관', level: 1 }).waitFor();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.goto('/app/agreement/pipp');
    await page.getByRole('heading', { name: '개인정보처리방침', level: 1 }).waitFor();
    await page.goto('/app/matching-status/list');
    await page.getByRole('heading', { name: '나의 매칭 현황', level: 1 }).waitFor();
  });

  it('marks the notification settings root with its background class and toggles a switch', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/alim?deviceId=${deviceIdForTest()}`);
    const matchSwitch = page.getByRole('switch', { name: '매칭 알림' });
    await matchSwitch.waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('alim-root'))).toBe(true);
    expect(await matchSwitch.getAttribute('aria-checked')).toBe('true');
    await matchSwitch.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[role="switch"][aria-label="매칭 알림"]')
          ?.getAttribute('aria-checked') === 'false',
    );
  });
});
