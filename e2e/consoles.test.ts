import { describe, expect, it } from 'vitest';
import { signupInject } from '../apps/server/src/test/consoles.js';
import type { Page } from 'playwright-core';
import { LEAD_TEXTS } from '../packages/contracts/src/notifications.js';
import {
  businessNumber,
  operatorCookie,
  partnerCookie,
  submitDocuments,
} from '../apps/server/src/test/consoles.js';
import { createCrgRequest } from '../apps/server/src/test/lifecycle.js';
import { PARCELS } from '../apps/server/src/test/journey.js';
import { foreignText, screenshot } from './support/console-scan.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { advancePast, banner, lifecycleApp, ownerFor } from './support/matching.js';

/*
 * Both consoles as a careful team would ship them (issue 23, Consoles), at 1280 and 414 px: the
 * operator's confirmations in dialogs with feedback, Korean tables, a dashboard on the server's
 * today; a contractor's empty profile, styled uploads, regions in the 시도 order, the status while
 * recruiting and after the deadline. Every screen is scanned for English words, raw codes and
 * bare addresses.
 */

const AREA_ADDRESS = '경상남도 산청군 단성면';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);

/** The accent colour of links in the consoles (--color-accent-text). */
const LINK_COLOUR = 'rgb(163, 78, 0)';

