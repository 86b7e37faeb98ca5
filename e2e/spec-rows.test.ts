import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { MATCHING_TEXTS } from '../packages/contracts/src/messages.js';
import { createCrgRequest } from '../apps/server/src/test/lifecycle.js';
import { PARCELS } from '../apps/server/src/test/journey.js';
import { screenshot } from './support/console-scan.js';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';
import { banner, lifecycleApp, ownerFor } from './support/matching.js';

/*
 * Spec rows of issue 19 on the owner's screens at 414 px: the side menu lists at most 2 current
 * matches (spec sections 2 and 9), popups are 414 px wide and the terms popup 396 (section 9), and
 * the recruiting period reads as the days between reqDate and propose1EndDate.
 */

const widthOf = async (dialog: Locator) => Math.round((await dialog.boundingBox())?.width ?? 0);

describe('owner spec rows', () => {
  const h = harnessForSuite();

  it('lists at most 2 current matches in the side menu; popups 414 px, terms 396 px', async () => {
    const deviceId = deviceIdForTest();
    const owner = await ownerFor(h, deviceId);
    const requests = [];
    for (const [parcel, installType] of [
      [PARCELS.landP, 'L'],
      [PARCELS.jejuLand, 'L'],
      [PARCELS.roofWithBuilding, 'R'],
    ] as const) {
      requests.push(await createCrgRequest(lifecycleApp(h), { owner, parcel, installType }));
    }
    expect(requests).toHaveLength(3);

    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?deviceId=${deviceId}`);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const menu = page.getByRole('dialog', { name: '메뉴' });
    const current = menu.getByRole('list', { name: '진행 중인 매칭' });
    await current.waitFor();
    expect(await current.getByRole('listitem').count()).toBe(2);
    await current
      .getByText(/시공사 모집 중 · D-(\d+|day)/)
      .first()
      .waitFor();
    await screenshot(page, 'owner-side-menu-414');

    await menu.getByRole('button', { name: '약관 및 정책' }).click();
    const terms = page.getByRole('dialog', { name: '약관 및 정책' });
    await terms.waitFor();
    expect(await widthOf(terms)).toBe(396);
    await terms.getByRole('button', { name: '닫기' }).click();
    await page.keyboard.press('Escape');

    // A popup of the matching detail: the full 414 px; the recruiting period in days.
    const [first] = requests;
    await page.goto(`/app/matching-status/detail?id=${first!.id}&deviceId=${deviceId}`);
    await banner(page, '시공사 모집 중').waitFor();
    await page.getByText(/\d+월 \d+일\(.\) 23:59까지 3일 동안 시공사를 모집합니다\./).waitFor();
    // No guide video is set: no button that would only say the service is being prepared.
    expect(await page.getByRole('button', { name: MATCHING_TEXTS.guideVideo }).count()).toBe(0);
    expect(await page.getByRole('link', { name: MATCHING_TEXTS.guideVideo }).count()).toBe(0);
    await page.getByRole('button', { name: MATCHING_TEXTS.contractDocs }).click();
    const docs = page.getByRole('dialog', { name: MATCHING_TEXTS.contractDocs });
    await docs.waitFor();
    expect(await widthOf(docs)).toBe(414);
    await screenshot(page, 'owner-popup-414');
    await page.keyboard.press('Escape');

    // The feasibility popup lists the parcel's ownership and its published land price.
    await page.getByRole('button', { name: MATCHING_TEXTS.viewAnalysis }).click();
    const layer = page.getByRole('dialog', { name: MATCHING_TEXTS.analysisTitle });
    await layer.getByRole('button', { name: '사업성 분석', exact: true }).click();
    const feasibility = page.getByRole('dialog', { name: '사업성 분석' });
    const owned = feasibility.getByRole('region', { name: '토지 소유·공시지가' });
    for (const fact of [
      '개인',
      '소유권보존 · 2010.08.26',
      '단독 소유',
      // The published price names its publication date (spec section 3), not the year alone.
      /^26,000원\/㎡ \(\d{4}\.05\.31 공시\)$/,
    ]) {
      await owned.getByText(fact).waitFor();
    }
    await screenshot(page, 'owner-feasibility-ownership-414');
  });

  it('opens the guide video an operator set, and says the service is being prepared while searches are closed', async () => {
    const deviceId = deviceIdForTest();
    const request = await createCrgRequest(lifecycleApp(h), {
      owner: await ownerFor(h, deviceId),
    });

    const operator = await h.newPage({ width: 1280, height: 900 });
    await operator.goto('/admin');
    await operator.getByLabel('아이디').fill('admin');
    await operator.getByLabel('비밀번호').fill('admin1234!');
    await operator.getByRole('button', { name: '로그인' }).click();
    await operator.getByRole('link', { name: '설정' }).click();
    const form = operator.getByRole('form', { name: '앱 설정' });
    const url = 'https://www.youtube.com/watch?v=haetbit-guide';
    await form.getByLabel('가이드 영상 주소').fill(url);
    await form.getByLabel(/새 주소 검색 받기/).uncheck();
    await form.getByRole('button', { name: '저장' }).click();
    await form.getByText('저장했습니다. 고객 앱에 바로 반영됩니다.').waitFor();

    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/matching-status/detail?id=${request.id}&deviceId=${deviceId}`);
    const guide = page.getByRole('link', { name: MATCHING_TEXTS.guideVideo });
    expect(await guide.getAttribute('href')).toBe(url);

    await page.goto(`/app?deviceId=${deviceId}`);
    await page.getByRole('button', { name: '지번 주소를 입력해 주세요' }).click();
    const ready = page.getByRole('dialog', { name: MATCHING_TEXTS.serviceReadyTitle });
    await ready.getByRole('link', { name: MATCHING_TEXTS.blogLink }).waitFor();
    expect(await widthOf(ready)).toBe(414);
    expect(await page.getByRole('combobox').count()).toBe(0);
    await screenshot(page, 'owner-service-ready-414');
    await ready.getByRole('button', { name: '확인' }).click();

    // Open again: the search opens.
    await form.getByLabel(/새 주소 검색 받기/).check();
    await form.getByRole('button', { name: '저장' }).click();
    await form.getByText('저장했습니다. 고객 앱에 바로 반영됩니다.').waitFor();
    await page.reload();
    await page.getByRole('button', { name: '지번 주소를 입력해 주세요' }).click();
    await page.getByLabel('태양광을 설치할 곳의 지번 주소').waitFor();
    expect(await page.getByRole('dialog', { name: MATCHING_TEXTS.serviceReadyTitle }).count()).toBe(
      0,
    );
  });

  it('offers the nearest lot numbers when the typed lot has no parcel', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?bm=menu&deviceId=${deviceIdForTest()}`);
    await page.getByLabel('태양광을 설치할 곳의 지번 주소').fill('단성면 남사리 213');
    const nearest = page.getByRole('list', { name: '가까운 지번' });
    const candidate = nearest.getByRole('button', { name: /^210 · 근접 점수 97/ });
    await candidate.waitFor();
    await page.getByText('입력한 지번의 필지를 찾지 못했습니다.', { exact: false }).waitFor();
    await screenshot(page, 'owner-nearest-lots-414');
    await candidate.click();
    await page.getByText('경상남도 산청군 단성면 남사리 210').first().waitFor();
    expect(await page.getByRole('button', { name: '시공사 찾기' }).isDisabled()).toBe(false);
  });
});
