import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';

/*
 * The owner changes an assumption of the forecast (issue 18): the figures are recomputed on the
 * device, without a round trip, in the direction a finance textbook predicts.
 */
describe('the forecast assumptions on the owner device', () => {
  const h = harnessForSuite();

  /** "사업 수익률(IRR) 12.3% · …" in the dialog's live summary, as a number. */
  async function irrPct(dialog: Locator): Promise<number> {
    const text = (await dialog.getByRole('status').textContent()) ?? '';
    const match = /IRR\)\s*(-?[\d.]+)%/.exec(text);
    if (!match) throw new Error(`no IRR in "${text}"`);
    return Number(match[1]);
  }

  /** The first-year price a sales option states in its label, 원/kWh. */
  async function pricePerKwh(option: Locator): Promise<number> {
    const label = (await option.evaluate((input) => input.closest('label')?.textContent)) ?? '';
    const match = /첫해\s*([\d.,]+)원\/kWh/.exec(label);
    if (!match) throw new Error(`no price in "${label}"`);
    return Number(match[1]!.replace(/,/g, ''));
  }

  it('lowers the IRR when the project cost goes up and follows the prices for fixed and spot', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app?bm=menu&deviceId=${deviceIdForTest()}`);
    await page.getByLabel('태양광을 설치할 곳의 지번 주소').fill('남사리 210');
    await page.getByRole('button', { name: /경상남도 산청군 단성면 남사리 210/ }).click();
    await page.getByRole('button', { name: '시공사 찾기' }).click();
    await page.getByRole('button', { name: '토지', exact: true }).click();
    await page.getByRole('button', { name: '그대로 진행하기' }).click();
    await page.getByRole('button', { name: '예상 수익 확인하기' }).click();
    const layer = page.getByRole('dialog', { name: '예상 수익 분석 결과' });
    await layer
      .getByText(/10년에 1번 정도/)
      .first()
      .waitFor();
    await layer.getByText(/사업 수익률\(IRR\)/).waitFor();

    await layer.getByRole('button', { name: '가정 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '가정 보기' });
    await dialog.getByRole('status').waitFor();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    // The owner-level assumptions, each with its Korean name, a plain sentence and a source an
    // owner recognises (기관명 · 자료명 · 기준일); unconfirmed ones say so; nothing internal.
    const list = dialog.getByRole('list', { name: '계산에 쓴 가정과 출처' });
    expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(12);
    await list
      .getByText(/^설치비/)
      .first()
      .waitFor();
    await list
      .getByText(/^출력제어/)
      .first()
      .waitFor();
    expect(await list.getByText(/기준일 \d{4}\.\d{2}\.\d{2}/).count()).toBeGreaterThan(10);
    expect(await list.getByText('미확인', { exact: true }).count()).toBeGreaterThan(0);
    const listText = (await list.textContent()) ?? '';
    expect(listText).not.toMatch(/SPEC\.md|docs\/decisions|Replaces|https?:\/\//);
    // One scroll area: the popup's, not a list scrolling inside it.
    expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).toBe('visible');

    const base = await irrPct(dialog);
    const cost = dialog.getByLabel('사업비 (만원/kW)');
    const defaultCost = Number(await cost.inputValue());
    await cost.fill(String(defaultCost + 50));
    await expect.poll(() => irrPct(dialog)).toBeLessThan(base);
    const dearer = await irrPct(dialog);
    await layer.getByText('직접 바꾼 가정으로 다시 계산한 값입니다.').waitFor();

    const spot = dialog.getByLabel(/현물 시장/);
    const fixed = dialog.getByLabel(/20년 고정가격계약/);
    // New build leads with the fixed contract; the owner moves to the other price and back.
    expect(await fixed.isChecked()).toBe(true);
    const spotPrice = await pricePerKwh(spot);
    const fixedPrice = await pricePerKwh(fixed);
    await spot.check();
    await expect.poll(() => irrPct(dialog)).not.toBe(dearer);
    const spotIrr = await irrPct(dialog);
    if (spotPrice < fixedPrice) expect(spotIrr).toBeLessThan(dearer);
    else expect(spotIrr).toBeGreaterThan(dearer);

    await dialog.getByRole('button', { name: '처음 계산값으로 되돌리기' }).click();
    await expect.poll(() => irrPct(dialog)).toBe(base);
    await dialog.getByText('처음 계산에 쓴 가정으로 되돌렸어요.', { exact: false }).waitFor();
    // Back at the forecast's own assumptions, nothing reads as changed.
    await layer
      .getByText('직접 바꾼 가정으로 다시 계산한 값입니다.')
      .waitFor({ state: 'detached' });
    // All of it on the device: no call to the server while the assumptions moved.
    expect(apiCalls).toEqual([]);
  });
});
