import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../packages/contracts/src/messages.js';
import { outboxCode } from '../apps/server/src/test/journey.js';
import { harnessForSuite } from './support/harness.js';
import { analysisJourney, PARCELS } from './support/analysis-journey.js';

/*
 * The recruit journey at 414 px against the real server: from the profit result to the
 * recruit form with SMS verification (a wrong code, a failed submit, expiry) and success.
 */

describe('recruit journey', () => {
  const h = harnessForSuite();
  const { openSearch, chooseAddress, startAnalysis, openProfit, requestCodeOnLandForm } =
    analysisJourney(h);

  it('recruits contractors with SMS verification, a wrong code and a failed submit', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.recruit);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    const profit = await openProfit(page);
    await profit.getByRole('button', { name: '시공사 모집하기' }).click();

    const recruit = page.getByRole('dialog', { name: '시공사 모집 신청' });
    await recruit.getByText(PARCELS.recruit.address).waitFor();
    await recruit.getByText('토지', { exact: true }).waitFor();
    await recruit.getByRole('heading', { name: '입력한 정보가 맞나요?' }).waitFor();
    await recruit.getByRole('button', { name: '아니요' }).waitFor();
    await recruit.getByRole('button', { name: '예', exact: true }).click();

    const intro = page.getByRole('dialog', { name: '시공사 매칭 안내' });
    await intro.getByText('7단계 중 1단계').waitFor();
    // The pressed button is gone with the stage: focus goes to the renamed dialog, not the page.
    expect(await intro.evaluate((element) => element === document.activeElement)).toBe(true);
    const claims: string[] = [];
    for (let step = 1; step < 7; step += 1) {
      claims.push(await intro.locator('p').nth(1).innerText());
      await intro.getByRole('button', { name: '다음' }).click();
    }
    claims.push(await intro.locator('p').nth(1).innerText());
    expect(claims.join('\n')).toContain('최대 5곳');
    expect(claims.join('\n')).toContain('3일 후');
    await intro.getByRole('button', { name: '신청서 작성하기' }).click();

    const form = page.getByRole('dialog', { name: '시공사 모집 신청서' });
    const submit = form.getByRole('button', { name: '시공사 모집 신청하기' });
    expect(await submit.isDisabled()).toBe(true);

    // Name and e-mail are required on 'next'.
    await form.getByRole('button', { name: '다음' }).click();
    const required = page.getByRole('dialog', { name: MESSAGES.requiredTitle });
    await required.getByText(MESSAGES.nameRequired).waitFor();
    await required.getByRole('button', { name: '확인' }).click();
    await form.getByLabel('이름').fill('김햇빛');
    await form.getByRole('button', { name: '다음' }).click();
    // Each step moves the focus to the field it reveals.
    expect(
      await form
        .getByLabel('이메일', { exact: true })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await form.getByRole('button', { name: '다음' }).click();
    await page
      .getByRole('dialog', { name: MESSAGES.requiredTitle })
      .getByText(MESSAGES.emailRequired)
      .waitFor();
    await page
      .getByRole('dialog', { name: MESSAGES.requiredTitle })
      .getByRole('button', { name: '확인' })
      .click();
    await form.getByLabel('이메일', { exact: true }).fill('sunny');
    for (const domain of ['@naver.com', '@gmail.com', '@daum.net', '직접 입력']) {
      await form.getByRole('button', { name: domain }).waitFor();
    }
    await form.getByRole('button', { name: '@naver.com' }).click();
    expect(await form.getByLabel('이메일', { exact: true }).inputValue()).toBe('sunny@naver.com');
    await form.getByRole('button', { name: '다음' }).click();

    // Phone: formatted 3-4-4, send enabled only at 13 characters.
    const phone = `010-${randomInt(1000, 9999)}-${randomInt(1000, 9999)}`;
    const phoneInput = form.getByLabel('휴대폰 번호');
    const send = form.getByRole('button', { name: '인증번호 받기' });
    await phoneInput.pressSequentially(phone.replace(/-/g, '').slice(0, 10));
    expect(await phoneInput.inputValue()).toBe(phone.slice(0, 12));
    expect(await send.isDisabled()).toBe(true);
    await phoneInput.pressSequentially(phone.slice(-1));
    expect(await phoneInput.inputValue()).toBe(phone);
    expect(await phoneInput.getAttribute('maxlength')).toBe('13');
    await send.click();

    const codeInput = form.getByLabel('인증번호');
    await codeInput.waitFor();
    await form.getByText(/^0[45]:\d\d$/).waitFor();
    const code = await outboxCode(h.app, phone);

    const confirm = form.getByRole('button', { name: '확인', exact: true });
    await codeInput.fill('12a45');
    expect(await codeInput.inputValue()).toBe('1245');
    expect(await confirm.isDisabled()).toBe(true);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await codeInput.fill(wrong);
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await form.getByText(MESSAGES.smsWrong).waitFor();

    await codeInput.fill(code);
    await confirm.click();
    await form.getByText(MESSAGES.smsSuccess).waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    const memo = form.getByLabel('기타 전달사항 (선택)');
    await memo.waitFor();

    await memo.fill('가'.repeat(520));
    expect((await memo.inputValue()).length).toBe(500);
    await form.getByText(MESSAGES.memoLimit).waitFor();
    await form.getByText('500/500').waitFor();
    await memo.fill('남향 창고 지붕도 함께 검토 부탁드립니다.');

    const consent = form.getByLabel('[필수] 개인정보 수집 및 이용에 동의합니다.');
    const thirdParty = form.getByLabel('[필수] 개인정보 제3자 제공에 동의합니다.');
    expect(await submit.isDisabled()).toBe(true);
    await form.getByText('6단계 중 5단계').waitFor();
    await consent.check();
    // The third-party consent is separate and required: one ticked box is not enough.
    await form.getByText('6단계 중 5단계').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('button', { name: '개인정보 제3자 제공 동의 내용 보기' }).click();
    const terms = page.getByRole('dialog', { name: '개인정보 제3자 제공 동의' });
    await terms.getByText('동의를 거부할 권리').waitFor();
    await terms.getByText(/거부하면 시공사 모집을 신청할 수 없습니다/).waitFor();
    await terms.getByRole('button', { name: '확인' }).click();
    await thirdParty.check();
    await form.getByText('6단계 중 6단계').waitFor();
    expect(await submit.isDisabled()).toBe(false);
    await consent.uncheck();
    expect(await submit.isDisabled()).toBe(true);
    await consent.check();

    // A failed submit tells the owner and keeps the form.
    await page.route('**/api/match-req', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'CONFLICT', message: '이미 처리된 요청입니다.' }),
      }),
    );
    await submit.click();
    const failed = page.getByRole('dialog', { name: '신청하지 못했습니다' });
    await failed.getByText('이미 처리된 요청입니다.').waitFor();
    await failed.getByRole('button', { name: '확인' }).click();
    expect(await form.getByLabel('이름').inputValue()).toBe('김햇빛');
    expect(await memo.inputValue()).toBe('남향 창고 지붕도 함께 검토 부탁드립니다.');
    await page.unroute('**/api/match-req');

    await submit.click();
    await page.waitForURL((url) => url.pathname === '/app/analysis-recruit-success');
    await page.getByRole('heading', { name: '시공사 모집 신청이 완료되었습니다.' }).waitFor();
    expect(await page.getByRole('link', { name: '나의 매칭 현황 보기' }).getAttribute('href')).toBe(
      '/app/matching-status/list',
    );
    await page.getByRole('link', { name: '매칭 진행 방법 알아보기' }).waitFor();

    // The home lists the new match with its status and the recruiting countdown.
    await page.goto('/app');
    const match = page.getByRole('link', { name: /시공사 모집 중/ });
    await match.waitFor();
    expect(await match.innerText()).toMatch(/D-(\d+|day)/);

    // The same address is now in matching: the check leads to the match detail.
    await page.goto('/app?bm=menu');
    await chooseAddress(page, PARCELS.recruit);
    const matching = page.getByRole('dialog', { name: MESSAGES.alreadyInMatching });
    await matching.getByRole('button', { name: '매칭 현황 보기' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/app/matching-status/detail' && Number(url.searchParams.get('id')) > 0,
    );
  });

  it('shows the expired message and disables confirm when the 5 minutes pass', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.clock.install();
    const { form, codeInput } = await requestCodeOnLandForm(page, '박만료', 'late@daum.net');
    await codeInput.fill('123456');
    const confirm = form.getByRole('button', { name: '확인', exact: true });
    expect(await confirm.isDisabled()).toBe(false);

    await page.clock.fastForward('05:01');
    await form.getByText(MESSAGES.smsExpired).waitFor();
    await form.getByText('00:00').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
  });

  it('shows the expired message when the server finds the code expired', async () => {
    const page = await h.newPage({ skipAccess: true });
    const { form, phone, codeInput } = await requestCodeOnLandForm(
      page,
      '최서버',
      'server@naver.com',
    );
    await codeInput.waitFor();
    await expect
      .poll(
        async () =>
          (await h.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` })).json<unknown[]>()
            .length,
      )
      .toBe(1);
    const code = await outboxCode(h.app, phone);

    // The server's clock passes the 5 minutes while the page still counts down.
    h.clock.advanceMs(5 * 60_000 + 1000);
    await codeInput.fill(code);
    await form.getByRole('button', { name: '확인', exact: true }).click();
    await form.getByText(MESSAGES.smsExpired).waitFor();
  });
});
