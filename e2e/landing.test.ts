import { describe, expect, it } from 'vitest';
import { LANDING_EXAMPLE_CASE } from '../packages/solar/src/landing-case.js';
import { landingExamples } from '../packages/solar/src/landing-examples.js';
import { forecast } from '../packages/solar/src/forecast.js';
import { decodeTerms } from '@haetbit/contracts';
import { asOperator } from '../apps/server/src/test/consoles.js';
import { harnessForSuite } from './support/harness.js';

/** What an operator sets in the console (설정 → 홈페이지에 보이는 정보). */
const SITE = {
  appStoreUrl: 'https://apps.apple.com/kr/app/haetbit/id6470000001',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=kr.haetbit.matching',
  customerPhone: '1600-1234',
  customerEmail: 'cs@haetbit.example',
  customerHours: '평일 09:00-18:00',
  companyName: '햇빛매칭 주식회사',
  representative: '김대표',
  businessNumber: '2208112341',
  companyAddress: '서울특별시 중구 세종대로 110',
  mailOrderNumber: '제2026-서울중구-0123호',
};

describe('landing page', () => {
  const h = harnessForSuite();

  it('shows the four anchored sections and scrolls to each from the navigation', async () => {
    const page = await h.newPage({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    for (const id of ['rooftop-business', 'profitability', 'product', 'download']) {
      const section = page.locator(`section#${id}`);
      await expect(section.count()).resolves.toBe(1);
      await page.locator(`header a[href="#${id}"]`).first().click();
      await page.waitForFunction((target) => window.location.hash === `#${target}`, id);
      await page.waitForFunction((target) => {
        const box = document.getElementById(target)!.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      }, id);
    }
  });

  it('states the spec claims, example revenues and the sourced support behind 10%', async () => {
    const page = await h.newPage({ width: 1280, height: 900 });
    await page.goto('/');
    await page.locator('footer').waitFor();
    const text = await page.locator('body').innerText();
    // '초기 투자 10%' names the programme that makes it true and agrees with the 70 % loan note.
    expect(text).toContain('신재생에너지 금융지원사업');
    expect(text).toMatch(/50~90%를 장기 저리로/);
    expect(text).toMatch(/이 융자가 아니라 사업비의 70% 대출을 가정했습니다/);
    // The average yield is the engine's project IRR of the reference example (one decimal).
    const irrPct = Math.round(landingExamples()[0]!.projectIrr! * 1000) / 10;
    const reference = `${LANDING_EXAMPLE_CASE.referenceKw}kW`;
    const claims = ['20년', reference, '1.5', '10%', `${irrPct}%`, '30kW', '50kW', '100kW'];
    for (const claim of claims) {
      expect(text.replaceAll(' ', '')).toContain(claim.replaceAll(' ', ''));
    }
  });

  it("states each example's 20-year figure as the engine's chart ends it", async () => {
    const page = await h.newPage();
    await page.goto('/');
    const cards = page.locator('#profitability li').filter({ hasText: '20년 뒤 남는 돈' });
    await cards.first().waitFor();
    const manwonOf = (text: string) => {
      const eok = /([\d,.]+)억/.exec(text);
      const man = /([\d,.]+)만원/.exec(text);
      return (
        (eok ? Number(eok[1]!.replace(/,/g, '')) * 10_000 : 0) +
        (man ? Number(man[1]!.replace(/,/g, '')) : 0)
      );
    };
    const examples = landingExamples().slice(1);
    expect(await cards.count()).toBe(examples.length);
    for (const [index, example] of examples.entries()) {
      // The engine's headline is its chart's last point for the same scenario.
      const run = forecast({
        installType: LANDING_EXAMPLE_CASE.installType,
        systemSize: example.capacityKw,
        stationId: LANDING_EXAMPLE_CASE.stationId,
      });
      expect(run.profitData.profitChart.at(-1)).toBe(example.predictionProfitKrw);
      const card = cards.nth(index);
      expect(await card.locator('h4').textContent()).toContain(String(example.capacityKw));
      const shown = await card
        .locator('div')
        .filter({ hasText: '20년 뒤 남는 돈' })
        .locator('dd')
        .textContent();
      expect(Math.abs(manwonOf(shown ?? '') - example.predictionProfitManwon)).toBeLessThanOrEqual(
        1,
      );
    }
  });

  it('shows store links, contacts and the company line only once the operator set them, and links the policies on the web', async () => {
    const page = await h.newPage({ width: 414, height: 896 });
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: '개인정보처리방침' }).waitFor();
    // Nothing set: no placeholder store id, no made-up number, no empty labels.
    const bare = await page.locator('body').innerText();
    expect(
      await page.locator('a[href*="apps.apple.com"], a[href*="play.google.com"]').count(),
    ).toBe(0);
    expect(bare).not.toMatch(/id0000000000|1588-0000|사업자등록번호|고객센터/);

    const saved = await asOperator(h.app, 'PUT', '/api/admin/app-settings', {
      guideVideoUrl: '',
      serviceOpen: true,
      ...SITE,
    });
    expect(saved.statusCode).toBe(200);
    await page.reload();
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: SITE.customerPhone }).waitFor();
    const footerText = await footer.innerText();
    for (const shown of [
      SITE.customerEmail,
      '평일 09:00-18:00',
      `상호 ${SITE.companyName}`,
      `대표자 ${SITE.representative}`,
      '사업자등록번호 220-81-12341',
      `통신판매업 신고번호 ${SITE.mailOrderNumber}`,
      `주소 ${SITE.companyAddress}`,
    ]) {
      expect(footerText).toContain(shown);
    }
    const download = page.locator('section#download');
    expect(await download.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe(
      SITE.appStoreUrl,
    );
    expect(await download.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe(
      SITE.googlePlayUrl,
    );

    // The policies are public pages with the app's own texts.
    const terms = decodeTerms(
      (await h.app.inject({ method: 'GET', url: '/api/match-com/default-terms' })).json(),
    );
    for (const [name, path, category] of [
      ['개인정보처리방침', '/privacy', 'PIPP'],
      ['이용약관', '/terms', 'USE_TERMS'],
    ] as const) {
      await page.goto('/');
      await page.locator('footer').getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const document = terms.find((item) => item.category === category)!;
      for (const section of document.content) {
        await page.getByRole('heading', { level: 2, name: section.title }).waitFor();
      }
    }

    // Unset again: the footer hides them.
    await asOperator(h.app, 'PUT', '/api/admin/app-settings', {
      guideVideoUrl: '',
      serviceOpen: true,
      ...Object.fromEntries(Object.keys(SITE).map((key) => [key, ''])),
    });
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: '이용약관' }).waitFor();
    expect(await page.locator('footer').innerText()).not.toContain(SITE.customerPhone);
  });

  it('has its headline in the served HTML before any script runs, and hydrates it without errors', async () => {
    const response = await fetch(`${h.baseUrl}/`);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>비어 있는 지붕이/);
    expect(html).toContain('햇빛 발전소가 됩니다');
    // The page paints from the HTML: its scripts wait behind the document and the first screen's
    // font, which is the only font the document preloads.
    expect(html).toMatch(/<script type="module" fetchpriority="low"/);
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      expect.stringMatching(/pretendard-first-[\w-]+\.woff2/),
    ]);

    const page = await h.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Mark the server-rendered heading: hydration keeps the element, a client re-render would not.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('h1')?.setAttribute('data-from-server', 'yes');
      });
    });
    await page.goto('/');
    await page.waitForFunction(() => {
      const root = document.getElementById('root') as
        (HTMLElement & Record<string, unknown>) | null;
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
    });
    await expect(page.locator('h1').getAttribute('data-from-server')).resolves.toBe('yes');
    expect(errors).toEqual([]);
  });

  it('fits a 320 px phone without horizontal scrolling', async () => {
    const page = await h.newPage({ width: 320, height: 640 });
    await page.goto('/');
    await page.locator('footer').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
