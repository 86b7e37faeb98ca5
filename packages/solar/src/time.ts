// ISO-8601 timestamps with an explicit UTC offset, e.g. `2025-06-21T12:30:00+09:00`.
// The engine keeps both the instant (Unix seconds, for the sun) and the local calendar fields
// (month, day of year, for climatology and monthly sums), as pandas does for a tz-aware index.

export interface LocalTime {
  /** Seconds since 1970-01-01T00:00:00Z. */
  unixS: number;
  /** Local calendar fields, in the offset written in the string. */
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Local day of year, 1-366. */
  dayOfYear: number;
  /** Offset east of UTC, minutes. */
  offsetMin: number;
}

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/;

const CUMULATIVE_DAYS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function dayOfYear(year: number, month: number, day: number): number {
  return (CUMULATIVE_DAYS[month - 1] ?? 0) + day + (month > 2 && isLeapYear(year) ? 1 : 0);
}

/** Parses an ISO-8601 timestamp that carries an offset (or Z); returns null when invalid. */
export function parseIsoWithOffset(text: string): LocalTime | null {
  const m = ISO_WITH_OFFSET.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const fraction = m[7] === undefined ? 0 : Number(`0.${m[7]}`);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const zone = m[8] ?? 'Z';
  let offsetMin = 0;
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = Number(digits.slice(2, 4));
    if (oh > 18 || om > 59) return null;
    offsetMin = sign * (oh * 60 + om);
  }
  const utcMs = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMin * 60_000;
  return {
    unixS: utcMs / 1000 + fraction,
    year,
    month,
    day,
    hour,
    minute,
    second,
    dayOfYear: dayOfYear(year, month, day),
    offsetMin,
  };
}

/** Formats a Unix time as ISO-8601 in a fixed offset (minutes east of UTC), to the second. */
export function formatIsoWithOffset(unixS: number, offsetMin: number): string {
  const d = new Date((unixS + offsetMin * 60) * 1000);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
