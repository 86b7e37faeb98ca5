import { describe, expect, it } from 'vitest';
import { harnessForSuite } from './support/harness.js';
import { analysisJourney, PARCELS } from './support/analysis-journey.js';
import { foreignText, screenshot } from './support/console-scan.js';

/*
 * A roof owner's own use (issue 31, 상계거래): on the roof path the owner gives the monthly bill
 * and the tariff, the forecast is made again with them, and the profit layer sets 전기 팔기 and
 * 직접 쓰기 side by side (yearly money, payback, project IRR) and names the one that pays more.
 */

/** '3억 8,550만원' → 38550, '71만원 손실' → -71 (만원). */
function manwonOf(text: string): number {
  const eok = /([\d,.]+)억/.exec(text);
  const man = /([\d,.]+)만원/.exec(text);
  const value =
    (eok ? Number(eok[1]!.replace(/,/g, '')) * 10_000 : 0) +
    (man ? Number(man[1]!.replace(/,/g, '')) : 0);
  return /손실/.test(text) ? -value : value;
}

describe("a roof's own use beside selling", () => {
  const h = harnessForSuite();
  const { openSearch, startAnalysis, openProfit } = analysisJourney(h);

  it('compares 전기 팔기 and 직접 쓰기 from the monthly bill at 414 px and names the better', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.roofWithoutBuilding);
    await page.getByRole('button', { name: '지붕', exact: true }).click();
    await page.getByLabel('지붕 면적').fill('60');
    await page.getByRole('button', { name: '입력 완료' }).click();
    const layer = await openProfit(page);
    const panel = layer.getByRole('region', { name: '전기 팔기와 직접 쓰기 비교' });
    await panel.waitFor();

    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/match-analysis/prediction')) {
        bodies.push(request.postDataJSON());
      }
    });
    // Nothing typed: the owner is told what to enter, no call is made.
    await panel.getByRole('button', { name: '직접 쓰기와 비교하기' }).click();
    await panel.getByRole('alert').getByText('0보다 큰 숫자로 입력해 주세요.').waitFor();
    expect(bodies).toEqual([]);

    await panel.getByLabel('주택용').check();
    await panel.getByLabel('한 달 전기요금 (원)').fill('85000');
    await panel.getByRole('button', { name: '직접 쓰기와 비교하기' }).click();
    const table = panel.getByRole('table');
    await table.waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      selfConsumption: { tariff: 'residential', monthlyBillKrw: 85000 },
    });

    // Side by side: yearly money, the net over the horizon, payback and the project IRR.
    for (const row of ['연평균 수익', '20년 뒤 남는 돈', '내 돈 회수', '사업 수익률(IRR)']) {
      await table.getByRole('rowheader', { name: row }).waitFor();
    }
    const net = table.getByRole('row').filter({ hasText: '20년 뒤 남는 돈' }).getByRole('cell');
    const sell = manwonOf((await net.nth(0).textContent()) ?? '');
    const own = manwonOf((await net.nth(1).textContent()) ?? '');
    const verdict = (await panel.getByText(/이 지붕은/).textContent()) ?? '';
    const better = own > sell ? '직접 쓰기' : '전기 팔기';
    expect(verdict).toContain(`${better}가 더 유리해요`);
    // The result leads with the better way, and the tariff's source carries its 기준일.
    await layer
      .getByText(better === '직접 쓰기' ? /직접 쓰기\(상계거래\) 기준/ : /20년 고정가격계약 기준/)
      .first()
      .waitFor();
    expect(
      await panel.getByText(/한국전력공사.*기준일 \d{4}\.\d{2}\.\d{2}/).count(),
    ).toBeGreaterThan(0);
    await panel.getByRole('button', { name: '이 값으로 다시 비교하기' }).waitFor();
    expect(await foreignText(page, ['IRR', 'P90', 'P50', 'm', 'km', 'W'])).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/profit-roof-self-use-view.png' });
    await screenshot(page, 'profit-roof-self-use');
  });
});
