import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessNumber } from '../apps/server/src/test/consoles.js';
import { outboxCode } from '../apps/server/src/test/journey.js';
import {
  PARTNER_ONBOARDING_TEXTS,
  PARTNER_PRIVACY_CONSENT,
  PARTNER_TERMS_CONSENT,
} from '../packages/contracts/src/partner-onboarding.js';
import { screenshot } from './support/console-scan.js';
import { startHarness, type Harness } from './support/harness.js';

/*
 * Contractor onboarding at phone width (issue 33): a contractor signs up with both consents and
 * its phone checked by SMS, forgets its password, resets it by a code texted to that phone and
 * signs in with the new one.
 */
describe('contractor onboarding', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('signs up with consents and a verified phone, then resets a forgotten password', async () => {
    const phone = '010-4242-7777';
    const page = await h.newPage({ width: 414, height: 896 });
    await page.goto('/partner/signup');
    await page.getByRole('heading', { name: '시공사 파트너 가입 신청' }).waitFor();
    await page.getByLabel('아이디').fill('forgetful-sun');
    await page.getByLabel('비밀번호').fill('처음 정한 비밀번호');
    await page.getByLabel('사업자등록번호').fill(businessNumber('220814242'));
    await page.getByLabel('전기공사업 등록번호').fill('전북-04242');
    await page.getByLabel('휴대폰 번호').fill('01042427777');
    await page.getByLabel('회사명').fill('잊음솔라');
    await page.getByLabel('대표자명').fill('망각대표');
    await page.getByLabel('이메일').fill('forgetful@solar.kr');

    // Without the consents and the phone check the form is not sent.
    await page.getByRole('button', { name: '가입 신청' }).click();
    await page.getByText('개인정보 수집·이용에 동의해 주세요.').waitFor();
    await page.getByText('파트너 이용약관에 동의해 주세요.').waitFor();

    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByText('인증번호를 보냈습니다.', { exact: false }).waitFor();
    await page.getByLabel('인증번호', { exact: true }).fill(await outboxCode(h.app, phone));
    await page.getByRole('button', { name: '인증번호 확인' }).click();
    await page.getByText('휴대폰 번호가 인증되었습니다.').waitFor();
    await page.getByText(`${PARTNER_TERMS_CONSENT.title} 보기`).click();
    await page.getByText('제재', { exact: true }).waitFor();
    await page.getByLabel(PARTNER_PRIVACY_CONSENT.label).check();
    await page.getByLabel(PARTNER_TERMS_CONSENT.label).check();
    await screenshot(page, 'partner-signup-consents-414');
    await page.getByRole('button', { name: '가입 신청' }).click();
    await page.getByText('가입 신청이 접수되었습니다.', { exact: false }).waitFor();
    await page.getByText(PARTNER_ONBOARDING_TEXTS.approvalNote).waitFor();

    // The password is forgotten: a code to the verified phone, a new password.
    await page.goto('/partner');
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await page.getByRole('heading', { name: '비밀번호 찾기' }).waitFor();
    await page.getByLabel('아이디').fill('forgetful-sun');
    await page.getByLabel('가입 때 인증한 휴대폰').check();
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByText(PARTNER_ONBOARDING_TEXTS.resetCodeSent).waitFor();
    const code = await outboxCode(h.app, phone);
    await page.getByLabel('인증번호', { exact: true }).fill(code);
    await page.getByLabel('새 비밀번호').fill('새로 정한 긴 비밀번호');
    await screenshot(page, 'partner-reset-414');
    await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await page.getByText(PARTNER_ONBOARDING_TEXTS.resetDone).waitFor();

    // The new password opens the console; the old one does not.
    await page.getByRole('link', { name: '로그인으로' }).click();
    await page.getByLabel('아이디').fill('forgetful-sun');
    await page.getByLabel('비밀번호').fill('처음 정한 비밀번호');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.').waitFor();
    await page.getByLabel('비밀번호').fill('새로 정한 긴 비밀번호');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByText('승인 대기', { exact: false }).first().waitFor();
    expect(page.url()).toContain('/partner');
  });
});
