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

const CUMULATIVE_DAYS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function dayOfYear(year: number, month: number, day: number): number {
  return (CUMULATIVE_DAYS[month - 1] ?? 0) + day + (month > 2 && isLeapYear(year) ? 1 : 0);
}

/** A fresh, zeroed {@link LocalTime} to reuse with {@link parseIsoWithOffsetInto}. */
export function emptyLocalTime(): LocalTime {
  return {
    unixS: 0,
    year: 0,
    month: 0,
    day: 0,
    hour: 0,
    minute: 0,
    second: 0,
    dayOfYear: 0,
    offsetMin: 0,
  };
}

const CHAR_0 = 48;
const CHAR_T = 84;
const CHAR_SPACE = 32;
const CHAR_DASH = 45;
const CHAR_COLON = 58;
const CHAR_DOT = 46;
const CHAR_Z = 90;
const CHAR_PLUS = 43;

/** Two ASCII digits at `at` (which must be inside the text), or -1. */
function twoDigitsAt(text: string, at: number): number {
  const a = text.charCodeAt(at) - CHAR_0;
  const b = text.charCodeAt(at + 1) - CHAR_0;
  // `>>> 0` maps negatives to large numbers: one comparison per digit.
  return a >>> 0 <= 9 && b >>> 0 <= 9 ? a * 10 + b : -1;
}

let lastYear = -1;
let lastMonth = -1;
let lastDay = -1;
let lastDaysSinceEpoch = 0;
let lastDayOfYear = 0;

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * {@link parseIsoWithOffset} into a caller's object, for long series (no allocation, no regular
 * expression, no Date). Returns false, leaving `out` unspecified, when the text is invalid.
 * Grammar: `YYYY-MM-DD[T ]hh:mm[:ss[.f{1,9}]](Z|+hh:mm|+hhmm|-...)`.
 */
export function parseIsoWithOffsetInto(text: string, out: LocalTime): boolean {
  const n = text.length;
  // Shortest valid text: YYYY-MM-DDThh:mmZ (17 characters).
  if (n < 17) return false;
  const y01 = twoDigitsAt(text, 0);
  const y23 = twoDigitsAt(text, 2);
  const month = twoDigitsAt(text, 5);
  const day = twoDigitsAt(text, 8);
  const hour = twoDigitsAt(text, 11);
  const minute = twoDigitsAt(text, 14);
  if ((y01 | y23 | month | day | hour | minute) < 0) return false;
  const sep = text.charCodeAt(10);
  if (
    text.charCodeAt(4) !== CHAR_DASH ||
    text.charCodeAt(7) !== CHAR_DASH ||
    (sep !== CHAR_T && sep !== CHAR_SPACE) ||
    text.charCodeAt(13) !== CHAR_COLON
  ) {
    return false;
  }
  const year = y01 * 100 + y23;
  let at = 16;
  let second = 0;
  let fraction = 0;
  if (text.charCodeAt(at) === CHAR_COLON) {
    if (at + 3 > n) return false;
    second = twoDigitsAt(text, at + 1);
    if (second < 0) return false;
    at += 3;
    if (text.charCodeAt(at) === CHAR_DOT) {
      at++;
      let digits = 0;
      let value = 0;
      while (at < n && digits < 10) {
        const d = text.charCodeAt(at) - CHAR_0;
        if (d >>> 0 > 9) break;
        value = value * 10 + d;
        digits++;
        at++;
      }
      if (digits < 1 || digits > 9) return false;
      // Exact integers over an exact power of ten: the correctly rounded decimal, as Number().
      fraction = value / 10 ** digits;
    }
  }
  // Hourly series repeat each date 24 times: its day count is kept from the last valid one.
  if (year !== lastYear || month !== lastMonth || day !== lastDay) {
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
    lastYear = year;
    lastMonth = month;
    lastDay = day;
    lastDaysSinceEpoch = daysFromCivil(year, month, day);
    lastDayOfYear = dayOfYear(year, month, day);
  }
  if (hour > 23 || minute > 59 || second > 59) return false;
  let offsetMin = 0;
  const zone = text.charCodeAt(at);
  if (zone === CHAR_Z) {
    if (at + 1 !== n) return false;
  } else if (zone === CHAR_PLUS || zone === CHAR_DASH) {
    const colon = text.charCodeAt(at + 3) === CHAR_COLON ? 1 : 0;
    if (at + 5 + colon !== n) return false;
    const oh = twoDigitsAt(text, at + 1);
    const om = twoDigitsAt(text, at + 3 + colon);
    if (oh < 0 || om < 0 || oh > 18 || om > 59) return false;
    offsetMin = (zone === CHAR_DASH ? -1 : 1) * (oh * 60 + om);
  } else {
    return false;
  }
  // Date.UTC reads years 0-99 as 1900-1999; keep that for identical answers.
  const utcMs =
    (year < 100
      ? Date.UTC(year, month - 1, day, hour, minute, second)
      : ((lastDaysSinceEpoch * 24 + hour) * 60 + minute) * 60000 + second * 1000) -
    offsetMin * 60_000;
  out.unixS = utcMs / 1000 + fraction;
  out.year = year;
  out.month = month;
  out.day = day;
  out.hour = hour;
  out.minute = minute;
  out.second = second;
  out.dayOfYear = lastDayOfYear;
  out.offsetMin = offsetMin;
  return true;
}

/** Parses an ISO-8601 timestamp that carries an offset (or Z); returns null when invalid. */
export function parseIsoWithOffset(text: string): LocalTime | null {
  const out = emptyLocalTime();
  return parseIsoWithOffsetInto(text, out) ? out : null;
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
