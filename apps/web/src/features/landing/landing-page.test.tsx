import type { SiteSettings } from '@haetbit/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';
import {
  AVERAGE_YIELD_PERCENT,
  REFERENCE_YEARLY_MANWON,
  REVENUE_EXAMPLES,
  formatManwon,
} from './revenue';
import { LANDING_SECTIONS } from './sections';
import { DownloadSection } from './download-section';
import { LandingFooter } from './landing-footer';

const UNSET: SiteSettings = {
  appStoreUrl: '',
  googlePlayUrl: '',
  customerPhone: '',
  customerEmail: '',
  customerHours: '평일 09:00-18:00',
  companyName: '',
  representative: '',
  businessNumber: '',
  companyAddress: '',
  mailOrderNumber: '',
};
const SET: SiteSettings = {
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

const html = renderToStaticMarkup(<LandingPage />);

function count(pattern: RegExp): number {
  return html.match(pattern)?.length ?? 0;
}

describe('LandingPage markup', () => {
  it('has exactly one h1 and the landmark elements', () => {
    expect(count(/<h1[\s>]/g)).toBe(1);
    expect(count(/<header[\s>]/g)).toBe(1);
    expect(count(/<main[\s>]/g)).toBe(1);
    expect(count(/<footer[\s>]/g)).toBe(1);
    expect(html).toMatch(/<nav aria-label="[^"]+"/);
  });

  it('links every nav item to a section with an h2', () => {
    for (const { id } of LANDING_SECTIONS) {
      expect(html).toContain(`href="#${id}"`);
      expect(html).toMatch(new RegExp(`<section id="${id}"[^>]*>[\\s\\S]*?<h2[\\s>]`));
    }
  });

  it('points the hero call to action at the download section and never into /app', () => {
    expect(html).toContain('앱 다운로드하고 무료 분석받기');
    expect(html).not.toMatch(/href="\/app/);
  });

  it('shows the spec claims and the example revenues', () => {
    for (const text of [
      '20년',
      formatManwon(REFERENCE_YEARLY_MANWON),
      '1.5',
      '10%',
      `${AVERAGE_YIELD_PERCENT}%`,
      ...REVENUE_EXAMPLES.flatMap((example) => [
        formatManwon(example.yearlyManwon),
        formatManwon(example.totalManwon),
      ]),
      '예상',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('is prerendered without store links, contacts or company details, and links both policies', () => {
    expect(html).not.toMatch(/apps\.apple\.com|play\.google\.com|id0000000000|href="tel:/);
    expect(html).not.toContain('사업자등록번호');
    expect(html).toContain('href="/terms"');
    expect(html).toContain('href="/privacy"');
  });

  it('shows each store link, contact and company item the operator set, and none unset', () => {
    const set = renderToStaticMarkup(
      <>
        <DownloadSection settings={SET} />
        <LandingFooter settings={SET} />
      </>,
    );
    expect(set).toContain(`href="${SET.appStoreUrl}"`);
    expect(set).toContain(`href="${SET.googlePlayUrl}"`);
    expect(set).toContain('href="tel:16001234"');
    expect(set).toContain(`href="mailto:${SET.customerEmail}"`);
    for (const item of [
      '상호 햇빛매칭 주식회사',
      '대표자 김대표',
      '사업자등록번호 220-81-12341',
      '통신판매업 신고번호 제2026-서울중구-0123호',
      '주소 서울특별시 중구 세종대로 110',
      '평일 09:00-18:00',
    ]) {
      expect(set).toContain(item);
    }
    const unset = renderToStaticMarkup(
      <>
        <DownloadSection settings={{ ...UNSET, googlePlayUrl: SET.googlePlayUrl }} />
        <LandingFooter settings={{ ...UNSET, customerEmail: SET.customerEmail }} />
      </>,
    );
    expect(unset).not.toContain('App Store');
    expect(unset).toContain('Google Play');
    expect(unset).not.toContain('전화');
    expect(unset).toContain(SET.customerEmail);
    expect(unset).not.toMatch(/상호|대표자|사업자등록번호|통신판매업/);
  });
});
