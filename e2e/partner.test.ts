import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  CONSOLE_SESSION_ENDED,
  ERROR_MESSAGES,
  MATCHING_TEXTS,
} from '../packages/contracts/src/messages.js';
import { PARTNER_MESSAGES, type PartnerMe } from '../packages/contracts/src/partner.js';
import { PASSWORD_MESSAGES } from '../packages/contracts/src/password-policy.js';
import { PROPOSAL_PDF } from '../apps/server/src/test/lifecycle.js';
import { outboxCode } from '../apps/server/src/test/journey.js';
import {
  PARTNER_PRIVACY_CONSENT,
  PARTNER_TERMS_CONSENT,
} from '../packages/contracts/src/partner-onboarding.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { advancePast, banner, openAfterClockMove, selectChecked } from './support/matching.js';
import { recruitThroughApp } from './support/recruit.js';

/*
 * The whole market on one machine (DESIGN D14): an owner in the app at 414 px and two demo
 * contractors in the console at desktop width, each in its own browser context, with the
 * server's clock moved through the periods.
 */

const PARCEL = { query: '남사리 210', address: '경상남도 산청군 단성면 남사리 210' };
const AREA_ADDRESS = '경상남도 산청군 단성면';

describe('contractor console and the whole market', () => {
  const h = harnessForSuite();

  /**
   * After the clock moved days the console session (12 hours) has ended: the console shows its
   * login where the contractor was, and signing in there brings the same page back.
   */
  async function signInHere(page: Page, userId: string) {
    await page.getByRole('heading', { name: '시공사 파트너 로그인' }).waitFor();
    await page.getByLabel('아이디').fill(userId);
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
  }

  async function consoleLogin(
    userId: string,
  ): Promise<{ page: Page; comName: string; userId: string }> {
    const page = await h.newPage({ width: 1280, height: 900 });
    await page.goto('/partner');
    await page.getByRole('heading', { name: '시공사 파트너 로그인' }).waitFor();
    await page.getByLabel('아이디').fill(userId);
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('heading', { level: 1, name: '지원 가능한 요청' }).waitFor();
    const me = await page.request.get('/api/partner/me');
    return { page, comName: ((await me.json()) as PartnerMe).comName, userId };
  }

  it('checks signup fields as they are typed, in the spec’s words', async () => {
    const page = await h.newPage({ width: 1280, height: 900 });
    await page.goto('/partner');
    await page.getByRole('link', { name: '파트너 가입 신청' }).click();
    await page.getByRole('heading', { name: '시공사 파트너 가입 신청' }).waitFor();
    const userId = page.getByLabel('아이디');
    await userId.fill('abc');
    await page.getByText(PARTNER_MESSAGES.userIdLength).waitFor();
    await userId.fill('Abcdef');
    await page.getByText(PARTNER_MESSAGES.userIdChars).waitFor();
    await userId.fill('new-partner');
    expect(await page.getByText(PARTNER_MESSAGES.userIdChars).count()).toBe(0);
    await page.getByLabel('비밀번호').fill('abcdef');
    await page.getByText(PASSWORD_MESSAGES.tooShort(8)).waitFor();
    await page.getByLabel('사업자등록번호').fill('1234567890');
    await page.getByText(PARTNER_MESSAGES.businessNumber).waitFor();
    await page.getByLabel('휴대폰 번호').fill('01012345678');
    expect(await page.getByLabel('휴대폰 번호').inputValue()).toBe('010-1234-5678');

    await page.getByLabel('비밀번호').fill('solar12!');
    await page.getByLabel('사업자등록번호').fill('2208112341');
    await page.getByLabel('전기공사업 등록번호').fill('서울-01234');
    await page.getByLabel('회사명').fill('새빛태양광');
    await page.getByLabel('대표자명').fill('홍길동');
    await page.getByLabel('이메일').fill('contact@saebit.kr');
    // The phone is checked by a texted code and both consents are given (issue 33).
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByText('인증번호를 보냈습니다.', { exact: false }).waitFor();
    await page
      .getByLabel('인증번호', { exact: true })
      .fill(await outboxCode(h.app, '010-1234-5678'));
    await page.getByRole('button', { name: '인증번호 확인' }).click();
    await page.getByText('휴대폰 번호가 인증되었습니다.').waitFor();
    await page.getByLabel(PARTNER_PRIVACY_CONSENT.label).check();
    await page.getByLabel(PARTNER_TERMS_CONSENT.label).check();
    await page.getByRole('button', { name: '가입 신청' }).click();
    await page.getByText('가입 신청이 접수되었습니다.', { exact: false }).waitFor();

    // A new account logs in and waits for approval.
    await page.getByRole('link', { name: '로그인으로' }).click();
    await page.getByLabel('아이디').fill('new-partner');
    await page.getByLabel('비밀번호').fill('solar12!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByText('가입 승인 대기 중입니다.', { exact: false }).waitFor();
  });

  it('runs recruit → apply → shortlist → proposals → confirm → contact → review', async () => {
    // The owner recruits in the app.
    const owner = await h.newPage({ skipAccess: true });
    const deviceId = deviceIdForTest();
    const { phone } = await recruitThroughApp(h, owner, deviceId, PARCEL);
    const [request] = await h.app.services.matching.list(deviceId);
    if (!request) throw new Error('no request');

    // Two demo contractors find the lead in their console and apply.
    const winner = await consoleLogin('partner13');
    const other = await consoleLogin('partner02');
    for (const contractor of [winner, other]) {
      const { page } = contractor;
      const lead = page.getByRole('link', { name: AREA_ADDRESS });
      await lead.first().waitFor();
      // Filters: a roof-only board does not show this land request.
      await page.getByLabel('설치 유형').selectOption('R');
      await page.getByText('조건에 맞는 모집 중인 요청이 없습니다.').waitFor();
      await page.getByLabel('설치 유형').selectOption('');
      await page.getByLabel('지역').selectOption('48');
      await page.getByRole('link', { name: AREA_ADDRESS }).first().click();
      await page.waitForURL((url) => url.pathname === `/partner/requests/${request.id}`);
      expect(await page.getByText(phone).count()).toBe(0);
      expect(await page.getByText('남사리 210').count()).toBe(0);
      await page.getByRole('button', { name: '지원하기' }).click();
      await page.getByText('지원 완료').waitFor();
      await page.getByRole('link', { name: '내 매칭' }).click();
      const row = page.getByRole('row', { name: new RegExp(AREA_ADDRESS) });
      expect(await row.innerText()).toMatch(/D-(\d+|day)/);
    }

    // The clock moves to SP1; the owner shortlists both.
    advancePast(h, request.propose1EndDate);
    await openAfterClockMove(owner, `/app/matching-status/detail?id=${request.id}`);
    await banner(owner, '1차 시공사 선택').waitFor();
    await owner.getByRole('checkbox', { name: `${winner.comName} 선택` }).check();
    await owner.getByRole('checkbox', { name: `${other.comName} 선택` }).check();
    await selectChecked(owner, 1);
    await banner(owner, '제안서 작성 대기').waitFor();
    // The clock moved days and console sessions last 12 hours. The winner's console was left
    // open: its next call meets the ended session, and the console
    // goes to its login, saying why, instead of showing the server's error in the page.
    await winner.page.getByRole('link', { name: '알림', exact: true }).click();
    await winner.page.getByText(CONSOLE_SESSION_ENDED).waitFor();
    expect(await winner.page.getByText(ERROR_MESSAGES.UNAUTHORIZED).count()).toBe(0);

    // Each contractor sees the full address and uploads a PDF with progress.
    for (const contractor of [winner, other]) {
      const { page } = contractor;
      await page.goto(`/partner/requests/${request.id}`);
      await signInHere(page, contractor.userId);
      await page.getByText('1차 선정 · 제안서 작성').waitFor();
      await page.getByRole('heading', { level: 1, name: PARCEL.address }).waitFor();
      await page.getByLabel('제안서 (PDF, 20MB 이하)').setInputFiles({
        name: `${contractor.comName} 제안서.pdf`,
        mimeType: 'application/pdf',
        buffer: PROPOSAL_PDF,
      });
      // The styled file button shows the chosen file's name.
      await page.getByText(`${contractor.comName} 제안서.pdf`).waitFor();
      await page.getByRole('button', { name: '제안서 제출하기' }).click();
      await page.getByText('제안서를 제출했습니다.').waitFor();
      expect(
        await page.getByRole('progressbar', { name: '제안서 업로드 진행률' }).getAttribute('value'),
      ).toBe('100');
      await page.getByText('제안서 제출 완료').first().waitFor();
    }

    // The clock moves to SP2; the owner opens a proposal link and confirms one contractor.
    const psb = await h.app.services.matching.get(deviceId, request.id);
    advancePast(h, psb.propose2EndDate);
    await openAfterClockMove(owner, `/app/matching-status/detail?id=${request.id}`);
    await banner(owner, '최종 시공사 확정').waitFor();
    await owner
      .getByRole('button', { name: `${winner.comName} ${MATCHING_TEXTS.proposalLink}` })
      .click();
    // The proposal opens in the app, and its link is texted to the owner who asks for it.
    const viewer = owner.getByRole('dialog', { name: / 제안서$/ });
    await viewer.getByRole('button', { name: MATCHING_TEXTS.proposalSendText }).click();
    await viewer.getByRole('status').getByText(MATCHING_TEXTS.proposalSent).waitFor();
    await viewer.getByRole('button', { name: '닫기' }).click();
    await viewer.waitFor({ state: 'detached' });
    const outbox = await h.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
    const link = outbox
      .json<{ body: string }[]>()
      .map((sms) => /https?:\/\/\S+/.exec(sms.body)?.[0])
      .find((url) => url?.includes('/api/file/viewer/'));
    if (!link) throw new Error('no proposal link was sent');
    const url = new URL(link);
    const opened = await owner.request.get(`${url.pathname}${url.search}`);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await owner.getByRole('checkbox', { name: `${winner.comName} 선택` }).check();
    await selectChecked(owner, 2);
    await banner(owner, '매칭 완료').waitFor();

    // CMC on both contractor screens: the winner sees the owner's contact, the other does not.
    await winner.page.goto(`/partner/requests/${request.id}`);
    await signInHere(winner.page, winner.userId);
    await winner.page.getByText('최종 선정', { exact: true }).waitFor();
    const contact = winner.page.getByLabel('고객 연락처');
    await contact.getByText('김햇빛').waitFor();
    expect(await contact.getByRole('link', { name: phone }).getAttribute('href')).toBe(
      `tel:${phone.replace(/-/g, '')}`,
    );
    await contact.getByText('sunny@example.com').waitFor();
    await other.page.goto(`/partner/requests/${request.id}`);
    await signInHere(other.page, other.userId);
    await other.page.getByText('이번 요청에서는 선정되지 않았습니다.').waitFor();
    expect(await other.page.getByText(phone).count()).toBe(0);
    await other.page.getByRole('link', { name: '내 매칭' }).click();
    await other.page.getByRole('row', { name: /미선정/ }).waitFor();

    // The owner writes the review of the confirmed contractor.
    await owner.getByRole('button', { name: MATCHING_TEXTS.reviewWrite }).click();
    await owner.getByRole('heading', { level: 1, name: MATCHING_TEXTS.reviewWrite }).waitFor();
    await owner
      .getByLabel(`${MATCHING_TEXTS.reviewPlatform} ${MATCHING_TEXTS.reviewContents}`)
      .fill('지원부터 계약까지 한눈에 볼 수 있었습니다.');
    await owner
      .getByLabel(`${winner.comName} ${MATCHING_TEXTS.reviewContents}`, { exact: true })
      .fill('제안서가 꼼꼼했습니다.');
    await owner.getByRole('button', { name: MATCHING_TEXTS.reviewSubmit }).click();
    await owner
      .getByRole('dialog', { name: MATCHING_TEXTS.reviewDoneTitle })
      .getByRole('button', { name: '확인' })
      .click();
    await owner.waitForURL((next) => next.pathname === '/app');
  });
});
