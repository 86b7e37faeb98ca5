import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { harnessForSuite } from './support/harness.js';
import { analysisJourney } from './support/analysis-journey.js';
import { screenshot } from './support/console-scan.js';

/*
 * The feasibility popup as it reads in 2026 (issue 31) at 414 px: each item says why in Korean,
 * every rule and data set it rests on shows its 기준일 and source, and unconfirmed ones say so.
 * Parcels of the offline dataset (apps/server/src/providers/offline-data/README.md).
 */
const PARCELS = {
  /** HD-04: 경남 land with headroom, judged P. */
  gyeongnam: { query: '방화리 512', address: '경상남도 하동군 북천면 방화리 512' },
  /** MA-04: 전남 land with headroom at every level, closed by the 계통관리변전소 rule. */
  jeonnam: { query: '만풍리 354', address: '전라남도 무안군 해제면 만풍리 354' },
  /** SC-05: a 답 outside 농업진흥구역. */
  paddy: { query: '어서리 880', address: '경상남도 산청군 생초면 어서리 880' },
  /** HY-02: a roof in 함양군, which has a setback ordinance. */
  roof: { query: '죽림리 300', address: '경상남도 함양군 함양읍 죽림리 300-2' },
};

const CSV = [
  '시도,변전소,상태,해소 시작 연도,해소 끝 연도,유연접속 조건,출처,출처 주소,기준일,확인 수준',
  '전남,무안,유연접속,2031,2032,"출력제어를 가장 먼저 받는 조건, 배정 물량 20MW",한전 유연접속 배정 공고,,2026-03,보도',
  '제주,,모름,,,,출처,,2024-07,확인',
].join('\n');

