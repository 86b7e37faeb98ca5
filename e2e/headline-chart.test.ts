import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { harnessForSuite } from './support/harness.js';
import { analysisJourney, PARCELS } from './support/analysis-journey.js';
import { screenshot } from './support/console-scan.js';

/*
 * One definition of the headline (issue 32): the net the profit layer states for the horizon is
 * the chart's last point for the same scenario, on land, on 제주 land and on a small roof that does
 * not pay back, which says so plainly instead of naming a payback year.
 */

/** '3억 8,550만원' → 38550, '71만원 손실' → -71 (만원). */
function manwonOf(text: string): number {
  const eok = /([\d,.]+)억/.exec(text);
  const man = /([\d,.]+)만원/.exec(text);
  const value =
    (eok ? Number(eok[1]!.replace(/,/g, '')) * 10_000 : 0) +
    (man ? Number(man[1]!.replace(/,/g, '')) : 0);
  return /손실/.test(text) || text.trim().startsWith('-') ? -value : value;
}

/** The headline net and the chart's last point, both in 만원, and the horizon. */
async function headlineAndChart(layer: Locator) {
  const chart = layer.getByRole('img', { name: /년 누적 수익 그래프/ });
  await chart.waitFor();
  const label = (await chart.getAttribute('aria-label')) ?? '';
  const last = /(\d+)년차 (-?[\d,]+)만원까지/.exec(label);
  if (!last) throw new Error(`no last point in "${label}"`);
  const years = Number(last[1]);
  const figure = layer.locator('dl > div').filter({ hasText: `${years}년 뒤 남는 돈` });
  const headline = (await figure.locator('dd').textContent()) ?? '';
  return {
    years,
    headline: manwonOf(headline),
    chart: Number(last[2]!.replace(/,/g, '')),
  };
}

describe('the headline figure is the chart', () => {
  const h = harnessForSuite();
  const { openSearch, startAnalysis, openProfit } = analysisJourney(h);

  async function land(page: Page, parcel: { query: string; address: string }) {
    await openSearch(page);
    await startAnalysis(page, parcel);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    return openProfit(page);
  }

  it('on land in 경남 and on 제주 land, which names its SMP and 출력제어', async () => {
    const page = await h.newPage({ skipAccess: true });
    let layer = await land(page, PARCELS.landP);
    let figures = await headlineAndChart(layer);
    expect(figures.headline).toBe(figures.chart);
    expect(figures.headline).toBeGreaterThan(0);
    await layer.getByText(/20년 고정가격계약 기준/).waitFor();
    await layer.getByText(/아래 그래프의 마지막 값과 같습니다/).waitFor();
    expect(await layer.getByText(/제주 발전소라면/).count()).toBe(0);

    const jeju = await h.newPage({ skipAccess: true });
    layer = await land(jeju, PARCELS.jeju);
    figures = await headlineAndChart(layer);
    expect(figures.headline).toBe(figures.chart);
    const note = layer.getByRole('region', { name: '제주 발전소라면 알아 두세요' });
    await note.getByText(/SMP/).first().waitFor();
    await note.getByText(/출력제어는 전력망에 전기가 넘칠 때/).waitFor();
    // The prices behind the result, each with its 기준일 and source.
    const basis = layer.getByRole('list', { name: '이 결과에 쓴 가격과 기준' });
    await basis.getByText(/^고정가격계약 단가/).waitFor();
    await basis
      .getByText(/^출력제어/)
      .first()
      .waitFor();
    expect(await basis.getByText(/기준일 \d{4}\.\d{2}\.\d{2}/).count()).toBeGreaterThan(3);
    await screenshot(jeju, 'profit-jeju');
  });

  it('on a small roof that does not pay back, said plainly', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.roofWithoutBuilding);
    await page.getByRole('button', { name: '지붕', exact: true }).click();
    await page.getByLabel('지붕 면적').fill('40');
    await page.getByRole('button', { name: '입력 완료' }).click();
    const layer = await openProfit(page);
    const figures = await headlineAndChart(layer);
    expect(figures.headline).toBe(figures.chart);
    expect(figures.chart).toBeLessThan(0);
    await layer.getByText(/되찾지 못해요/).waitFor();
    const keyFigures = (await layer.getByText(/사업 수익률\(IRR\)/).textContent()) ?? '';
    expect(keyFigures).toMatch(/내 돈 회수 20년 안에 못 함/);
    expect(keyFigures).not.toMatch(/회수 \d+년차/);
    await screenshot(page, 'profit-small-roof');
  });
});
