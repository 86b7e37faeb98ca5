import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';

/*
 * The one-page report of the profit result (issue 18): reached by a button on the profit screen,
 * it holds the map, the verdicts, the forecast with its band and the assumptions with their
 * sources, and prints on one A4 page without the rest of the app.
 */
describe('the profit report', () => {
  const h = harnessForSuite();

  it('opens from the profit screen and prints the map, verdicts, band and assumptions on one A4 page', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?bm=menu&deviceId=${deviceIdForTest()}`);
    await page.getByLabel('태양광을 설치할 곳의 지번 주소').fill('남사리 210');
    await page.getByRole('button', { name: /경상남도 산청군 단성면 남사리 210/ }).click();
    await page.getByRole('button', { name: '시공사 찾기' }).click();
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    await page.getByRole('button', { name: '예상 수익 확인하기' }).click();
    const layer = page.getByRole('dialog', { name: '예상 수익 분석 결과' });
    await layer.getByText(/사업 수익률\(IRR\)/).waitFor();
    const irr = /IRR\)\s*([\d.]+%)/.exec((await layer.textContent()) ?? '')![1]!;

    await layer.getByRole('button', { name: '리포트 저장' }).click();
    const dialog = page.getByRole('dialog', { name: '수익 분석 리포트' });
    const report = dialog.getByRole('article', { name: '태양광 수익 분석 리포트' });
    await report.getByText('경상남도 산청군 단성면 남사리 210').waitFor();
    // The map: the parcel with the engine's panel rows.
    await report.getByRole('img', { name: /필지 경계와 패널 배치: 모듈 [\d,]+장/ }).waitFor();
    // The verdicts.
    for (const check of [
      '지목·건축물 용도',
      '규제구역',
      '선로 용량',
      '이격거리 조례',
      '최종 판정',
    ]) {
      await report.getByText(check, { exact: true }).waitFor();
    }
    // The forecast with its band, the same IRR as the profit screen.
    await report.getByText('연평균 수익 (보통 해, P50)').waitFor();
    await report.getByText('날씨가 나쁜 해가 이어질 때 (P90)').waitFor();
    await report.getByText('10년에 1번 정도 이보다 적음 (P90)').waitFor();
    expect(await report.getByText(irr, { exact: true }).count()).toBe(1);
    // The owner-level assumptions with their Korean names, plain sentences and sources (기관명,
    // 자료명, 기준일), unconfirmed ones marked; no internal note.
    const table = report.getByRole('table', { name: '계산에 쓴 가정과 출처' });
    await table.getByRole('rowheader', { name: /^운영비/ }).waitFor();
    await table.getByRole('rowheader', { name: /^SMP\(전력 도매가격\)/ }).waitFor();
    await table.getByRole('rowheader', { name: /^고정가격계약 단가/ }).waitFor();
    expect(await table.getByText('미확인', { exact: true }).count()).toBeGreaterThan(0);
    expect(await table.getByText(/기준일 \d{4}\.\d{2}\.\d{2}/).count()).toBeGreaterThan(10);
    expect((await table.textContent()) ?? '').not.toMatch(
      /SPEC\.md|docs\/decisions|Replaces|solar-assumptions|https?:\/\//,
    );
    // The lead price scenario is named in the header.
    expect((await report.locator('header').textContent()) ?? '').toMatch(/20년 고정가격계약 기준/);
    // The header: capacity with its modules, today's date, the weather source in words; no
    // internal version string.
    const header = (await report.locator('header').textContent()) ?? '';
    expect(header).toMatch(/243\.8kW \(480W 모듈 508장\)/);
    expect(header).toMatch(/작성일 \d{4}\.\d{2}\.\d{2}/);
    expect(header).toMatch(/기상청 \S+ 관측소/);
    expect(header).not.toMatch(/solar-assumptions|가정 버전/);

    // Saved as a file of its own (a WebView does not print): the report with its styles.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '파일로 저장' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^햇빛매칭_수익분석_남사리-210_\d{4}-\d{2}-\d{2}\.html$/,
    );
    const saved = await readFile((await download.path())!, 'utf8');
    expect(saved).toContain('<html lang="ko">');
    expect(saved).toContain('경상남도 산청군 단성면 남사리 210');
    expect(saved).toContain('모듈 508장');
    expect(saved).toMatch(/@media print/);
    await dialog.getByText(/파일을 저장했어요/).waitFor();
    await dialog.getByRole('button', { name: '인쇄' }).waitFor();

    // On paper: the report alone, on one A4 page.
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByRole('article', { name: '태양광 수익 분석 리포트' });
    expect(await printed.count()).toBe(1);
    await printed.getByText('계산에 쓴 가정과 출처').waitFor();
    expect(await page.getByRole('button', { name: '시공사 모집하기' }).isVisible()).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    const text = pdf.toString('latin1');
    const pages = text.match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
    // With room to spare: at the A4 content width (190 mm) the report takes at most 92% of the
    // content height (277 mm), so a longer source text does not push a line onto a second page.
    await page.setViewportSize({ width: 718, height: 1047 });
    const box = await printed.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(1047 * 0.92);
    await page.setViewportSize({ width: 414, height: 896 });

    // Closed, the report leaves printing to the app again.
    await page.emulateMedia({ media: 'screen' });
    await dialog.getByRole('button', { name: '닫기' }).click();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('article', { name: '태양광 수익 분석 리포트' }).count()).toBe(0);
    await layer.getByText(/사업 수익률\(IRR\)/).waitFor();
  });
});