describe('feasibility popup in 2026', () => {
  const h = harnessForSuite();
  const { openSearch, startAnalysis, openProfit } = analysisJourney(h);

  async function feasibilityOf(
    page: Page,
    parcel: { query: string; address: string },
    type: '토지' | '지붕',
  ) {
    await openSearch(page);
    await startAnalysis(page, parcel);
    await page.getByRole('button', { name: type, exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    const layer = await openProfit(page);
    await layer.getByRole('button', { name: '사업성 분석 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '사업성 분석' });
    await dialog.getByRole('heading', { name: '최종 판정' }).waitFor();
    return dialog;
  }
  const section = (dialog: Locator, title: string) =>
    dialog.getByRole('region', { name: title, exact: true });

  /** Every basis line of the popup names its 기준일 and source; answers their texts. */
  async function basisLines(dialog: Locator): Promise<string[]> {
    const lists = dialog.getByRole('list', { name: '판단 근거' });
    expect(await lists.count()).toBeGreaterThanOrEqual(4);
    const lines = await lists.getByRole('listitem').allInnerTexts();
    for (const line of lines) {
      expect(line).toMatch(/기준일 \d{4}(\.\d{2}){0,2}년?/);
      expect(line).toContain('출처 ');
      expect(line).toMatch(/확인됨|보도 기준|미확인|추정/);
    }
    return lines;
  }

  it('keeps 경남 land with headroom 가능 and shows each rule with its 기준일 and source', async () => {
    const page = await h.newPage({ skipAccess: true });
    const dialog = await feasibilityOf(page, PARCELS.gyeongnam, '토지');
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(414);
    await dialog.getByText('사업 추진이 가능한 주소입니다.').waitFor();
    await section(dialog, '선로 용량')
      .getByText('변전소·주변압기·배전선로 모두 여유 용량이 있습니다.')
      .waitFor();
    const lines = await basisLines(dialog);
    // Offline data are samples, and "not a managed substation" is not confirmed: both say so.
    expect(lines.some((line) => line.includes('예시 자료') && line.includes('미확인'))).toBe(true);
    expect(
      lines.some((line) => line.includes('계통관리변전소 여부') && line.includes('미확인')),
    ).toBe(true);
    // No English on the popup beyond units.
    const latin = (await dialog.innerText()).match(/[A-Za-z]+/g) ?? [];
    expect(latin.filter((word) => !['kW', 'MW'].includes(word))).toEqual([]);
    await screenshot(page, 'owner-feasibility-2026-gyeongnam-414');
  });

  it('says no to 전남 land with headroom, naming the 계통관리변전소 and the year', async () => {
    const page = await h.newPage({ skipAccess: true });
    const dialog = await feasibilityOf(page, PARCELS.jeonnam, '토지');
    const line = section(dialog, '선로 용량');
    await line.getByText('불가', { exact: true }).waitFor();
    await line.getByText(/무안 변전소는 계통관리변전소입니다/).waitFor();
    await line.getByText(/2031~2032년 무렵까지는/).waitFor();
    await line.getByText(/계통관리변전소 지정/).waitFor();
    await line.getByText(/기준일 2024\.06\.26/).waitFor();
    await dialog.getByText('현재 조건으로는 사업 추진이 어려운 주소입니다.').waitFor();
    await dialog.getByText('한 항목이라도 불가이면 최종 판정도 불가입니다.').waitFor();
    await basisLines(dialog);
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-feasibility-2026-jeonnam-414');
  });

  it('gives a 답 the farmland route and a roof its exemption from setbacks', async () => {
    const page = await h.newPage({ skipAccess: true });
    const paddy = await feasibilityOf(page, PARCELS.paddy, '토지');
    const land = section(paddy, '토지 지목');
    await land.getByText('조건부', { exact: true }).waitFor();
    await land.getByText(/농지전용허가를 받고 농지보전부담금을 내야/).waitFor();
    await land.getByText('일시사용허가 8년').waitFor();
    await land.getByText(/농지 태양광 허가/).waitFor();
    await land.getByText(/농지 태양광 허가/).scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-feasibility-2026-paddy-414');

    const roofPage = await h.newPage({ skipAccess: true });
    const roof = await feasibilityOf(roofPage, PARCELS.roof, '지붕');
    const ordinance = section(roof, '이격거리 조례');
    await ordinance.getByText('가능', { exact: true }).waitFor();
    await ordinance.getByText(/지붕 태양광은 이격거리 규제를 받지 않습니다/).waitFor();
    await ordinance.getByText(/재생에너지법 개정\(이격거리 규제 원칙 금지\)/).waitFor();
    await basisLines(roof);
  });

  it('lets the admin import managed substations from a CSV after a preview, and the verdict follows', async () => {
    const admin = await h.newPage({ width: 1280, height: 900 });
    await admin.goto('/admin');
    await admin.getByLabel('아이디').fill('admin');
    await admin.getByLabel('비밀번호').fill('admin1234!');
    await admin.getByRole('button', { name: '로그인' }).click();
    await admin.getByRole('link', { name: '계통관리변전소' }).click();
    await admin.getByRole('heading', { level: 1, name: '계통관리변전소' }).waitFor();
    await admin.getByRole('cell', { name: '전남 전체', exact: true }).waitFor();
    await admin.getByLabel('CSV 파일 (256KB 이하)').setInputFiles({
      name: 'substations.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await admin.getByText('새로 추가 1줄 · 바뀜 0줄 · 그대로 0줄 · 오류 1줄').waitFor();
    const preview = admin.getByRole('table', { name: '가져오기 미리보기' });
    await preview.getByRole('cell', { name: /상태: / }).waitFor();
    // Nothing is written before the confirmation.
    expect(await admin.getByRole('cell', { name: '무안', exact: true }).count()).toBe(1);
    await admin.getByRole('button', { name: '1줄 반영하기' }).click();
    await admin
      .getByRole('dialog', { name: 'CSV 반영' })
      .getByRole('button', { name: '반영' })
      .click();
    await admin.getByText('반영했습니다: 추가 1줄, 변경 0줄.').waitFor();
    const list = admin.getByRole('region', { name: '등록된 변전소' });
    await list.getByRole('cell', { name: '무안', exact: true }).waitFor();
    await screenshot(admin, 'admin-substations-import');

    const page = await h.newPage({ skipAccess: true });
    const dialog = await feasibilityOf(page, PARCELS.jeonnam, '토지');
    const line = section(dialog, '선로 용량');
    await line.getByText('조건부', { exact: true }).waitFor();
    await line.getByText(/유연접속 물량이 열려 있습니다/).waitFor();
    await line.getByText(/기준일 2026\.03 · 출처 한전 유연접속 배정 공고 · 보도 기준/).waitFor();

    // Back to the seeded rules for the suite's other tests.
    await list.getByRole('button', { name: '무안 삭제' }).click();
    await admin
      .getByRole('dialog', { name: '변전소 삭제' })
      .getByRole('button', { name: '삭제' })
      .click();
    await list.getByRole('cell', { name: '무안', exact: true }).waitFor({ state: 'detached' });
  });

  it('lets the admin set the siting law once it is known', async () => {
    const admin = await h.newPage({ width: 1280, height: 900 });
    await admin.goto('/admin');
    await admin.getByLabel('아이디').fill('admin');
    await admin.getByLabel('비밀번호').fill('admin1234!');
    await admin.getByRole('button', { name: '로그인' }).click();
    await admin.getByRole('link', { name: '입지 규제' }).click();
    const form = admin.getByRole('form', { name: '재생에너지법 이격거리' });
    await form.getByLabel('주택 이격 상한(m, 모르면 비워 두기)').fill('-5');
    await form.getByRole('button', { name: '저장' }).click();
    await form.getByText('0 이상이어야 합니다.').waitFor();
    await form.getByLabel('주택 이격 상한(m, 모르면 비워 두기)').fill('');
    await form
      .getByLabel('시행일·상한 출처 (고객 화면에 보임)')
      .fill('국회 본회의 통과 보도(2026-02-12)');
    await form.getByRole('button', { name: '저장' }).click();
    await form.getByText('저장했습니다. 새로 만드는 분석부터 반영됩니다.').waitFor();
  });
});
