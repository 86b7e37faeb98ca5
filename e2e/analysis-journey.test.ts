import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '../packages/contracts/src/messages.js';
import { LAND_MESSAGES } from '../packages/contracts/src/land.js';
import { outboxCode } from '../apps/server/src/test/journey.js';
import { bearerFor } from '../apps/server/src/test/test-app.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';

/*
 * The analysis journey at 414 px against the real server and the offline dataset
 * (apps/server/src/providers/offline-data/README.md): search → address check → analysis chat →
 * profit result → feasibility → recruit with SMS verification → success.
 */

const PARCELS = {
  /** SC-01: land, every check P, no road address. */
  landP: { query: '남사리 210', address: '경상남도 산청군 단성면 남사리 210' },
  /** HY-02: roof with building data (1 850 m²), long ordinance (folded). */
  roofWithBuilding: { query: '죽림리 300', address: '경상남도 함양군 함양읍 죽림리 300-2' },
  /** MA-06: roof without building data (the owner enters the area). */
  roofWithoutBuilding: { query: '도대리 98', address: '전라남도 무안군 청계면 도대리 98' },
  /** HY-06: land whose capacity cannot be determined. */
  undetermined: { query: '웅곡리 403', address: '경상남도 함양군 함양읍 웅곡리 403' },
  /** JJ-05: Jeju land parcel, 338 kW (live prices of local division 9). */
  jeju: { query: '저지리 2456', address: '제주특별자치도 제주시 한경면 저지리 2456' },
  /** CY-05: land P used for the recruit journey. */
  recruit: { query: '산정리 801', address: '충청남도 청양군 화성면 산정리 801' },
  /** HD-01: land P used for the expiry check. */
  expiry: { query: '방화리 389', address: '경상남도 하동군 북천면 방화리 389' },
} as const;

const SEARCH_LABEL = '태양광을 설치할 곳의 지번 주소';

