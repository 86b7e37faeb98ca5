import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FAIR_PRICE_MIN_SAMPLE } from '../packages/contracts/src/fair-price.js';
import type { QuoteComparison } from '../packages/contracts/src/quotes.js';
import { partnerCookie } from '../apps/server/src/test/consoles.js';
import { bearerFor } from '../apps/server/src/test/test-app.js';
import {
  driveToSp1,
  quoteBody,
  sendProposal,
  type Sp1Request,
} from '../apps/server/src/test/lifecycle.js';
import { harnessForSuite } from './support/harness.js';
import {
  advancePast,
  banner,
  contractorIds,
  lifecycleApp,
  selectChecked,
} from './support/matching.js';

/*
 * The owner's decision screen at 414 px (issue 33): three quotes as cards with the same rows,
 * no sideways scrolling, amounts in 만원/억, the cheapest and the longest warranty marked, and
 * each price placed in the fair-price band (or the sentence that there are too few prices yet).
 */

/** The rows every card shows, as the owner reads them. */
const ROW_LABELS = [
  '총 공사비 (부가세 포함)',
  'kW당 가격',
  '내 예상 회수',
  '대금 지급 (계약금 · 중도금 · 잔금)',
  '한전 계통연계비',
  '인허가 대행비',
  '유지관리',
  '모듈',
  '모듈 인증',
  '인버터',
  '구조물',
  '하자이행보증',
  '인버터 보증',
  '모듈 보증',
  '발전량 보증',
  '가정한 출력 저하율',
  '폐업 시 사후관리',
  '공사 기간',
  '금융(대출) 지원',
  '견적 유효기간',
];

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

