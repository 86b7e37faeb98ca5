import { describe, expect, it } from 'vitest';
import { renderLanding } from '../src/landing-prerender';
import { uiCharacters, unicodeRange } from './ui-font';

describe('the UI font subset', () => {
  it('folds consecutive code points into ranges', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xac00, 0xac02, 0xac03])).toBe(
      'U+20-22, U+AC00, U+AC02-AC03',
    );
  });

  it('covers every character of the prerendered landing page', () => {
    const covered = new Set(uiCharacters());
    const text = renderLanding().replace(/<[^>]*>/g, '');
    const missing = [...new Set(text)].filter((char) => !covered.has(char.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});