describe('address analysis journey', () => {
  const h = harnessForSuite();

  async function openSearch(page: Page, deviceId = deviceIdForTest()) {
    await page.goto(`/app?bm=menu&deviceId=${deviceId}`);
    await page.getByRole('dialog', { name: '주소 검색' }).waitFor();
    return deviceId;
  }

  /** Searches, chooses the parcel and starts the check; resolves once the button was pressed. */
  async function chooseAddress(page: Page, parcel: { query: string; address: string }) {
    const input = page.getByLabel(SEARCH_LABEL);
    await input.fill(parcel.query);
    await page.getByRole('button', { name: new RegExp(parcel.address) }).click();
    await page.getByRole('button', { name: '시공사 찾기' }).click();
  }

  async function startAnalysis(page: Page, parcel: { query: string; address: string }) {
    await chooseAddress(page, parcel);
    await page.waitForURL((url) => url.pathname === '/app/analysis');
    await page.getByRole('button', { name: '토지', exact: true }).waitFor();
    return Number(new URL(page.url()).searchParams.get('id'));
  }

  /** A session of the browser's device, with the secret the browser was issued. */
  async function session(deviceId: string) {
    return { authorization: await bearerFor(h.app, deviceId) };
  }

  async function openProfit(page: Page) {
    await page.getByRole('button', { name: '예상 수익 확인하기' }).click();
    const layer = page.getByRole('dialog', { name: '예상 수익 분석 결과' });
    await layer.waitFor();
    return layer;
  }

  /** Land analysis of the expiry parcel through the profit layer to a sent verification code. */
  async function requestCodeOnLandForm(page: Page, name: string, email: string) {
    await openSearch(page);
    await startAnalysis(page, PARCELS.expiry);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    const profit = await openProfit(page);
    await profit.getByRole('button', { name: '시공사 모집하기' }).click();
    await page.getByRole('button', { name: '예', exact: true }).click();
    await page.getByRole('button', { name: '건너뛰고 신청서 작성하기' }).click();
    const form = page.getByRole('dialog', { name: '시공사 모집 신청서' });
    await form.getByLabel('이름').fill(name);
    await form.getByRole('button', { name: '다음' }).click();
    await form.getByLabel('이메일', { exact: true }).fill(email);
    await form.getByRole('button', { name: '다음' }).click();
    const phone = `010-${randomInt(1000, 9999)}-${randomInt(1000, 9999)}`;
    await form.getByLabel('휴대폰 번호').fill(phone);
    await form.getByRole('button', { name: '인증번호 받기' }).click();
    return { form, phone, codeInput: form.getByLabel('인증번호') };
  }

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

  it('analyses a land parcel judged P: map, area, capacity, profit and feasibility', async () => {
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
    await page.getByText('243.84kW').waitFor();

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
      '20년 예상 수익',
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
    await feasibility.getByText('사업 추진이 가능한 주소입니다.').waitFor();
    expect(await feasibility.getByText('가능', { exact: true }).count()).toBe(5);
    await feasibility.getByRole('button', { name: '시공사 모집하기' }).waitFor();
  });

  it('analyses a roof with building data, edits the area and folds the long ordinance', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.roofWithBuilding);
    await page.getByText('경상남도 함양군 함양읍 죽림길 101').first().waitFor();
    await page.getByRole('button', { name: '지붕', exact: true }).click();
    await page.getByText('1,850㎡ (560평)').waitFor();
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
    await page.getByText('250.5㎡ (76평)').waitFor();
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
    await page.getByText('337.92kW').waitFor();
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

  it('recruits contractors with SMS verification, a wrong code and a failed submit', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.recruit);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    const profit = await openProfit(page);
    await profit.getByRole('button', { name: '시공사 모집하기' }).click();

    const recruit = page.getByRole('dialog', { name: '시공사 모집 신청' });
    await recruit.getByText(PARCELS.recruit.address).waitFor();
    await recruit.getByText('토지', { exact: true }).waitFor();
    await recruit.getByRole('heading', { name: '입력한 정보가 맞나요?' }).waitFor();
    await recruit.getByRole('button', { name: '아니요' }).waitFor();
    await recruit.getByRole('button', { name: '예', exact: true }).click();

    const intro = page.getByRole('dialog', { name: '시공사 매칭 안내' });
    await intro.getByText('7단계 중 1단계').waitFor();
    // The pressed button is gone with the stage: focus goes to the renamed dialog, not the page.
    expect(await intro.evaluate((element) => element === document.activeElement)).toBe(true);
    const claims: string[] = [];
    for (let step = 1; step < 7; step += 1) {
      claims.push(await intro.locator('p').nth(1).innerText());
      await intro.getByRole('button', { name: '다음' }).click();
    }
    claims.push(await intro.locator('p').nth(1).innerText());
    expect(claims.join('\n')).toContain('최대 5곳');
    expect(claims.join('\n')).toContain('3일 후');
    await intro.getByRole('button', { name: '신청서 작성하기' }).click();

    const form = page.getByRole('dialog', { name: '시공사 모집 신청서' });
    const submit = form.getByRole('button', { name: '시공사 모집 신청하기' });
    expect(await submit.isDisabled()).toBe(true);

    // Name and e-mail are required on 'next'.
    await form.getByRole('button', { name: '다음' }).click();
    const required = page.getByRole('dialog', { name: MESSAGES.requiredTitle });
    await required.getByText(MESSAGES.nameRequired).waitFor();
    await required.getByRole('button', { name: '확인' }).click();
    await form.getByLabel('이름').fill('김햇빛');
    await form.getByRole('button', { name: '다음' }).click();
    // Each step moves the focus to the field it reveals.
    expect(
      await form
        .getByLabel('이메일', { exact: true })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await form.getByRole('button', { name: '다음' }).click();
    await page
      .getByRole('dialog', { name: MESSAGES.requiredTitle })
      .getByText(MESSAGES.emailRequired)
      .waitFor();
    await page
      .getByRole('dialog', { name: MESSAGES.requiredTitle })
      .getByRole('button', { name: '확인' })
      .click();
    await form.getByLabel('이메일', { exact: true }).fill('sunny');
    for (const domain of ['@naver.com', '@gmail.com', '@daum.net', '직접 입력']) {
      await form.getByRole('button', { name: domain }).waitFor();
    }
    await form.getByRole('button', { name: '@naver.com' }).click();
    expect(await form.getByLabel('이메일', { exact: true }).inputValue()).toBe('sunny@naver.com');
    await form.getByRole('button', { name: '다음' }).click();

    // Phone: formatted 3-4-4, send enabled only at 13 characters.
    const phone = `010-${randomInt(1000, 9999)}-${randomInt(1000, 9999)}`;
    const phoneInput = form.getByLabel('휴대폰 번호');
    const send = form.getByRole('button', { name: '인증번호 받기' });
    await phoneInput.pressSequentially(phone.replace(/-/g, '').slice(0, 10));
    expect(await phoneInput.inputValue()).toBe(phone.slice(0, 12));
    expect(await send.isDisabled()).toBe(true);
    await phoneInput.pressSequentially(phone.slice(-1));
    expect(await phoneInput.inputValue()).toBe(phone);
    expect(await phoneInput.getAttribute('maxlength')).toBe('13');
    await send.click();

    const codeInput = form.getByLabel('인증번호');
    await codeInput.waitFor();
    await form.getByText(/^0[45]:\d\d$/).waitFor();
    const code = await outboxCode(h.app, phone);

    const confirm = form.getByRole('button', { name: '확인', exact: true });
    await codeInput.fill('12a45');
    expect(await codeInput.inputValue()).toBe('1245');
    expect(await confirm.isDisabled()).toBe(true);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await codeInput.fill(wrong);
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await form.getByText(MESSAGES.smsWrong).waitFor();

    await codeInput.fill(code);
    await confirm.click();
    await form.getByText(MESSAGES.smsSuccess).waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    const memo = form.getByLabel('기타 전달사항 (선택)');
    await memo.waitFor();

    await memo.fill('가'.repeat(520));
    expect((await memo.inputValue()).length).toBe(500);
    await form.getByText(MESSAGES.memoLimit).waitFor();
    await form.getByText('500/500').waitFor();
    await memo.fill('남향 창고 지붕도 함께 검토 부탁드립니다.');

    const consent = form.getByLabel('[필수] 개인정보 수집 및 이용에 동의합니다.');
    const thirdParty = form.getByLabel('[필수] 개인정보 제3자 제공에 동의합니다.');
    expect(await submit.isDisabled()).toBe(true);
    await form.getByText('6단계 중 5단계').waitFor();
    await consent.check();
    // The third-party consent is separate and required: one ticked box is not enough.
    await form.getByText('6단계 중 5단계').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('button', { name: '개인정보 제3자 제공 동의 내용 보기' }).click();
    const terms = page.getByRole('dialog', { name: '개인정보 제3자 제공 동의' });
    await terms.getByText('동의를 거부할 권리').waitFor();
    await terms.getByText(/거부하면 시공사 모집을 신청할 수 없습니다/).waitFor();
    await terms.getByRole('button', { name: '확인' }).click();
    await thirdParty.check();
    await form.getByText('6단계 중 6단계').waitFor();
    expect(await submit.isDisabled()).toBe(false);
    await consent.uncheck();
    expect(await submit.isDisabled()).toBe(true);
    await consent.check();

    // A failed submit tells the owner and keeps the form.
    await page.route('**/api/match-req', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'CONFLICT', message: '이미 처리된 요청입니다.' }),
      }),
    );
    await submit.click();
    const failed = page.getByRole('dialog', { name: '신청하지 못했습니다' });
    await failed.getByText('이미 처리된 요청입니다.').waitFor();
    await failed.getByRole('button', { name: '확인' }).click();
    expect(await form.getByLabel('이름').inputValue()).toBe('김햇빛');
    expect(await memo.inputValue()).toBe('남향 창고 지붕도 함께 검토 부탁드립니다.');
    await page.unroute('**/api/match-req');

    await submit.click();
    await page.waitForURL((url) => url.pathname === '/app/analysis-recruit-success');
    await page.getByRole('heading', { name: '시공사 모집 신청이 완료되었습니다.' }).waitFor();
    expect(await page.getByRole('link', { name: '나의 매칭 현황 보기' }).getAttribute('href')).toBe(
      '/app/matching-status/list',
    );
    await page.getByRole('link', { name: '매칭 진행 방법 알아보기' }).waitFor();

    // The home lists the new match with its status and the recruiting countdown.
    await page.goto('/app');
    const match = page.getByRole('link', { name: /시공사 모집 중/ });
    await match.waitFor();
    expect(await match.innerText()).toMatch(/D-(\d+|day)/);

    // The same address is now in matching: the check leads to the match detail.
    await page.goto('/app?bm=menu');
    await chooseAddress(page, PARCELS.recruit);
    const matching = page.getByRole('dialog', { name: MESSAGES.alreadyInMatching });
    await matching.getByRole('button', { name: '매칭 현황 보기' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/app/matching-status/detail' && Number(url.searchParams.get('id')) > 0,
    );
  });

  it('shows the expired message and disables confirm when the 5 minutes pass', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.clock.install();
    const { form, codeInput } = await requestCodeOnLandForm(page, '박만료', 'late@daum.net');
    await codeInput.fill('123456');
    const confirm = form.getByRole('button', { name: '확인', exact: true });
    expect(await confirm.isDisabled()).toBe(false);

    await page.clock.fastForward('05:01');
    await form.getByText(MESSAGES.smsExpired).waitFor();
    await form.getByText('00:00').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
  });

  it('shows the expired message when the server finds the code expired', async () => {
    const page = await h.newPage({ skipAccess: true });
    const { form, phone, codeInput } = await requestCodeOnLandForm(
      page,
      '최서버',
      'server@naver.com',
    );
    await codeInput.waitFor();
    await expect
      .poll(
        async () =>
          (await h.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` })).json<unknown[]>()
            .length,
      )
      .toBe(1);
    const code = await outboxCode(h.app, phone);

    // The server's clock passes the 5 minutes while the page still counts down.
    h.clock.advanceMs(5 * 60_000 + 1000);
    await codeInput.fill(code);
    await form.getByRole('button', { name: '확인', exact: true }).click();
    await form.getByText(MESSAGES.smsExpired).waitFor();
  });
});
