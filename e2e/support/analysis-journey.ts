import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { bearerFor } from '../../apps/server/src/test/test-app.js';
import { deviceIdForTest, type Harness } from './harness.js';

/*
 * What the address analysis journeys share (at 414 px against the real server and the offline
 * dataset, apps/server/src/providers/offline-data/README.md): the parcels they use and the steps
 * from the search to a sent verification code.
 */

export const PARCELS = {
  /** SC-01: land on a 전 (farmland: land type C, every other check P), no road address. */
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

export const SEARCH_LABEL = '태양광을 설치할 곳의 지번 주소';

/** The journey's steps, on the suite's harness. */
export function analysisJourney(h: Pick<Harness, 'app'>) {
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
  return { openSearch, chooseAddress, startAnalysis, session, openProfit, requestCodeOnLandForm };
}
