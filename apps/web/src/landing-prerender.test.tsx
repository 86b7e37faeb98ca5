import { describe, expect, it } from 'vitest';
import { renderLanding } from './landing-prerender';

describe('renderLanding', () => {
  it('renders the headline and the sections as HTML for the built index.html', () => {
    const html = renderLanding();
    expect(html).toMatch(/<h1[^>]*>비어 있는 지붕이/);
    expect(html).toContain('햇빛 발전소가 됩니다');
    expect(html).toContain('id="download"');
  });
});
