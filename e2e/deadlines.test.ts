import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDeadline, formatKstTime } from '../packages/contracts/src/dates.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { MATCHING_TEXTS } from '../packages/contracts/src/messages.js';
import { banner, openAfterClockMove } from './support/matching.js';
import { recruitThroughApp } from './support/recruit.js';

const PARCEL = { query: '남사리 210', address: '경상남도 산청군 단성면 남사리 210' };
const AREA_ADDRESS = '경상남도 산청군 단성면';
const statusRegion = (page: Page) => page.getByRole('region', { name: '매칭 상태' });

/*
 * M3 of the 2026-11-28 walk: every deadline an owner or a contractor reads names the instant the
 * server applies, with its hour ('12월 2일(수) 23:59'), on the owner's screens (success page, the
 * detail's banner and texts, the selection popup, the status list) and the contractor's console
 * (leads board, request page, 내 매칭); the server applies the period end at that very instant.
 */
describe('one deadline on the owner’s and the contractor’s screens', () => {
  const h = harnessForSuite();

  async function consoleLogin(userId: string): Promise<Page> {
    const page = await h.newPage({ width: 1280, height: 900 });
    await page.goto('/partner');
    await page.getByLabel('아이디').fill(userId);
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('heading', { level: 1, name: '지원 가능한 요청' }).waitFor();
    return page;
  }

  it('names the same instant the server applies, from recruiting to the proposals', async () => {
    const owner = await h.newPage({ skipAccess: true });
    const deviceId = deviceIdForTest();
    await recruitThroughApp(h, owner, deviceId, PARCEL);
    const [request] = await h.app.services.matching.list(deviceId);
    if (!request) throw new Error('no request');
    const recruitEnd = request.propose1EndDate!;
    expect(formatKstTime(recruitEnd)).toBe('23:59');
    const recruitDeadline = formatDeadline(recruitEnd);

    // The owner: the success page, the banner and the recruiting text.
    await owner.getByText(`${recruitDeadline}까지 시공사를 모집합니다.`).waitFor();
    await owner.goto(`/app/matching-status/detail?id=${request.id}`);
    await banner(owner, '시공사 모집 중').waitFor();
    await statusRegion(owner).getByText(`${recruitDeadline} 마감`).waitFor();
    await owner.getByText(`${recruitDeadline}까지 3일 동안 시공사를 모집합니다.`).waitFor();
    await owner.goto('/app/matching-status/list');
    await owner
      .getByRole('link', { name: /시공사 모집 중/ })
      .getByText(`${recruitDeadline} 마감`)
      .waitFor();

    // The contractor: the leads board and the request page, then it applies.
    let contractor = await consoleLogin('partner13');
    const row = contractor.getByRole('row').filter({ hasText: AREA_ADDRESS });
    await row.getByText(recruitDeadline).waitFor();
    expect(await contractor.getByText(/오전|오후/).count()).toBe(0);
    await row.getByRole('link', { name: AREA_ADDRESS }).click();
    await contractor.getByText(recruitDeadline).first().waitFor();
    await contractor.getByRole('button', { name: '지원하기' }).click();
    await contractor.getByText('지원 완료').waitFor();

    // One second before that instant the request still recruits; at the instant it moves on.
    h.clock.advanceMs(Date.parse(recruitEnd) - 1000 - h.clock.now().getTime());
    expect((await h.app.services.matching.get(deviceId, request.id)).status).toBe('CRG');
    h.clock.advanceMs(1000);
    const sp1 = await h.app.services.matching.get(deviceId, request.id);
    expect(sp1.status).toBe('SP1');
    const selectDeadline = formatDeadline(sp1.select1EndDate!);
    expect(formatKstTime(sp1.select1EndDate!)).toBe('23:59');

    await openAfterClockMove(owner, `/app/matching-status/detail?id=${request.id}`);
    await banner(owner, '1차 시공사 선택').waitFor();
    await statusRegion(owner).getByText(`${selectDeadline} 마감`).waitFor();
    await owner.getByRole('checkbox').first().check();
    await owner
      .getByRole('region', { name: '선택한 시공사' })
      .getByRole('button', { name: MATCHING_TEXTS.select1 })
      .click();
    await owner
      .getByRole('dialog', { name: MATCHING_TEXTS.select1ConfirmTitle })
      .getByRole('button', { name: MATCHING_TEXTS.select1 })
      .click();
    const done = owner.getByRole('dialog', { name: MATCHING_TEXTS.select1DoneTitle });
    await done.waitFor();
    const psb = await h.app.services.matching.get(deviceId, request.id);
    const proposalDeadline = formatDeadline(psb.propose2EndDate!);
    await done
      .getByText(`선택한 시공사가 7일 동안, ${proposalDeadline}까지 제안서를 작성합니다.`)
      .waitFor();
    await done.getByRole('button', { name: '확인' }).click();
    await banner(owner, '제안서 작성 대기').waitFor();
    await statusRegion(owner).getByText(`${proposalDeadline} 마감`).waitFor();

    // The shortlisted contractor (signed in again: console sessions last 12 hours) reads the same
    // proposal deadline on its request and in 내 매칭.
    contractor = await consoleLogin('partner13');
    await contractor.goto(`/partner/requests/${request.id}`);
    await contractor
      .locator('p', { hasText: '제안서 마감:' })
      .getByText(proposalDeadline)
      .waitFor();
    await contractor.goto('/partner/matches');
    await contractor
      .getByRole('row')
      .filter({ hasText: PARCEL.address })
      .getByText(proposalDeadline)
      .waitFor();
    expect(await contractor.getByText(/오전|오후/).count()).toBe(0);
  });
});
