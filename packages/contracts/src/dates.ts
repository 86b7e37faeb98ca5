// Korea time and calendar days, one place for server, web and the notification texts. Korea keeps
// no daylight saving time, so a fixed offset is exact.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** KST = UTC+9 (the engine's climatology uses the same zone: solar's KST_OFFSET_MIN). */
export const KST_OFFSET_MS = 9 * HOUR_MS;

/** The instant's Korea wall clock, as a Date whose UTC fields read Korea time. */
export function kstClock(instant: Date | string | number): Date {
  return new Date(new Date(instant).getTime() + KST_OFFSET_MS);
}

/** The Korea calendar day of an instant, YYYY-MM-DD. */
export function kstDay(instant: Date | string | number): string {
  return kstClock(instant).toISOString().slice(0, 10);
}

/** 00:00 Korea time of a calendar day given as YYYY-MM-DD. */
export function kstDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

/** Days since 1970-01-01 of the Korea calendar day an instant falls on (for D-N counts). */
export function kstDayNumber(instant: Date | string | number): number {
  return Math.floor((new Date(instant).getTime() + KST_OFFSET_MS) / DAY_MS);
}

/** The instant `days` whole days after another. */
export function plusDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** 'YYYYMMDD' (or an already dashed 'YYYY-MM-DD') as ISO 'YYYY-MM-DD'. */
export function isoDateFromYmd(value: string): string {
  const digits = value.replaceAll('-', '');
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}
