import { CUSTOMER_CENTRE } from '@haetbit/contracts';
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
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './store-links';

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

  it('has store links and the customer centre contacts', () => {
    expect(html).toContain(`href="${APP_STORE_URL}"`);
    expect(html).toContain(`href="${GOOGLE_PLAY_URL.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`href="tel:${CUSTOMER_CENTRE.phone.replace(/-/g, '')}"`);
    expect(html).toContain(`href="mailto:${CUSTOMER_CENTRE.email}"`);
    expect(html).toContain(CUSTOMER_CENTRE.hours);
    expect(html).toContain('햇빛매칭 주식회사');
    expect(html).toContain('2026');
  });
});
