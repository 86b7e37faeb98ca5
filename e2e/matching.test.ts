import { describe, expect, it } from 'vitest';
import {
  MATCH_END_MESSAGES,
  MATCHING_TEXTS,
  SELECT_LIMIT_TEXTS,
  selectLimitMessage,
} from '../packages/contracts/src/messages.js';
import { PARCELS } from '../apps/server/src/test/journey.js';
import { driveToSp1, sendProposal } from '../apps/server/src/test/lifecycle.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { screenshot } from './support/console-scan.js';
import {
  advancePast,
  banner,
  contractorIds,
  lifecycleApp,
  ownerFor,
  selectChecked,
} from './support/matching.js';
import { recruitThroughApp } from './support/recruit.js';

/*
 * The owner's matching screens at 414 px against the real server (spec sections 2, 4 and 5):
 * status list and detail, ending and re-recruiting, both selection stages, the proposal link and
 * the review.
 */

describe('matching screens', () => {
  const h = harnessForSuite();

  it('shows an empty list that invites recruiting', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/matching-status/list?deviceId=${deviceIdForTest()}`);
    await page.getByRole('tab', { name: MATCHING_TEXTS.tabInProgress, selected: true }).waitFor();
    await page.getByText(MATCHING_TEXTS.emptyInProgress).waitFor();
    expect(
      await page.getByRole('link', { name: MATCHING_TEXTS.recruit }).getAttribute('href'),
    ).toBe('/app?bm=menu');
    await page.getByRole('tab', { name: MATCHING_TEXTS.tabCompleted }).click();
    await page.getByText(MATCHING_TEXTS.emptyCompleted).waitFor();
  });

  it('recruits in the app, counts down in CRG, ends with a reason and recruits again', async () => {
    const page = await h.newPage({ skipAccess: true });
    const deviceId = deviceIdForTest();
    await recruitThroughApp(h, page, deviceId, {
      query: '산정리 801',
      address: '충청남도 청양군 화성면 산정리 801',
    });
    // Three more addresses are being analysed: two shown, the third behind 'more'.
    const owner = await ownerFor(h, deviceId);
    for (const parcel of [PARCELS.landP, PARCELS.roofWithBuilding, PARCELS.roofWithoutBuilding]) {
      await h.app.services.analysis.create(owner.deviceId, parcel);
    }

    await page.getByRole('link', { name: '나의 매칭 현황 보기' }).click();
    await page.waitForURL((url) => url.pathname === '/app/matching-status/list');
    const analysing = page.getByRole('region', { name: /분석 중인 주소/ });
    await analysing.waitFor();
    expect(await analysing.getByRole('link').count()).toBe(2);
    await analysing.getByRole('button', { name: `${MATCHING_TEXTS.showMore} (1)` }).click();
    expect(await analysing.getByRole('link').count()).toBe(3);

    const item = page.getByRole('link', { name: /시공사 모집 중/ });
    expect(await item.innerText()).toMatch(/D-(\d+|day)/);
    await item.click();
    await page.waitForURL((url) => url.pathname === '/app/matching-status/detail');
    const firstId = Number(new URL(page.url()).searchParams.get('id'));
    await banner(page, '시공사 모집 중').waitFor();
    expect(await banner(page, '시공사 모집 중').innerText()).toMatch(/D-(\d+|day)/);
    await page.getByText('1단계', { exact: true }).waitFor();
    await page.getByText('충청남도 청양군 화성면 산정리 801').waitFor();

    // The analysis layer: real area in 평 and the feasibility popup from the analysis screens.
    await page.getByRole('button', { name: MATCHING_TEXTS.viewAnalysis }).click();
    const layer = page.getByRole('dialog', { name: MATCHING_TEXTS.analysisTitle });
    await layer.getByRole('img', { name: /월별 예상 발전량/ }).waitFor();
    expect(await layer.innerText()).toMatch(/[\d,]+평/);
    await layer.getByRole('button', { name: '사업성 분석' }).click();
    await page.getByRole('dialog', { name: '사업성 분석' }).getByText('최종 판정').waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await layer.waitFor({ state: 'detached' });

    // Contract documents.
    await page.getByRole('button', { name: MATCHING_TEXTS.contractDocs }).click();
    const docs = page.getByRole('dialog', { name: MATCHING_TEXTS.contractDocs });
    await docs.getByRole('rowheader', { name: '인감증명서', exact: true }).waitFor();
    await docs.getByRole('button', { name: '확인' }).click();

    // End with a reason: ETC needs a text.
    await page.getByRole('button', { name: MATCHING_TEXTS.end }).click();
    await page
      .getByRole('dialog', { name: MATCHING_TEXTS.endConfirmTitle })
      .getByRole('button', { name: '종료하기' })
      .click();
    const reason = page.getByRole('dialog', { name: MATCHING_TEXTS.endReasonTitle });
    const endButton = reason.getByRole('button', { name: '종료하기' });
    expect(await endButton.isDisabled()).toBe(true);
    await reason.getByLabel('기타').check();
    expect(await endButton.isDisabled()).toBe(true);
    await reason.getByLabel(MATCHING_TEXTS.endReasonDetail).fill('다른 업체와 계약했습니다.');
    await endButton.click();
    await page
      .getByRole('dialog', { name: MATCHING_TEXTS.endDoneTitle })
      .getByRole('button', { name: '확인' })
      .click();
    const ended = page.getByRole('dialog', { name: MATCHING_TEXTS.endedTitle });
    await ended.getByText(MATCH_END_MESSAGES.CDC).waitFor();
    await banner(page, '매칭 종료').waitFor();
    expect(await banner(page, '매칭 종료').innerText()).not.toMatch(/D-/);
    expect(await page.getByRole('button', { name: MATCHING_TEXTS.end }).count()).toBe(0);
    // Where it stopped, in the step-6 style: never '5단계' nor '5 매칭 완료' as reached.
    const endedBanner = page.getByRole('region', { name: '매칭 상태' });
    expect(await endedBanner.getAttribute('data-step')).toBe('6');
    await endedBanner.getByText('1단계 시공사 모집 중에서 종료').waitFor();
    expect(await page.getByText('5단계', { exact: true }).count()).toBe(0);
    const progress = page.getByRole('list').filter({ hasText: MATCHING_TEXTS.stoppedHere });
    expect(await progress.locator('[aria-current]').count()).toBe(0);
    expect(await progress.getByRole('listitem').first().innerText()).toContain(
      MATCHING_TEXTS.stoppedHere,
    );

    // Re-recruit: a new request in CRG.
    await ended.getByRole('button', { name: MATCHING_TEXTS.againRecruit }).click();
    await page
      .getByRole('dialog', { name: MATCHING_TEXTS.againConfirmTitle })
      .getByRole('button', { name: MATCHING_TEXTS.againRecruit })
      .click();
    const again = page.getByRole('dialog', { name: MATCHING_TEXTS.againDoneTitle });
    await again.getByText(MATCHING_TEXTS.againDone).waitFor();
    await again.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => Number(url.searchParams.get('id')) !== firstId);
    await banner(page, '시공사 모집 중').waitFor();
    const secondId = Number(new URL(page.url()).searchParams.get('id'));

    // The home's card and the side menu lead to these screens.
    await page.goto('/app');
    await page.getByRole('link', { name: /시공사 모집 중/ }).click();
    await page.waitForURL((url) => url.pathname === '/app/matching-status/detail');
    expect(Number(new URL(page.url()).searchParams.get('id'))).toBe(secondId);
    await page.goto('/app');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page
      .getByRole('dialog', { name: '메뉴' })
      .getByRole('link', { name: '나의 매칭 현황' })
      .click();
    await page.waitForURL((url) => url.pathname === '/app/matching-status/list');

    // The ended request: re-recruiting again finds the active one.
    await page.goto(`/app/matching-status/detail?id=${firstId}`);
    await page
      .getByRole('dialog', { name: MATCHING_TEXTS.endedTitle })
      .getByRole('button', { name: MATCHING_TEXTS.againRecruit })
      .click();
    await page
      .getByRole('dialog', { name: MATCHING_TEXTS.againConfirmTitle })
      .getByRole('button', { name: MATCHING_TEXTS.againRecruit })
      .click();
    const active = page.getByRole('dialog', { name: MATCHING_TEXTS.alreadyActiveTitle });
    await active.getByText('이미 진행중인 주소입니다').waitFor();

    // The completed tab lists the ended request with the step it reached.
    await page.goto('/app/matching-status/list');
    await page.getByRole('tab', { name: MATCHING_TEXTS.tabCompleted }).click();
    const done = page.getByRole('link', { name: /매칭 종료/ });
    expect(await done.innerText()).toContain('1단계 시공사 모집 중에서 종료');
  });

  it('selects within the limit, confirms a proposal sender and writes the review', async () => {
    const t = lifecycleApp(h);
    const deviceId = deviceIdForTest();
    const ids = await contractorIds(h, 6);
    const request = await driveToSp1(t, { owner: await ownerFor(h, deviceId), applicants: ids });
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/matching-status/detail?id=${request.id}&deviceId=${deviceId}`);
    await banner(page, '1차 시공사 선택').waitFor();
    expect(await banner(page, '1차 시공사 선택').innerText()).toMatch(/D-(\d+|day)/);

    const boxes = page.getByRole('checkbox');
    await boxes.nth(5).waitFor();
    expect(await boxes.count()).toBe(6);
    for (let index = 0; index < 5; index += 1) await boxes.nth(index).check();
    const bar = page.getByRole('region', { name: '선택한 시공사' });
    expect(await bar.innerText()).toMatch(/5\s*.+ 외 4곳/);
    // A sixth is refused with the limit alert.
    await boxes.nth(5).click();
    const limit = page.getByRole('dialog', { name: SELECT_LIMIT_TEXTS.SP1.title });
    await limit.getByText(selectLimitMessage('SP1', 5)).waitFor();
    await limit.getByRole('button', { name: '확인' }).click();
    expect(await boxes.nth(5).isChecked()).toBe(false);
    for (let index = 2; index < 5; index += 1) await boxes.nth(index).uncheck();
    expect(await bar.innerText()).toMatch(/2\s*.+ 외 1곳/);

    // The server's 409 on the limit shows its message under the same title.
    await page.route('**/api/match-propose1/select', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'SELECT_LIMIT_EXCEEDED',
          message: selectLimitMessage('SP1', 1),
          limit: 1,
        }),
      }),
    );
    const confirmSelect = async () => {
      await bar.getByRole('button', { name: MATCHING_TEXTS.select1 }).click();
      await page
        .getByRole('dialog', { name: MATCHING_TEXTS.select1ConfirmTitle })
        .getByRole('button', { name: MATCHING_TEXTS.select1 })
        .click();
    };
    await confirmSelect();
    const refused = page.getByRole('dialog', { name: SELECT_LIMIT_TEXTS.SP1.title });
    await refused.getByText(selectLimitMessage('SP1', 1)).waitFor();
    await refused.getByRole('button', { name: '확인' }).click();
    await page.unroute('**/api/match-propose1/select');
    await confirmSelect();
    const selected = page.getByRole('dialog', { name: MATCHING_TEXTS.select1DoneTitle });
    // The 7-day proposal period (seeded propose2Days) is announced as 7 days.
    await selected
      .getByText(/선택한 시공사가 7일 동안, \d+월 \d+일\(.\) 23:59까지 제안서를 작성합니다/)
      .waitFor();
    await selected.getByRole('button', { name: '확인' }).click();
    await banner(page, '제안서 작성 대기').waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: / 사업자 정보$/ }).count()).toBe(2);

    // While proposals are due the owner sees who has sent one.
    const shortlist = ids.slice(0, 2);
    const contractorsSection = page.getByRole('region', { name: /제안서를 작성 중인 시공사/ });
    await contractorsSection.getByText(MATCHING_TEXTS.proposalWaiting).nth(1).waitFor();
    await sendProposal(t, shortlist[0]!, request.id);
    await page.reload();
    await contractorsSection.getByText(MATCHING_TEXTS.proposalSubmitted).waitFor();
    expect(await contractorsSection.getByText(MATCHING_TEXTS.proposalWaiting).count()).toBe(1);
    expect(await page.getByRole('button', { name: / 제안서 보기$/ }).count()).toBe(0);
    await screenshot(page, 'detail-psb-submissions');

    // The second sends too; the proposal period ends.
    await sendProposal(t, shortlist[1]!, request.id);
    const psb = await h.app.services.matching.get(deviceId, request.id);
    advancePast(h, psb.propose2EndDate);
    await page.goto(`/app/matching-status/detail?id=${request.id}`);
    await banner(page, '최종 시공사 확정').waitFor();

    // '제안서 보기' opens the proposal in the app; its link is texted only when the owner asks,
    // once per proposal.
    const proposalLinks = page.getByRole('button', { name: / 제안서 보기$/ });
    // The banner can arrive before the list of proposals: wait for the second one, then count.
    await proposalLinks.nth(1).waitFor();
    expect(await proposalLinks.count()).toBe(2);
    const textedLinks = async () => {
      const outbox = await h.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
      return outbox.json<{ body: string }[]>().filter((sms) => /https?:\/\//.test(sms.body));
    };
    for (const round of [1, 2]) {
      await proposalLinks.first().click();
      const viewer = page.getByRole('dialog', { name: / 제안서$/ });
      await viewer.locator('iframe').waitFor();
      expect(await textedLinks()).toHaveLength(round - 1);
      await viewer.getByRole('button', { name: MATCHING_TEXTS.proposalSendText }).click();
      await viewer
        .getByRole('status')
        .getByText(round === 1 ? MATCHING_TEXTS.proposalSent : MATCHING_TEXTS.proposalSentBefore)
        .waitFor();
      const frame = viewer.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^blob:/);
      await viewer.getByRole('link', { name: MATCHING_TEXTS.proposalSave }).waitFor();
      if (round === 1) await screenshot(page, 'proposal-viewer');
      await viewer.getByRole('button', { name: '닫기' }).click();
      await viewer.waitFor({ state: 'detached' });
      expect(await textedLinks()).toHaveLength(1);
    }

    // Business info of a contractor.
    await page
      .getByRole('button', { name: / 사업자 정보$/ })
      .first()
      .click();
    const info = page.getByRole('dialog', { name: / 사업자 정보$/ });
    await info.getByText('자본금').waitFor();
    await info.getByRole('button', { name: '닫기' }).click();

    await page.getByRole('checkbox').first().check();
    await selectChecked(page, 2);
    await banner(page, '매칭 완료').waitFor();
    expect(await banner(page, '매칭 완료').innerText()).not.toMatch(/D-/);
    await page.getByText('5단계', { exact: true }).waitFor();

    // The owner can reach the confirmed contractor: representative, a call and an e-mail.
    await page.getByText(MATCHING_TEXTS.contactHint).waitFor();
    const contact = page.getByRole('definition').getByRole('link', { name: /^0\d/ });
    expect(await contact.count()).toBe(1);
    expect(await contact.getAttribute('href')).toMatch(/^tel:0\d{8,10}$/);
    expect(
      await page.getByRole('definition').getByRole('link', { name: /@/ }).getAttribute('href'),
    ).toMatch(/^mailto:.+@/);
    await screenshot(page, 'detail-cmc-contact');

    // The review: submit only with the platform text and one company review.
    await page.getByRole('button', { name: MATCHING_TEXTS.reviewWrite }).click();
    await page.getByRole('heading', { level: 1, name: MATCHING_TEXTS.reviewWrite }).waitFor();
    const submit = page.getByRole('button', { name: MATCHING_TEXTS.reviewSubmit });
    expect(await submit.isDisabled()).toBe(true);
    const platformText = page.getByLabel(
      `${MATCHING_TEXTS.reviewPlatform} ${MATCHING_TEXTS.reviewContents}`,
    );
    await platformText.fill('가'.repeat(510));
    expect((await platformText.inputValue()).length).toBe(500);
    await page.getByText(MATCHING_TEXTS.reviewLimit).waitFor();
    await page.getByText('500/500').waitFor();
    await platformText.fill('과정이 투명해서 좋았습니다.');
    await page
      .getByRole('radiogroup', {
        name: `${MATCHING_TEXTS.reviewPlatform} ${MATCHING_TEXTS.reviewScore}`,
      })
      .getByRole('radio', { name: '4점' })
      .check();
    expect(await submit.isDisabled()).toBe(true);
    const companyTexts = page.getByLabel(
      new RegExp(`^(?!${MATCHING_TEXTS.reviewPlatform}).+ ${MATCHING_TEXTS.reviewContents}$`),
    );
    expect(await companyTexts.count()).toBe(1);
    await companyTexts.first().fill('설명이 친절했습니다.');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page
      .getByRole('dialog', { name: MATCHING_TEXTS.reviewDoneTitle })
      .getByRole('button', { name: '확인' })
      .click();
    await page.waitForURL((url) => url.pathname === '/app');

    // Afterwards: 'my review', read-only.
    await page.goto(`/app/matching-status/detail?id=${request.id}`);
    await page.getByRole('button', { name: MATCHING_TEXTS.reviewMine }).click();
    await page.getByRole('heading', { level: 1, name: MATCHING_TEXTS.reviewMine }).waitFor();
    expect(await platformText.inputValue()).toBe('과정이 투명해서 좋았습니다.');
    expect(await platformText.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: MATCHING_TEXTS.reviewSubmit }).count()).toBe(0);
    await page.getByRole('button', { name: MATCHING_TEXTS.close }).click();
    await banner(page, '매칭 완료').waitFor();
  });
});
