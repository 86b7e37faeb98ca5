import { describe, expect, it } from 'vitest';
import { firstScreenTexts, renderLanding, renderSplash } from './landing-prerender';

describe('renderLanding', () => {
  it('renders the headline and the sections as HTML for the built index.html', () => {
    const html = renderLanding();
    expect(html).toMatch(/<h1[^>]*>비어 있는 지붕이/);
    expect(html).toContain('햇빛 발전소가 됩니다');
    expect(html).toContain('id="download"');
  });
});

describe('renderSplash', () => {
  it("renders the owner app's splash for the built owner.html", () => {
    const html = renderSplash();
    expect(html).toContain('role="status"');
    expect(html).toContain('햇빛 매칭');
    expect(html).toContain('내 지붕과 땅의 태양광 수익, 무료로 확인하세요');
  });
});

describe('firstScreenTexts', () => {
  it("gives the words of the landing page's first screen and of the splash, without markup", () => {
    const { landing, owner } = firstScreenTexts();
    expect(landing).toContain('햇빛 발전소가 됩니다');
    expect(landing).toContain('햇빛 매칭');
    expect(landing).not.toMatch(/[<>]/);
    expect(owner).toContain('내 지붕과 땅의 태양광 수익, 무료로 확인하세요');
    expect(owner).not.toContain('class=');
  });
});
