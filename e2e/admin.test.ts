import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupInject } from '../apps/server/src/test/consoles.js';
import type { Page } from 'playwright-core';
import { MATCH_END_MESSAGES } from '../packages/contracts/src/messages.js';
import {
  businessNumber,
  partnerCookie,
  submitDocuments,
} from '../apps/server/src/test/consoles.js';
import { createCrgRequest, driveToCmc } from '../apps/server/src/test/lifecycle.js';
import { deviceIdForTest, startHarness, type Harness } from './support/harness.js';
import { lifecycleApp, ownerFor } from './support/matching.js';

/*
 * The operator console at desktop width against the real server (issue 11): login, contractor
 * approval, ending a match with ADC as the owner then sees it, an FAQ edit the owner app shows,
 * a banner image upload, and the owner's notifications of a full lifecycle in the outbox.
 */

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);

describe('operator console', () => {
  let h: Harness;
  let operatorPage: Page;
  beforeAll(async () => {
    h = await startHarness();
    operatorPage = await h.newPage({ width: 1280, height: 900 });
    await operatorPage.goto('/admin');
    await operatorPage.getByRole('heading', { name: '운영 콘솔 로그인' }).waitFor();
    await operatorPage.getByLabel('아이디').fill('admin');
    await operatorPage.getByLabel('비밀번호').fill('wrong-password');
    await operatorPage.getByRole('button', { name: '로그인' }).click();
    await operatorPage
      .getByRole('alert')
      .getByText('아이디 또는 비밀번호가 올바르지 않습니다.')
      .waitFor();
    await operatorPage.getByLabel('비밀번호').fill('admin1234!');
    await operatorPage.getByRole('button', { name: '로그인' }).click();
    await operatorPage.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
  });
  afterAll(async () => h?.close());

  it('draws the funnel of the period as a chart', async () => {
    await operatorPage.getByRole('img', { name: /^매칭 퍼널: 분석 \d+건/ }).waitFor();
    await operatorPage.getByRole('img', { name: /^종료 사유별 건수/ }).waitFor();
  });

  it('approves a new contractor', async () => {
    const signup = await signupInject(h.app, {
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId: 'brightsun',
        password: 'bright123!',
        businessNumber: businessNumber('100007788'),
        licenceNumber: '경기-01234',
        phone: '010-2345-6789',
        comName: '밝은해에너지',
        representative: '최대표',
        email: 'bright@example.com',
      },
    });
    expect(signup.statusCode).toBe(201);
    // Approval waits on both vetting documents (decision 015).
    await submitDocuments(h.app, await partnerCookie(h.app, 'brightsun', 'bright123!'));
    await operatorPage.getByRole('link', { name: '시공사 관리' }).click();
    const row = operatorPage.getByRole('row', { name: /밝은해에너지/ });
    await row.getByText('승인 대기').waitFor();
    await row.getByRole('button', { name: '밝은해에너지 승인' }).click();
    // Asked once more, then reported.
    const confirm = operatorPage.getByRole('dialog', { name: '시공사 승인' });
    await confirm.getByText('밝은해에너지를 승인할까요?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '승인', exact: true }).click();
    await operatorPage
      .getByRole('status')
      .getByText('밝은해에너지를 승인했습니다.', { exact: false })
      .waitFor();
    await operatorPage.getByRole('row', { name: /밝은해에너지/ }).waitFor({ state: 'detached' });
    await operatorPage.getByLabel('상태').selectOption('approved');
    await operatorPage
      .getByRole('row', { name: /밝은해에너지/ })
      .getByText('승인', { exact: true })
      .waitFor();
  });

  it('ends a match with ADC and a reason; the owner sees the ADC message', async () => {
    const deviceId = deviceIdForTest();
    const owner = await ownerFor(h, deviceId);
    const request = await createCrgRequest(lifecycleApp(h), { owner });

    await operatorPage.getByRole('link', { name: '매칭 관리' }).click();
    await operatorPage.getByRole('link', { name: `#${request.id}` }).click();
    await operatorPage.getByRole('heading', { name: new RegExp(`매칭 #${request.id}`) }).waitFor();
    const end = operatorPage.getByRole('button', { name: '매칭 종료' });
    expect(await end.isDisabled()).toBe(true);
    await operatorPage.getByLabel('종료 사유').fill('동일 주소 중복 요청으로 확인되어 종료합니다.');
    await end.click();
    const confirm = operatorPage.getByRole('dialog', { name: '매칭 종료' });
    await confirm.getByText(/종료할까요\?/).waitFor();
    await confirm.getByRole('button', { name: '종료 확정' }).click();
    await operatorPage.getByRole('status').getByText('매칭을 종료했습니다.').waitFor();
    await operatorPage.getByRole('heading', { name: /관리자 종료/, level: 1 }).waitFor();
    await operatorPage.getByRole('cell', { name: '관리자 종료', exact: true }).waitFor();

    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/matching-status/detail?id=${request.id}&deviceId=${deviceId}`);
    // The owner reads the operator's reason and where to ask about it.
    await page
      .getByText(/종료 사유: 동일 주소 중복 요청으로 확인되어 종료합니다\./)
      .first()
      .waitFor();
    await page
      .getByText(/1:1 문의로 물어봐 주세요/)
      .first()
      .waitFor();

    await h.app.services.notifications.tick();
    const outbox = await h.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
    const bodies = outbox.json<{ body: string }[]>().map((item) => item.body);
    expect(bodies.filter((body) => body.includes(MATCH_END_MESSAGES.ADC))).toHaveLength(1);
  });

  it('edits an FAQ item that the owner app then shows', async () => {
    await operatorPage.getByRole('link', { name: '콘텐츠' }).click();
    await operatorPage.getByRole('tab', { name: 'FAQ' }).click();
    await operatorPage
      .getByRole('button', { name: / 수정$/ })
      .first()
      .click();
    const form = operatorPage.getByRole('form', { name: 'FAQ 편집' });
    await form.getByLabel('분류').selectOption('MATCHING_STEP');
    await form.getByLabel('질문').fill('운영 콘솔에서 고친 질문입니다');
    await form.getByLabel('답변').fill('운영 콘솔에서 고친 답변입니다.');
    await form.getByRole('button', { name: '저장' }).click();
    await operatorPage
      .getByRole('status')
      .getByText('저장했습니다. 고객 앱에 바로 반영됩니다.')
      .waitFor();

    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/faq?deviceId=${deviceIdForTest()}`);
    await page.getByRole('button', { name: '운영 콘솔에서 고친 질문입니다' }).click();
    await page.getByText('운영 콘솔에서 고친 답변입니다.').waitFor();
  });

  it('uploads a banner image through the upload path and refuses a file that is no image', async () => {
    await operatorPage.getByRole('link', { name: '콘텐츠' }).click();
    await operatorPage.getByRole('tab', { name: '배너' }).click();
    await operatorPage.getByRole('button', { name: '새 배너' }).click();
    const form = operatorPage.getByRole('form', { name: '배너 편집' });
    const image = form.getByLabel('이미지 (PNG, JPEG, 700KB 이하)');
    await image.setInputFiles({
      name: 'not-an-image.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg></svg>'),
    });
    await form.getByText('PNG 또는 JPEG 이미지(700KB 이하)만 올릴 수 있습니다.').waitFor();
    await image.setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: PNG });
    const preview = form.getByRole('img', { name: '배너 이미지 미리보기' });
    await preview.waitFor();
    const source = await preview.getAttribute('src');
    const stored = await h.app.inject({ method: 'GET', url: source! });
    expect(stored.rawPayload.equals(PNG)).toBe(true);
  });

  it("puts the notifications of a full lifecycle in the owner's outbox, once each", async () => {
    const request = await driveToCmc(lifecycleApp(h));
    await h.app.services.notifications.tick();
    await h.app.services.notifications.tick();
    const outbox = await h.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
    const bodies = outbox.json<{ body: string }[]>().map((item) => item.body);
    for (const text of ['지원했습니다', '제안서가 도착했습니다', '매칭이 완료되었습니다']) {
      expect(
        bodies.filter((body) => body.includes(text)),
        text,
      ).toHaveLength(1);
    }
  });
});
