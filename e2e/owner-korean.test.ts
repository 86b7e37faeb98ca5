import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MATCHING_TEXTS } from '../packages/contracts/src/messages.js';
import {
  advancePast as advanceTestClockPast,
  createCrgRequest,
  driveToCmc,
  driveToSp1,
  driveToSp2,
  sendProposal,
} from '../apps/server/src/test/lifecycle.js';
import { deviceIdForTest, harnessForSuite, type Harness } from './support/harness.js';
import { foreignText, screenshot } from './support/console-scan.js';
import { banner, contractorIds, lifecycleApp, ownerFor } from './support/matching.js';

/*
 * Every owner screen in Korean (spec section 2): no English word, raw code or bare web address
 * outside units and proper terms, each screen checked at 414 px and kept as a screenshot.
 */

/**
 * Terms an owner screen may show beyond the consoles' units: the forecast's market and risk
 * figures, the FAQ's question mark, and the proper names of the forecasting models.
 */
const OWNER_TERMS = [
  'm',
  'km',
  'W',
  'GW',
  'GWh',
  'IRR',
  'P10',
  'P50',
  'P90',
  'Q',
  'NREL',
  'SPA',
  'Erbs',
  'Hay',
  'Davies',
  'SAPM',
  'PVWatts',
];

/** Fails when the screen shows an English word, a raw code (CRG, SP1) or a bare address. */
async function expectKoreanOnly(page: Page, screen: string): Promise<void> {
  expect(await foreignText(page, OWNER_TERMS), screen).toEqual([]);
}

/** Checks the screen as it is now and keeps its screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await expectKoreanOnly(page, name);
  await screenshot(page, `owner-${name}`);
}

/** A page on a new device of its own, in the app, at the matching detail of `id`. */
async function detailPage(h: Harness, deviceId: string, id: number): Promise<Page> {
  const page = await h.newPage({ skipAccess: true });
  await page.goto(`/app/matching-status/detail?id=${id}&deviceId=${deviceId}`);
  await page.getByRole('region', { name: '매칭 상태' }).waitFor();
  return page;
}

