const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3600_000;

/**
 * The countdown label of spec section 4: 'D-day' on the end date, 'D-N' before it (calendar days
 * in Korea time). Null once the date has passed.
 */
export function dDayLabel(endIso: string, now: Date = new Date()): string | null {
  const dayOf = (time: number) => Math.floor((time + KST_OFFSET_MS) / DAY_MS);
  const days = dayOf(new Date(endIso).getTime()) - dayOf(now.getTime());
  if (days < 0) return null;
  return days === 0 ? 'D-day' : `D-${days}`;
}
