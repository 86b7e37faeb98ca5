import { describe, expect, it } from 'vitest';
import { axisManwon } from '../components/charts';
import { reportFileName, reportHtml } from './report-file';

describe('the saved report file', () => {
  it('is named after the lot and the day, without characters file systems refuse', () => {
    expect(reportFileName('경상남도 산청군 단성면 남사리 210', '2026-11-29')).toBe(
      '햇빛매칭_수익분석_남사리-210_2026-11-29.html',
    );
    expect(reportFileName('서울 a/b 1:2', '2026-11-29')).toBe(
      '햇빛매칭_수익분석_ab-12_2026-11-29.html',
    );
  });

  it('is one Korean HTML document with the report and its styles', () => {
    const root = { outerHTML: '<article><h2>태양광 수익 분석 리포트</h2></article>' } as Element;
    const html = reportHtml(root, '리포트 <남사리>', '.report { color: red; }');
    expect(html).toMatch(/^<!doctype html>\n<html lang="ko">/);
    expect(html).toContain('<title>리포트 &lt;남사리&gt;</title>');
    expect(html).toContain('.report { color: red; }');
    expect(html).toContain('<article><h2>태양광 수익 분석 리포트</h2></article>');
  });
});

describe('the profit chart’s money axis', () => {
  it('reads in 억 and 만 as Koreans say amounts', () => {
    expect(axisManwon(100_000)).toBe('10억');
    expect(axisManwon(25_000)).toBe('2.5억');
    expect(axisManwon(5_000)).toBe('5,000만');
    expect(axisManwon(0)).toBe('0');
    expect(axisManwon(-20_000)).toBe('-2억');
    expect(axisManwon(-500)).toBe('-500만');
  });
});
