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

/**
 * Every lifecycle period ends at 23:59:59 Korea time (docs/decisions/019): the end of the Korea day
 * on which `days` whole days after `from` fall. A period is therefore never shorter than its stated
 * number of days (at most one day longer), and a period that already ends at 23:59:59 grows by
 * exactly `days` days (the sweeper's chain and an operator's extension stay on the day's end).
 */
export function periodEnd(from: Date, days: number): Date {
  return kstDayEnd(kstDay(plusDays(from, days)));
}

/** 23:59:59 Korea time of a calendar day given as YYYY-MM-DD: when a period ending that day ends. */
export function kstDayEnd(day: string): Date {
  return new Date(`${day}T23:59:59+09:00`);
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** '12월 21일(월)': a Korea calendar day with its weekday. */
export function formatKstDay(instant: Date | string | number): string {
  const kst = kstClock(instant);
  return `${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일(${WEEKDAYS[kst.getUTCDay()]})`;
}

/** '23:59', '00:58': the 24-hour Korea clock, never '오전 12:58' (read as noon by many). */
export function formatKstTime(instant: Date | string | number): string {
  const kst = kstClock(instant);
  return `${pad2(kst.getUTCHours())}:${pad2(kst.getUTCMinutes())}`;
}

/**
 * A deadline as every screen, text and e-mail names it: '12월 21일(월) 23:59'. One formatter, so the
 * owner, the contractors and the operators read the same instant the server applies.
 */
export function formatDeadline(instant: Date | string | number): string {
  return `${formatKstDay(instant)} ${formatKstTime(instant)}`;
}

/** '2026.12.21': a Korea calendar date for lists. */
export function formatKstDate(instant: Date | string | number): string {
  const kst = kstClock(instant);
  return `${kst.getUTCFullYear()}.${pad2(kst.getUTCMonth() + 1)}.${pad2(kst.getUTCDate())}`;
}

/** '2026.12.21 23:59': a moment in Korea time for lists and logs (consoles, settings). */
export function formatKstDateTime(instant: Date | string | number): string {
  return `${formatKstDate(instant)} ${formatKstTime(instant)}`;
}