describe('consoles at 1280 and 414 px', () => {
  const h = harnessForSuite();

  async function operatorLogin(width: number): Promise<Page> {
    const page = await h.newPage({ width, height: 900 });
    await page.goto('/admin');
    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호').fill('admin1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    return page;
  }

  async function partnerLogin(width: number, userId: string, password: string): Promise<Page> {
    const page = await h.newPage({ width, height: 900 });
    await page.goto('/partner');
    await page.getByLabel('아이디').fill(userId);
    await page.getByLabel('비밀번호').fill(password);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('heading', { level: 1, name: '지원 가능한 요청' }).waitFor();
    return page;
  }

  async function signup(userId: string, phone: string, comName: string, first9: string) {
    const response = await signupInject(h.app, {
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId,
        password: 'solar123!',
        businessNumber: businessNumber(first9),
        licenceNumber: '서울-01234',
        phone,
        comName,
        representative: '정대표',
        email: `${userId}@example.com`,
      },
    });
    expect(response.statusCode).toBe(201);
    // Approval waits on both vetting documents (decision 015).
    await submitDocuments(h.app, await partnerCookie(h.app, userId, 'solar123!'));
  }

  async function expectKorean(page: Page, names: string[] = []) {
    expect(await foreignText(page, names)).toEqual([]);
  }

  it('operator: approves in a dialog, the contractor is texted, tables read in Korean', async () => {
    await signup('newsun', '010-3456-7801', '새해솔라', '100007801');
    const page = await operatorLogin(1280);
    await page.getByRole('link', { name: '시공사 관리' }).click();
    await page
      .getByRole('row', { name: /새해솔라/ })
      .getByRole('button', { name: '새해솔라 승인' })
      .click();
    const dialog = page.getByRole('dialog', { name: '시공사 승인' });
    await dialog.getByText('새해솔라를 승인할까요?', { exact: false }).waitFor();
    await screenshot(page, 'admin-approve-dialog-1280');
    await dialog.getByRole('button', { name: '승인', exact: true }).click();
    await page
      .getByRole('status')
      .getByText('새해솔라를 승인했습니다. 승인 안내 문자를 보냈습니다.')
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectKorean(page, ['newsun']);

    // The message goes out through the notifications: the outbox has it once.
    await h.app.services.notifications.tick();
    const outbox = await h.app.inject({ method: 'GET', url: '/dev/outbox?to=010-3456-7801' });
    const bodies = outbox.json<{ body: string }[]>().map((sms) => sms.body);
    const told = LEAD_TEXTS.ACCOUNT_APPROVED({ comName: '새해솔라', consoleUrl: '' }).trim();
    expect(bodies.filter((body) => body.startsWith(told))).toHaveLength(1);

    await page.getByRole('link', { name: '알림 발송 내역' }).click();
    const row = page
      .getByRole('row', { name: /가입 승인 안내/ })
      .filter({ hasText: '010-3456-7801' });
    await row.getByText('문자').waitFor();
    await row.getByText('발송 완료').waitFor();
    expect(await row.getByRole('link', { name: '파트너 콘솔 열기' }).getAttribute('href')).toMatch(
      /\/partner$/,
    );
    await screenshot(page, 'admin-notifications-1280');
    await expectKorean(page);
  });

  it('operator: ends a match after a dialog; audit, events and notifications in Korean', async () => {
    const page = await operatorLogin(1280);
    const request = await createCrgRequest(lifecycleApp(h), {
      owner: await ownerFor(h, deviceIdForTest()),
    });
    await page.getByRole('link', { name: '매칭 관리' }).click();
    await page.getByRole('link', { name: `#${request.id}` }).click();
    await page.getByLabel('종료 사유').fill('고객 요청으로 종료합니다.');
    await page.getByRole('button', { name: '매칭 종료' }).click();
    const dialog = page.getByRole('dialog', { name: '매칭 종료' });
    await dialog.getByText(`매칭 #${request.id}을 종료할까요?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '종료 확정' }).click();
    await page.getByRole('status').getByText('매칭을 종료했습니다.').waitFor();
    await h.app.services.notifications.tick();
    await page.reload();
    await page.getByRole('cell', { name: '관리자 종료', exact: true }).waitFor();
    await page.getByRole('cell', { name: '매칭 종료', exact: true }).waitFor();
    await screenshot(page, 'admin-match-ended-1280');
    await expectKorean(page, ['admin']);

    await page.getByRole('link', { name: '변경 기록' }).click();
    const ended = page.getByRole('row', { name: new RegExp(`매칭 #${request.id}`) });
    await ended.getByText('매칭 관리자 종료').waitFor();
    await ended.getByText('모집 중 → 매칭 종료', { exact: false }).waitFor();
    const approved = page.getByRole('row', { name: /시공사 승인/ }).first();
    await approved.getByText('승인 대기 → 승인', { exact: false }).waitFor();
    await screenshot(page, 'admin-audit-1280');
    await expectKorean(page, ['admin']);

    const narrow = await operatorLogin(414);
    await screenshot(narrow, 'admin-dashboard-414');
    await expectKorean(narrow);
    await narrow.getByRole('link', { name: '시공사 관리' }).click();
    await narrow.getByRole('heading', { level: 1, name: '시공사 관리' }).waitFor();
    await screenshot(narrow, 'admin-contractors-414');
    await expectKorean(narrow);
  });

  it('contractor: an empty profile is told what to fill in, then applies while recruiting', async () => {
    await signup('emptysun', '010-3456-7802', '빈칸솔라', '100007802');
    const cookie = await operatorCookie(h.app);
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/admin/contractors?status=pending',
      headers: { cookie },
    });
    const account = list
      .json<{ data: { contractorId: number; userId: string }[] }>()
      .data.find((item) => item.userId === 'emptysun')!;
    await h.app.inject({
      method: 'POST',
      url: `/api/admin/contractors/${account.contractorId}/approve`,
      headers: { cookie },
    });
    const deviceId = deviceIdForTest();
    const request = await createCrgRequest(lifecycleApp(h), {
      owner: await ownerFor(h, deviceId),
      parcel: PARCELS.landP,
    });

    const page = await partnerLogin(414, 'emptysun', 'solar123!');
    const notice = page.getByRole('status').filter({ hasText: '아직 지원할 수 없습니다' });
    await notice
      .getByText('시공 용량, 시공 건수, 회사 소개를 입력해 주세요.', { exact: false })
      .waitFor();
    await screenshot(page, 'partner-empty-profile-414');
    await expectKorean(page, ['emptysun']);

    // Regions: 경남 and 전북 chosen, listed in the one 시도 order (전북 before 경남).
    await page.getByRole('link', { name: '회사 정보' }).first().click();
    await page.getByRole('checkbox', { name: '경남' }).check();
    await page.getByRole('checkbox', { name: '전북' }).check();
    await page.getByRole('button', { name: '저장' }).click();
    await page.getByRole('status').getByText('저장했습니다.').waitFor();

    // The logo: a labelled button, then the chosen file's name.
    await page.getByText('로고 선택', { exact: true }).waitFor();
    // The logo's own card (the vetting documents above it have file fields too).
    await page.getByRole('region', { name: '로고' }).getByText('선택한 파일이 없습니다.').waitFor();
    await page.getByLabel('로고 파일 (PNG, JPEG, SVG · 1MB 이하)').setInputFiles({
      name: '빈칸솔라 로고.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByText('빈칸솔라 로고.png').waitFor();
    await page.getByText('로고를 등록했습니다.').waitFor();
    // 하자이행보증 and one finished plant, in their own card.
    const sections = page.getByRole('form', { name: '보증·준공 실적' });
    await sections.getByLabel('보증 기관').fill('서울보증보험');
    await sections.getByLabel('보증 기간').fill('3');
    await sections.getByRole('button', { name: '준공 실적 추가' }).click();
    const plant = sections.getByRole('group', { name: '준공 실적 1' });
    await plant.getByLabel('설비 용량(kW)').fill('99.5');
    await plant.getByLabel('준공 연도').fill('2024');
    await plant.getByLabel('시·도').fill('경상남도');
    await plant.getByLabel('시·군').fill('김해시');
    await sections.getByRole('button', { name: '보증·준공 실적 등록' }).click();
    await sections.getByRole('status').getByText('저장했습니다.').waitFor();
    await screenshot(page, 'partner-profile-414');
    // The chosen file's own name is shown as it is.
    await expectKorean(page, ['emptysun', 'png']);

    await page.getByRole('link', { name: '지원 가능한 요청' }).click();
    expect(await page.getByLabel('지역').locator('option').allTextContents()).toEqual([
      '서비스 지역 전체',
      '전북',
      '경남',
    ]);
    const lead = page.getByRole('link', { name: AREA_ADDRESS }).first();
    expect(await lead.evaluate((link) => getComputedStyle(link).color)).toBe(LINK_COLOUR);
    await lead.click();
    await page.waitForURL((url) => url.pathname === `/partner/requests/${request.id}`);
    expect(await page.getByRole('button', { name: '지원하기' }).isDisabled()).toBe(true);
    await page
      .getByText('시공 용량, 시공 건수, 회사 소개를 입력해 주세요.', { exact: false })
      .waitFor();

    // The server refuses too, naming the fields.
    const refused = await page.request.post(`/api/partner/requests/${request.id}/apply`);
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'PARTNER_PROFILE_INCOMPLETE',
      message: '회사 정보에 시공 용량, 시공 건수, 회사 소개를 입력한 뒤 지원할 수 있습니다.',
    });

    await page.getByRole('link', { name: '회사 정보' }).first().click();
    await page.getByLabel('시공 용량(kW) (필수)').fill('1500');
    await page.getByLabel('시공 건수 (필수)').fill('12');
    await page.getByLabel('회사 소개 (필수)').fill('경남 지역 토지 태양광을 시공합니다.');
    await page.getByRole('button', { name: '저장' }).click();
    await page.getByRole('status').getByText('저장했습니다.').waitFor();

    await page.goto(`/partner/requests/${request.id}`);
    await page.getByRole('button', { name: '지원하기' }).click();
    const mine = page.getByRole('region', { name: '내 진행 상황' });
    await mine.getByText('지원이 접수되었습니다. 모집 기간이 끝나면', { exact: false }).waitFor();
    expect(await page.getByText('고르고 있습니다', { exact: false }).count()).toBe(0);
    await mine
      .getByText(/D-(\d+|day)/)
      .first()
      .waitFor();
    await screenshot(page, 'partner-applied-414');
    await expectKorean(page, ['emptysun']);

    // 414 px: each cell's label keeps its distance from the value.
    await page.getByRole('link', { name: '내 매칭' }).click();
    const cell = page.getByRole('cell', { name: /토지/ }).first();
    await cell.waitFor();
    const before = await cell.evaluate((td) => {
      const style = getComputedStyle(td, '::before');
      return { content: style.content, marginRight: style.marginRight };
    });
    expect(before).toEqual({ content: '"설치 유형 · 용량"', marginRight: '10px' });
    await screenshot(page, 'partner-matches-414');
    await expectKorean(page, ['emptysun']);

    // After the recruiting deadline: it says so, and the owner is now choosing.
    const recruiting = await h.app.services.matching.get(deviceId, request.id);
    advancePast(h, recruiting.propose1EndDate);
    // The clock moved days and console sessions last 12 hours: the contractor signs in again.
    const again = await partnerLogin(414, 'emptysun', 'solar123!');
    await again.goto(`/partner/requests/${request.id}`);
    await again
      .getByRole('region', { name: '내 진행 상황' })
      .getByText('고객이 지원한 시공사 중에서', { exact: false })
      .waitFor();
    const facts = again.getByRole('region', { name: '요청 정보' });
    await facts.getByText('마감됨').waitFor();
    expect(await facts.innerText()).not.toMatch(/D-(\d+|day)/);
    await expectKorean(again, ['emptysun']);

    // The owner reads the profile: no zero figures, 1,500 kW in MW.
    const owner = await h.newPage({ skipAccess: true });
    await owner.goto(`/app/matching-status/detail?id=${request.id}&deviceId=${deviceId}`);
    await banner(owner, '1차 시공사 선택').waitFor();
    await owner.getByRole('button', { name: '빈칸솔라 사업자 정보' }).click();
    const info = owner.getByRole('dialog', { name: '빈칸솔라 사업자 정보' });
    await info.getByText('1.5MW').waitFor();
    const shown = await info.innerText();
    expect(shown).not.toMatch(/(^|\D)0(kW|건|위|개사|백만원)/);
    expect(shown).toContain('12건');

    // The same console at desktop width.
    const wide = await partnerLogin(1280, 'emptysun', 'solar123!');
    await screenshot(wide, 'partner-leads-1280');
    await expectKorean(wide, ['emptysun']);
    await wide.getByRole('link', { name: '내 매칭' }).click();
    await wide.getByRole('row', { name: new RegExp(AREA_ADDRESS) }).waitFor();
    await screenshot(wide, 'partner-matches-1280');
    await expectKorean(wide, ['emptysun']);
    await wide.getByRole('link', { name: '알림' }).click();
    await wide
      .getByRole('row', { name: /승인되었습니다/ })
      .first()
      .waitFor();
    await screenshot(wide, 'partner-alerts-1280');
    await expectKorean(wide, ['emptysun']);
  });

  it('operator: the dashboard’s default period ends at the server’s today', async () => {
    // The server's clock runs 40 days ahead of the browser's; a request made on its today counts.
    h.clock.advanceMs(40 * 86_400_000);
    await createCrgRequest(lifecycleApp(h), { owner: await ownerFor(h, deviceIdForTest()) });
    const page = await operatorLogin(1280);
    const serverToday = new Date(h.clock.now().getTime() + 9 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    // The field stays empty until the dashboard arrives with the server's period.
    await expect.poll(() => page.getByLabel('종료일').inputValue()).toBe(serverToday);
    await page.getByRole('img', { name: /^매칭 퍼널: 분석 [1-9]\d*건, 모집 요청 [1-9]/ }).waitFor();
    await screenshot(page, 'admin-dashboard-1280');
    await expectKorean(page);
  });

  it('operator: settings, content and accounts read in Korean', async () => {
    const page = await operatorLogin(1280);
    const found: Record<string, string[]> = {};
    const scan = async (name: string) => {
      await page.waitForLoadState('networkidle');
      const words = await foreignText(page, ['admin']);
      if (words.length > 0) found[name] = words;
    };
    for (const link of ['설정', '운영자 계정', '콘텐츠']) {
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: link }).waitFor();
      await scan(link);
    }
    for (const tab of await page.getByRole('tab').all()) {
      const name = await tab.innerText();
      await tab.click();
      await scan(`콘텐츠 ${name}`);
    }
    await screenshot(page, 'admin-content-1280');
    expect(found).toEqual({});
  });
});
