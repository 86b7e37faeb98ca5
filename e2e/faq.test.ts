import { describe, expect, it } from 'vitest';
import { deviceIdForTest, harnessForSuite } from './support/harness.js';

describe('FAQ', () => {
  const h = harnessForSuite();

  it('opens on the matching-step tab and switches categories', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/faq?deviceId=${deviceIdForTest()}`);
    await page.getByRole('heading', { name: '자주 묻는 질문', level: 1 }).waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(6);
    const first = page.getByRole('tab', { name: '매칭 단계' });
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    const firstQuestion = await panel.getByRole('button').first().innerText();

    await page.getByRole('tab', { name: '발전량' }).click();
    expect(await page.getByRole('tab', { name: '발전량' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await first.getAttribute('aria-selected')).toBe('false');
    await page.waitForFunction(
      (previous) => document.querySelector('[role="tabpanel"] button')?.textContent !== previous,
      firstQuestion,
    );
  });

  it('keeps only one answer open at a time', async () => {
    const page = await h.newPage({ skipAccess: true });
    await page.goto(`/app/faq?deviceId=${deviceIdForTest()}`);
    const questions = page.getByRole('tabpanel').getByRole('button');
    await questions.first().waitFor();
    expect(await questions.count()).toBeGreaterThanOrEqual(3);
    const [one, two] = [questions.nth(0), questions.nth(1)];
    expect(await one.getAttribute('aria-expanded')).toBe('false');

    await one.click();
    expect(await one.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('region').first().waitFor();

    await two.click();
    expect(await two.getAttribute('aria-expanded')).toBe('true');
    expect(await one.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('region').count()).toBe(1);

    await two.click();
    expect(await two.getAttribute('aria-expanded')).toBe('false');
  });
});
