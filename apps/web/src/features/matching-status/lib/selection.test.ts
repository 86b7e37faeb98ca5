import { describe, expect, it } from 'vitest';
import { toggleSelection } from './selection';

describe('contractor selection', () => {
  it('adds a contractor once and removes it on the second toggle', () => {
    const added = toggleSelection([], 7, 5);
    expect(added).toEqual({ ok: true, selected: [7] });
    expect(toggleSelection(added.selected, 7, 5)).toEqual({ ok: true, selected: [] });
  });

  it('refuses a contractor beyond the limit and keeps the selection', () => {
    expect(toggleSelection([1, 2], 3, 2)).toEqual({ ok: false, reason: 'limit', selected: [1, 2] });
  });

  it('still lets a contractor be removed at the limit', () => {
    expect(toggleSelection([1, 2], 2, 2)).toEqual({ ok: true, selected: [1] });
  });
});
