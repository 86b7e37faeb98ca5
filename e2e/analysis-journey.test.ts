import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../packages/contracts/src/messages.js';
import { LAND_MESSAGES } from '../packages/contracts/src/land.js';
import { harnessForSuite } from './support/harness.js';
import { analysisJourney, PARCELS, SEARCH_LABEL } from './support/analysis-journey.js';

/*
 * The analysis journey at 414 px against the real server and the offline dataset: search →
 * address check → analysis chat → profit result → feasibility.
 */

describe('address analysis journey', () => {
  const h = harnessForSuite();
  const { openSearch, chooseAddress, startAnalysis, session, openProfit } = analysisJourney(h);

  it('searches after a pause, offers clear and shortens the chosen address', async () => {
    const page = await h.newPage({ skipAccess: true });
    // The page's clock moves only when the test says so: the 500 ms search pause is exact.
    const start = new Date('2026-03-02T10:00:00+09:00');
    await page.clock.install({ time: start });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/open/seereal-api/search-land-polygon/list/')) {
        searches.push(decodeURIComponent(request.url().split('/list/')[1] ?? ''));
      }
    });
    await openSearch(page);
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000));
    const input = page.getByLabel(SEARCH_LABEL);
    const find = page.getByRole('button', { name: '시공사 찾기' });
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await find.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '입력 지우기' }).count()).toBe(0);

    // One character never searches, however long the owner pauses.
    await input.pressSequentially('함');
    expect(await page.getByRole('button', { name: '입력 지우기' }).count()).toBe(1);
    await page.clock.runFor(900);

    // Typing on without a 500 ms pause sends one search for the final text only (the recorded
    // searches would hold '함' first had the single character searched).
    await input.pressSequentially('양군 함양읍');
    await page.clock.runFor(500);
    // The search's answer is delivered on the page's timers: let them run again.
    await page.clock.resume();
    await page.getByRole('button', { name: /죽림리 300-2/ }).waitFor();
    expect(searches).toEqual(['함양군 함양읍']);

    await page.getByRole('button', { name: /죽림리 300-2/ }).click();
    expect(await input.inputValue()).toBe('함양군 함양읍 죽림리 300-2');
    expect(await find.isDisabled()).toBe(false);

    await page.getByRole('button', { name: '입력 지우기' }).click();
    expect(await input.inputValue()).toBe('');
    expect(await find.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '입력 지우기' }).count()).toBe(0);

    // Escape closes the layer; the home search entry opens it again.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '주소 검색' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '지번 주소를 입력해 주세요' }).click();
    await page.getByRole('dialog', { name: '주소 검색' }).waitFor();
  });

  it('analyses a land parcel on farmland: map, area, capacity, profit and feasibility', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    const id = await startAnalysis(page, PARCELS.landP);
    const url = new URL(page.url());
    expect(url.searchParams.get('address')).toBe(PARCELS.landP.address);
    expect(url.searchParams.get('pnu')).toBe('4886037028102100000');
    expect(id).toBeGreaterThan(0);

    await page.getByText(MESSAGES.noRoadAddress).first().waitFor();
    const map = page.getByTestId('parcel-map');
    await map.locator('.leaflet-container, .leaflet-pane').first().waitFor({ state: 'attached' });
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector('[data-testid="parcel-map"]')?.getAttribute('data-panel-count'),
        ) > 0,
    );
    await page.getByText(/100m·200m·300m/).waitFor();

    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByText('3,103.71㎡ (939평)').waitFor();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    await page.getByText('243.8kW').waitFor();

    const layer = await openProfit(page);
    const tabs = layer.getByRole('tab');
    expect(await tabs.count()).toBe(2);
    const profitTab = layer.getByRole('tab', { name: '20년 수익 그래프' });
    expect(await profitTab.getAttribute('aria-selected')).toBe('true');
    await layer.getByRole('img', { name: /20년 누적 수익 그래프/ }).waitFor();
    expect(await layer.locator('table tbody tr').count()).toBe(21);
    await layer.getByRole('tab', { name: '연간 발전량 차트' }).click();
    await layer.getByRole('img', { name: /월별 예상 발전량/ }).waitFor();
    expect(await layer.locator('table tbody tr').count()).toBe(12);
    for (const term of [
      '연평균 수익',
      '월평균 수익',
      '20년 뒤 남는 돈',
      '예상 사업비',
      '월평균 발전량',
      '일평균 발전시간',
    ]) {
      await layer.getByText(term, { exact: true }).waitFor();
    }
    await layer
      .getByRole('list', { name: '고객 후기 목록' })
      .getByRole('listitem')
      .first()
      .waitFor();

    await layer.getByRole('button', { name: '발전량 예측 기술 알아보기' }).click();
    const tech = page.getByRole('dialog', { name: '발전량 예측 기술' });
    await tech.getByText(/Hay-Davies/).waitFor();
    await tech.getByText(/예상치/).waitFor();
    await tech.getByRole('button', { name: '확인' }).click();

    await layer.getByRole('button', { name: '사업성 분석 보기' }).click();
    const feasibility = page.getByRole('dialog', { name: '사업성 분석' });
    for (const heading of ['토지 지목', '규제구역', '선로 용량', '이격거리 조례', '최종 판정']) {
      await feasibility.getByRole('heading', { name: heading }).waitFor();
    }
    await feasibility.getByText(LAND_MESSAGES.ordinanceAbsent).waitFor();
    // 남사리 210 is a 전: every check passes but the land type, conditional on the farmland
    // route (issue 31).
    await feasibility
      .getByText('조건부로 사업 추진이 가능합니다. 시공사와 함께 자세히 검토해 보세요.')
      .waitFor();
    expect(await feasibility.getByText('가능', { exact: true }).count()).toBe(3);
    expect(await feasibility.getByText('조건부', { exact: true }).count()).toBe(2);
    await feasibility.getByRole('button', { name: '시공사 모집하기' }).waitFor();
  });

  it('analyses a roof with building data, edits the area and folds the long ordinance', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.roofWithBuilding);
    await page.getByText('경상남도 함양군 함양읍 죽림길 101').first().waitFor();
    await page.getByRole('button', { name: '지붕', exact: true }).click();
    await page.getByText('1,850㎡ (560평)', { exact: true }).waitFor();
    await page.getByRole('button', { name: '수정하기' }).click();
    const area = page.getByLabel('지붕 면적');
    await area.fill('0');
    expect(await page.getByRole('button', { name: '입력 완료' }).isDisabled()).toBe(true);
    await area.fill('1000');
    await page.getByText('약 303평').waitFor();
    await page.getByRole('button', { name: '입력 완료' }).click();
    await page.getByText('1,000㎡ (303평)으로 수정할게요').waitFor();
    await page.getByRole('button', { name: '예상 수익 확인하기' }).waitFor();

    const layer = await openProfit(page);
    await layer.getByRole('button', { name: '사업성 분석 보기' }).click();
    const feasibility = page.getByRole('dialog', { name: '사업성 분석' });
    await feasibility.getByRole('heading', { name: '건축물 용도' }).waitFor();
    await feasibility.getByText('함양군 태양광 발전시설 이격거리 기준').waitFor();
    const more = feasibility.getByRole('button', { name: '더보기' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    const less = feasibility.getByRole('button', { name: '접기' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks for the roof area when the building has no data', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.roofWithoutBuilding);
    await page.getByRole('button', { name: '지붕', exact: true }).click();
    await page.getByText(MESSAGES.roofAreaUnknown).waitFor();
    const area = page.getByLabel('지붕 면적');
    const done = page.getByRole('button', { name: '입력 완료' });
    expect(await done.isDisabled()).toBe(true);
    for (const wrong of ['0', '-5', 'abc', '1.2.3']) {
      await area.fill(wrong);
      expect(await done.isDisabled()).toBe(true);
    }
    await area.fill('250,5');
    expect(await done.isDisabled()).toBe(false);
    await done.click();
    await page.getByText('250.5㎡ (76평)', { exact: true }).waitFor();
    await page.getByText(/예상 설치 용량은/).waitFor();
    const layer = await openProfit(page);
    await layer.getByRole('img', { name: /20년 누적 수익 그래프/ }).waitFor();
  });

  it('stops with a way to another address when the capacity cannot be determined', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.undetermined);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByText(MESSAGES.capacityUnknown).waitFor();
    expect(await page.getByRole('button', { name: '예상 수익 확인하기' }).count()).toBe(0);
    await page.getByRole('button', { name: '다른 주소 입력하기' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByRole('dialog', { name: '주소 검색' }).waitFor();
  });

  it('forecasts a Jeju parcel of 30 kW or more with the Jeju live prices', async () => {
    const page = await h.newPage({ skipAccess: true });
    const deviceId = await openSearch(page);
    const id = await startAnalysis(page, PARCELS.jeju);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    await page.getByText('337.9kW').waitFor();
    await openProfit(page);

    const headers = await session(deviceId);
    const answer = await h.app.inject({ method: 'GET', url: `/api/match-analysis/${id}`, headers });
    const analysis = answer.json<{ systemSize: number; profitData: string }>();
    expect(analysis.systemSize).toBeGreaterThanOrEqual(30);
    const profit = JSON.parse(analysis.profitData) as {
      prices: { localDiv: number; source: string };
    };
    expect(profit.prices).toMatchObject({ localDiv: 9, source: 'live' });
  });

  it('offers to continue or to delete and restart an address already tried', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    const firstId = await startAnalysis(page, PARCELS.landP);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    await page.getByRole('button', { name: '예상 수익 확인하기' }).waitFor();

    await page.goto('/app?bm=menu');
    await chooseAddress(page, PARCELS.landP);
    const tried = page.getByRole('dialog', { name: MESSAGES.alreadyTried });
    await tried.waitFor();
    await tried.getByRole('button', { name: '이어서 분석' }).click();
    await page.waitForURL((url) => url.pathname === '/app/analysis');
    expect(Number(new URL(page.url()).searchParams.get('id'))).toBe(firstId);
    // The sized analysis resumes at its capacity and profit button.
    await page.getByRole('button', { name: '예상 수익 확인하기' }).waitFor();

    await page.goto('/app?bm=menu');
    await chooseAddress(page, PARCELS.landP);
    await page
      .getByRole('dialog', { name: MESSAGES.alreadyTried })
      .getByRole('button', { name: '삭제 후 다시 분석' })
      .click();
    const confirm = page.getByRole('dialog', { name: '분석 내역 삭제' });
    await confirm.getByText(MESSAGES.deleteConfirm).waitFor();
    await confirm.getByRole('button', { name: '삭제', exact: true }).click();
    const done = page.getByRole('dialog', { name: MESSAGES.deleteDone });
    await done.getByRole('button', { name: '새로 분석하기' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/app/analysis' && Number(url.searchParams.get('id')) !== firstId,
    );
    await page.getByRole('button', { name: '토지', exact: true }).waitFor();
  });
});