describe('comparing quotes on a phone', () => {
  const h = harnessForSuite();

  /** Three shortlisted contractors' quotes on one request, taken to SP2; answers the request. */
  async function threeQuotes(): Promise<Sp1Request & { ids: number[] }> {
    const ids = await contractorIds(h, 3);
    const request = await driveToSp1(lifecycleApp(h), { applicants: ids });
    const shortlisted = await h.app.services.matching.select1(
      request.owner.deviceId,
      request.id,
      ids,
    );
    const { systemSize } = await h.app.services.matching.get(request.owner.deviceId, request.id);
    const offers = [
      // 135만원/kW, 3 years; 128만원/kW (the cheapest) without the grid fee, 2 years;
      // 150만원/kW with the longest warranty.
      { userId: 'partner01', manwonPerKw: 135, work: 3, gridFeeIncluded: true, days: 45 },
      { userId: 'partner02', manwonPerKw: 128, work: 2, gridFeeIncluded: false, days: 50 },
      { userId: 'partner03', manwonPerKw: 150, work: 7, gridFeeIncluded: true, days: 40 },
    ];
    for (const [index, offer] of offers.entries()) {
      const cookie = await partnerCookie(h.app, offer.userId);
      const saved = await h.app.inject({
        method: 'PUT',
        url: `/api/partner/requests/${request.id}/quote`,
        headers: { cookie },
        payload: quoteBody({
          totalPriceKrw: Math.round(offer.manwonPerKw * 10_000 * systemSize),
          warrantyWorkYears: offer.work,
          gridFeeIncluded: offer.gridFeeIncluded,
          constructionDays: offer.days,
        }),
      });
      expect(saved.statusCode).toBe(200);
      await sendProposal(lifecycleApp(h), ids[index]!, request.id);
    }
    advancePast(h, shortlisted.periodEndDate);
    return { ...request, ids };
  }

  /** The owner's detail page at SP2, its comparison section loaded. */
  async function openComparison(request: Sp1Request): Promise<Page> {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(
      `/app/matching-status/detail?id=${request.id}&deviceId=${request.owner.deviceId}`,
    );
    await banner(page, '최종 시공사 확정').waitFor();
    await page.getByRole('heading', { name: '견적 비교' }).waitFor();
    await page.getByRole('article').nth(2).waitFor();
    return page;
  }

  const comName = async (page: Page, n: number) =>
    (await page.getByRole('article').nth(n).getByRole('heading', { level: 3 }).innerText()).trim();

  it('shows three quotes as cards at 414 px: every row, 만원/억, marks, and too few prices yet', async () => {
    const request = await threeQuotes();
    const page = await openComparison(request);
    const names = await h.app.services.contractors.cards(request.ids);

    // Nothing scrolls sideways: not the page, not a card.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      cards: Array.from(document.querySelectorAll('article')).map((card) => [
        card.scrollWidth,
        card.clientWidth,
      ]),
    }));
    expect(widths.viewport).toBe(414);
    expect(widths.page).toBeLessThanOrEqual(414);
    expect(widths.cards).toHaveLength(3);
    for (const [scroll, client] of widths.cards) expect(scroll).toBeLessThanOrEqual(client!);

    // The same rows, in the same order, on every card, each one visible on the screen.
    const cards = page.getByRole('article');
    const rowLabels: string[][] = [];
    for (let n = 0; n < 3; n += 1) {
      const card = cards.nth(n);
      const labels = await card.locator('dt').allInnerTexts();
      rowLabels.push(
        labels.map((label) =>
          label
            .split('\n')
            .pop()!
            .replace(/차이.*$/, '')
            .trim(),
        ),
      );
      for (const label of ROW_LABELS) {
        const row = card.locator('dt', { hasText: label }).first();
        expect(await row.isVisible(), label).toBe(true);
      }
    }
    expect(rowLabels[1]).toEqual(rowLabels[0]);
    expect(rowLabels[2]).toEqual(rowLabels[0]);

    // Cheapest first; amounts in 만원/억, never as a long number of 원.
    expect(await comName(page, 0)).toBe(names.get(request.ids[1]!)?.comName);
    const section = page
      .getByRole('region', { name: '견적 비교' })
      .or(page.locator('section', { has: page.getByRole('heading', { name: '견적 비교' }) }));
    const text = await section.first().innerText();
    expect(text).toMatch(/\d억 [\d,]+만원|[\d,]+만원/);
    expect(text).not.toMatch(/\d{1,3}(,\d{3}){2,}원/);
    expect(text).toMatch(/128만원\/kW/);

    // The cheapest and the longest warranty are marked on their cards.
    const cardOf = (id: number) =>
      page.getByRole('article', { name: names.get(id)?.comName ?? '' });
    await cardOf(request.ids[1]!).getByText('최저가').first().waitFor();
    await cardOf(request.ids[2]!).getByText('최장 보증').first().waitFor();
    expect(await cardOf(request.ids[0]!).getByText('최저가').count()).toBe(0);
    // A row that differs between the quotes is marked; one that is the same is not.
    const gridFeeRow = cardOf(request.ids[0]!).locator('div', {
      has: page.locator('dt', { hasText: '한전 계통연계비' }),
    });
    await gridFeeRow.getByText('차이').first().waitFor();
    await cardOf(request.ids[1]!).getByText('별도').first().waitFor();

    // With no accepted quote yet, each card says there are too few prices instead of a band.
    const tooFew = page.getByText(/조건의 가격 자료가 아직 \d+건이라 적정가 범위를 보여 드리기/);
    expect(await tooFew.count()).toBe(3);
    await page.getByText('적정가 비교에 함께 쓴 참고 시세 (전국):').waitFor();
    await page
      .getByText(/미확인\)/)
      .first()
      .waitFor();

    await page.screenshot({ path: `${SCREENSHOT_DIR}/quote-comparison-414.png`, fullPage: true });
    await cards.first().screenshot({ path: `${SCREENSHOT_DIR}/quote-comparison-card-414.png` });

    // The owner confirms the cheapest: its quote becomes the market's first accepted price.
    await page
      .getByRole('checkbox', { name: `${names.get(request.ids[1]!)?.comName} 선택` })
      .check();
    await selectChecked(page, 2);
    await banner(page, '매칭 완료').waitFor();
  }, 120_000);

  it('places each quote in the band once the market has enough accepted prices', async () => {
    const ids = await contractorIds(h, 1);
    // Accepted prices of earlier requests, made the way owners make them, until the sample of the
    // next request's kind reaches the minimum with the reference prices.
    for (;;) {
      const probe = await threeQuotes();
      const comparison = (
        await h.app.inject({
          method: 'GET',
          url: `/api/match-quote/${probe.id}`,
          headers: { authorization: await bearerFor(h.app, probe.owner.deviceId) },
        })
      ).json<QuoteComparison>();
      const fairPrice = comparison.data[0]?.fairPrice;
      if (!fairPrice) throw new Error('no fair price');
      if (fairPrice.n >= FAIR_PRICE_MIN_SAMPLE) {
        const page = await openComparison(probe);
        const sentences = page.getByText(/조건의 가격 \d+건 가운데 이 견적보다 싼 가격이 \d+%예요/);
        expect(await sentences.count()).toBe(3);
        // The cheapest card stands lowest in the band.
        const percent = async (n: number) =>
          Number(/싼 가격이 (\d+)%/.exec(await page.getByRole('article').nth(n).innerText())?.[1]);
        expect(await percent(0)).toBeLessThanOrEqual(await percent(1));
        expect(await percent(1)).toBeLessThanOrEqual(await percent(2));
        await page
          .getByText(/낮은 편|중간|높은 편/)
          .first()
          .waitFor();
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/quote-comparison-band-414.png`,
          fullPage: true,
        });
        await page
          .getByRole('article')
          .first()
          .screenshot({ path: `${SCREENSHOT_DIR}/quote-comparison-band-card-414.png` });
        return;
      }
      // Not yet: the owner confirms one, and the market has one more accepted price.
      await h.app.services.matching.select2(probe.owner.deviceId, probe.id, [ids[0]!]);
    }
  }, 240_000);
});
