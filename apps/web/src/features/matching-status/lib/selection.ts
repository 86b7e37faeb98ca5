/**
 * Contractor selection of one stage (spec section 5): toggled by checkbox, never duplicated, and
 * never more than the stage's limit. A refused toggle says why, so the screen shows the alert.
 */
export type ToggleResult =
  { ok: true; selected: number[] } | { ok: false; reason: 'limit'; selected: number[] };

export function toggleSelection(
  selected: readonly number[],
  ccId: number,
  limit: number,
): ToggleResult {
  if (selected.includes(ccId)) return { ok: true, selected: selected.filter((id) => id !== ccId) };
  if (selected.length >= limit) return { ok: false, reason: 'limit', selected: [...selected] };
  return { ok: true, selected: [...selected, ccId] };
}