describe('owner screens in Korean', () => {
  const h = harnessForSuite();

  it('home, side menu, FAQ, terms, notifications and a mistyped address', async () => {
    const deviceId = deviceIdForTest();
    await createCrgRequest(lifecycleApp(h), { owner: await ownerFor(h, deviceId) });
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?deviceId=${deviceId}`);
    await page.getByRole('link', { name: /시공사 모집 중/ }).waitFor();
    await page.getByRole('list', { name: '고객 후기 목록' }).waitFor();
    await check(page, 'home');

    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog', { name: '메뉴' }).waitFor();
    await check(page, 'side-menu');

    await page.goto('/app/faq');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    for (let index = 0; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click();
      await expectKoreanOnly(page, `faq tab ${index + 1}`);
    }
    await screenshot(page, 'owner-faq');

    for (const [path, heading] of [
      ['/app/agreement/use-terms', '이용약관'],
      ['/app/agreement/pipp', '개인정보처리방침'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await check(page, path.split('/').pop()!);
    }

    await page.goto('/app/alim');
    await page.getByRole('switch').first().waitFor();
    await check(page, 'alim');

    await page.goto('/app/matching-status/list');
    await page.getByRole('link', { name: /시공사 모집 중/ }).waitFor();
    await check(page, 'list-in-progress');

    await page.goto('/app/no-such-screen');
    await page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).waitFor();
    await check(page, 'not-found');
  });

  it('analysis, profit, forecasting and feasibility popups and the recruit form', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?bm=menu&deviceId=${deviceIdForTest()}`);
    await page.getByLabel('태양광을 설치할 곳의 지번 주소').fill('남사리 210');
    await page.getByRole('button', { name: /경상남도 산청군 단성면 남사리 210/ }).click();
    await check(page, 'search');
    await page.getByRole('button', { name: '시공사 찾기' }).click();
    await page.getByRole('button', { name: '토지', exact: true }).waitFor();
    await check(page, 'analysis-type');
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).waitFor();
    await check(page, 'analysis-area');
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    await page.getByRole('button', { name: '예상 수익 확인하기' }).waitFor();
    await check(page, 'analysis-capacity');

    await page.getByRole('button', { name: '예상 수익 확인하기' }).click();
    const profit = page.getByRole('dialog', { name: '예상 수익 분석 결과' });
    await profit.getByRole('img', { name: /20년 누적 수익 그래프/ }).waitFor();
    await check(page, 'profit');
    await profit.getByRole('tab', { name: '연간 발전량 차트' }).click();
    await profit.getByRole('img', { name: /월별 예상 발전량/ }).waitFor();
    await expectKoreanOnly(page, 'profit, yearly output');

    // 가정 보기: the owner-level assumptions with their Korean sources, and every control.
    await profit.getByRole('button', { name: '가정 보기' }).click();
    const assumptions = page.getByRole('dialog', { name: '가정 보기' });
    await assumptions.getByRole('list', { name: '계산에 쓴 가정과 출처' }).waitFor();
    await check(page, 'assumptions');
    await assumptions.getByRole('button', { name: '확인' }).click();
    await assumptions.waitFor({ state: 'detached' });

    // The report as the owner reads it before saving it.
    await profit.getByRole('button', { name: '리포트 저장' }).click();
    const report = page.getByRole('dialog', { name: '수익 분석 리포트' });
    await report.getByRole('table', { name: '계산에 쓴 가정과 출처' }).waitFor();
    await check(page, 'report');
    await report.getByRole('button', { name: '닫기' }).click();
    await report.waitFor({ state: 'detached' });

    await profit.getByRole('button', { name: '발전량 예측 기술 알아보기' }).click();
    const tech = page.getByRole('dialog', { name: '발전량 예측 기술' });
    await tech.waitFor();
    await check(page, 'forecasting');
    await tech.getByRole('button', { name: '확인' }).click();

    await profit.getByRole('button', { name: '사업성 분석 보기' }).click();
    const feasibility = page.getByRole('dialog', { name: '사업성 분석' });
    await feasibility.getByRole('heading', { name: '최종 판정' }).waitFor();
    await check(page, 'feasibility');
    await page.keyboard.press('Escape');
    await feasibility.waitFor({ state: 'detached' });

    await profit.getByRole('button', { name: '시공사 모집하기' }).click();
    await page.getByRole('button', { name: '예', exact: true }).waitFor();
    await check(page, 'recruit-confirm');
    await page.getByRole('button', { name: '예', exact: true }).click();
    await page.getByRole('button', { name: '건너뛰고 신청서 작성하기' }).waitFor();
    await check(page, 'recruit-intro');
    await page.getByRole('button', { name: '건너뛰고 신청서 작성하기' }).click();
    await page.getByRole('dialog', { name: '시공사 모집 신청서' }).getByLabel('이름').waitFor();
    await check(page, 'recruit-form');
  });

  it('the matching detail in each stage, its popups and the review', async () => {
    const t = lifecycleApp(h);
    const ids = await contractorIds(h, 3);

    // CRG, with the analysis layer and the contract documents.
    let deviceId = deviceIdForTest();
    const crg = await createCrgRequest(t, { owner: await ownerFor(h, deviceId) });
    let page = await detailPage(h, deviceId, crg.id);
    await banner(page, '시공사 모집 중').waitFor();
    await check(page, 'detail-crg');
    await page.getByRole('button', { name: MATCHING_TEXTS.viewAnalysis }).click();
    const layer = page.getByRole('dialog', { name: MATCHING_TEXTS.analysisTitle });
    await layer
      .getByText(/[\d,]+평/)
      .first()
      .waitFor();
    await check(page, 'detail-analysis');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: MATCHING_TEXTS.contractDocs }).click();
    await page.getByRole('dialog', { name: MATCHING_TEXTS.contractDocs }).waitFor();
    await check(page, 'detail-docs');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '메뉴' }).click();
    await page.getByRole('dialog', { name: '메뉴' }).waitFor();
    await expectKoreanOnly(page, 'detail menu');

    // SP1, with a contractor's business information.
    deviceId = deviceIdForTest();
    const sp1 = await driveToSp1(t, { owner: await ownerFor(h, deviceId), applicants: ids });
    page = await detailPage(h, deviceId, sp1.id);
    await banner(page, '1차 시공사 선택').waitFor();
    await page.getByRole('checkbox').nth(2).waitFor();
    await check(page, 'detail-sp1');
    await page
      .getByRole('button', { name: / 사업자 정보$/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: / 사업자 정보$/ })
      .getByText('자본금')
      .waitFor();
    await check(page, 'detail-biz-info');

    // PSB: one of two has sent its proposal.
    deviceId = deviceIdForTest();
    const psb = await driveToSp1(t, { owner: await ownerFor(h, deviceId), applicants: ids });
    await h.app.services.matching.select1(deviceId, psb.id, ids.slice(0, 2));
    await sendProposal(t, ids[0]!, psb.id);
    page = await detailPage(h, deviceId, psb.id);
    await banner(page, '제안서 작성 대기').waitFor();
    await page.getByText(MATCHING_TEXTS.proposalWaiting).waitFor();
    await check(page, 'detail-psb');

    // SP2 and its proposal viewer.
    deviceId = deviceIdForTest();
    const sp2 = await driveToSp2(t, { owner: await ownerFor(h, deviceId), applicants: ids });
    page = await detailPage(h, deviceId, sp2.id);
    await banner(page, '최종 시공사 확정').waitFor();
    await page.getByRole('checkbox').first().waitFor();
    await check(page, 'detail-sp2');
    await page
      .getByRole('button', { name: / 제안서 보기$/ })
      .first()
      .click();
    // The viewer with its note after the owner asked for the link by text.
    const viewer = page.getByRole('dialog', { name: / 제안서$/ });
    await viewer.getByRole('button', { name: MATCHING_TEXTS.proposalSendText }).click();
    await viewer.getByRole('status').waitFor();
    await check(page, 'detail-proposal');

    // CMC and the review form.
    deviceId = deviceIdForTest();
    const cmc = await driveToCmc(t, { owner: await ownerFor(h, deviceId), applicants: ids });
    page = await detailPage(h, deviceId, cmc.id);
    await banner(page, '매칭 완료').waitFor();
    await check(page, 'detail-cmc');
    await page.getByRole('button', { name: MATCHING_TEXTS.reviewWrite }).click();
    await page.getByRole('heading', { level: 1, name: MATCHING_TEXTS.reviewWrite }).waitFor();
    await check(page, 'review-write');

    // CME: nobody applied before the recruiting period ended.
    deviceId = deviceIdForTest();
    const cme = await createCrgRequest(t, { owner: await ownerFor(h, deviceId) });
    const row = await h.app.services.matching.get(deviceId, cme.id);
    advanceTestClockPast(t, row.propose1EndDate);
    page = await detailPage(h, deviceId, cme.id);
    await page.getByRole('dialog', { name: MATCHING_TEXTS.endedTitle }).waitFor();
    await check(page, 'detail-cme');
    await page.goto('/app/matching-status/list');
    await page.getByRole('tab', { name: MATCHING_TEXTS.tabCompleted }).click();
    await page.getByRole('link', { name: /매칭 종료/ }).waitFor();
    await check(page, 'list-completed');
  });
});
