import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { analysisJourney, PARCELS } from './support/analysis-journey.js';
import { harnessForSuite } from './support/harness.js';

/*
 * One capacity for one area (walk B1), at 414 px: the area shown, typed back, is no edit; an
 * edited area says how many modules fit; the map and the report draw exactly the modules of the
 * stated capacity.
 */
describe('one capacity for one area', () => {
  const h = harnessForSuite();
  const { openSearch, startAnalysis, openProfit } = analysisJourney(h);

  /** The module count the map draws (its test id carries the engine's count). */
  const mapCount = async (page: Page) =>
    Number(await page.getByTestId('parcel-map').getAttribute('data-panel-count'));

  /** Opens the report from the profit layer and reads the module count its sketch names. */
  async function reportCount(page: Page): Promise<number> {
    const layer = await openProfit(page);
    await layer.getByRole('button', { name: '리포트 저장' }).click();
    const report = page
      .getByRole('dialog', { name: '수익 분석 리포트' })
      .getByRole('article', { name: '태양광 수익 분석 리포트' });
    const sketch = report.getByRole('img', { name: /모듈 [\d,]+장/ });
    await sketch.waitFor();
    const name = (await sketch.getAttribute('aria-label')) ?? '';
    return Number(/모듈 ([\d,]+)장/.exec(name)![1]!.replace(/,/g, ''));
  }

  it('gives the same capacity when the shown area is typed back, and the report draws its modules', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.landP);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByText('3,103.71㎡ (939평)').waitFor();
    await page.getByRole('button', { name: '수정하기' }).click();
    const area = page.getByLabel('설치할 토지 면적');
    expect(await area.inputValue()).toBe('3103.71');
    // Nothing typed wrong yet: a hint, not an error.
    await page.getByText('약 939평').waitFor();
    await page.getByRole('button', { name: '입력 완료' }).click();
    // Confirming the same area is no edit.
    await page.getByText('그대로 진행할게요').waitFor();
    expect(await page.getByText(/수정할게요/).count()).toBe(0);
    await page.getByText('243.8kW').waitFor();
    await page.getByText('(480W 모듈 508장)').waitFor();
    expect(await mapCount(page)).toBe(508);
    expect(await reportCount(page)).toBe(508);
    await page
      .getByText(/243\.8kW \(480W 모듈 508장\)/)
      .first()
      .waitFor();
  });

  it('says how many modules fit on an edited area, in ㎡ or in 평, and draws just those', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.landP);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '수정하기' }).click();
    const area = page.getByLabel('설치할 토지 면적');
    await area.fill('');
    await page.getByText('㎡ 또는 평으로 입력할 수 있어요.').waitFor();
    await page.getByRole('radio', { name: '평' }).check();
    await area.fill('605');
    await page.getByText('약 2,000㎡').waitFor();
    await page.getByRole('button', { name: '입력 완료' }).click();
    await page.getByText('2,000㎡ (605평)으로 수정할게요').waitFor();
    const answer = page.getByText(
      /입력하신 2,000㎡ \(605평\)에는 480W 모듈 [\d,]+장을 놓을 수 있어요/,
    );
    await answer.waitFor();
    const stated = Number(
      /모듈 ([\d,]+)장/.exec((await answer.textContent()) ?? '')![1]!.replace(/,/g, ''),
    );
    expect(stated).toBeGreaterThan(0);
    expect(stated).toBeLessThan(508);
    expect(await mapCount(page)).toBe(stated);
    await page.getByText(/입력한 면적 2,000㎡ \(605평\)만큼 필지 모양을 줄여/).waitFor();
    expect(await reportCount(page)).toBe(stated);
  });

  it('draws a roof as the square of its building area, not over the whole lot', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.roofWithBuilding);
    await page.getByRole('button', { name: '지붕', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    const answer = page.getByText(/\(480W 모듈 [\d,]+장\)/);
    await answer.waitFor();
    const stated = Number(
      /모듈 ([\d,]+)장/.exec((await answer.textContent()) ?? '')![1]!.replace(/,/g, ''),
    );
    expect(await mapCount(page)).toBe(stated);
    await page.getByText(/지붕 면적 1,850㎡ \(560평\)을 정사각형으로 보고/).waitFor();
    expect(await reportCount(page)).toBe(stated);
  });

  it('says why no capacity fits and offers no empty layout (웅곡리 403)', async () => {
    const page = await h.newPage({ skipAccess: true });
    await openSearch(page);
    await startAnalysis(page, PARCELS.undetermined);
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page
      .getByText(/필지 면적이 [\d,.]+㎡ \([\d,]+평\)인데, 경계에서 띄워야 하는 여백/)
      .waitFor();
    expect(await page.getByRole('checkbox', { name: '패널 배치 예시 보기' }).count()).toBe(0);
  });
});
