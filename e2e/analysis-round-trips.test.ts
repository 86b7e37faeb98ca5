import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { harnessForSuite } from './support/harness.js';
import { analysisJourney, PARCELS } from './support/analysis-journey.js';

/*
 * The owner's analysis without round trips (decision 030): from the chosen address to the profit
 * shown the app makes at most four calls to the analysis, sends back nothing the server derived,
 * and a revisit shows the stored forecast without asking for it again.
 */

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** Every call the page makes to the analysis, from now on, with its JSON body. */
function recordAnalysisCalls(page: Page): Call[] {
  const calls: Call[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/match-analysis')) return;
    const text = request.postData();
    calls.push({
      method: request.method(),
      path: path.replace(/\/\d+$/, '/{id}'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
  });
  return calls;
}

/** What the server derives and stores with an analysis: never part of a request. */
const DERIVED = [
  'lat',
  'lng',
  'moduleQty',
  'systemSize',
  'stnId',
  'stnName',
  'predictionGradient',
  'predictionConstant',
  'landData',
  'profitData',
  'predictionMonthlyPower',
];

/** The profit layer's lead sentence, with the yearly mean the forecast gives. */
const HEADLINE = /운영비, 대출 상환과 세금을 빼/;

describe('analysis round trips', () => {
  const h = harnessForSuite();
  const { openSearch, chooseAddress, openProfit } = analysisJourney(h);

  async function analyseToProfit(page: Page) {
    await chooseAddress(page, PARCELS.landP);
    await page.waitForURL((url) => url.pathname === '/app/analysis');
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    const profit = await openProfit(page);
    await profit.getByText(HEADLINE).first().waitFor();
  }

  it('shows the profit of a chosen address after four calls that send back nothing the server derived', async () => {
    const page = await h.newPage({ skipAccess: true });
    const deviceId = await openSearch(page);
    const calls = recordAnalysisCalls(page);

    await analyseToProfit(page);

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/match-analysis',
      'GET /api/match-analysis/{id}',
      'PATCH /api/match-analysis',
      'PATCH /api/match-analysis/prediction',
    ]);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const [create, , install, predict] = calls;
    expect(create?.body).toEqual({
      pnu: '4886037028102100000',
      address: PARCELS.landP.address,
      roadAddress: null,
      deviceId,
    });
    // The owner kept the area shown: the type is all the owner decided.
    expect(install?.body).toEqual({ id, installType: 'L' });
    expect(predict?.body).toEqual({ id });
    for (const call of calls) {
      expect(Object.keys(call.body ?? {}).filter((key) => DERIVED.includes(key))).toEqual([]);
    }
  });

  it('shows the stored forecast on a revisit without a prediction call', async () => {
    const page = await h.newPage({ skipAccess: true });
    const deviceId = await openSearch(page);
    await analyseToProfit(page);
    const stored = await page
      .getByRole('dialog', { name: '예상 수익 분석 결과' })
      .getByText(HEADLINE)
      .first()
      .innerText();

    // Another session of the same device chooses the same address again.
    const again = await h.newPage({ skipAccess: true });
    await openSearch(again, deviceId);
    const calls = recordAnalysisCalls(again);
    await chooseAddress(again, PARCELS.landP);
    await again.getByRole('button', { name: '이어서 분석' }).click();
    await again.waitForURL((url) => url.pathname === '/app/analysis');
    const profit = await openProfit(again);
    await profit.getByText(HEADLINE).first().waitFor();

    expect(await profit.getByText(HEADLINE).first().innerText()).toBe(stored);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      // The create call is the address check: refused, the open analyses are read for the popup.
      'POST /api/match-analysis',
      'POST /api/match-analysis/check-is-ing',
      'GET /api/match-analysis/{id}',
    ]);
  });
});
