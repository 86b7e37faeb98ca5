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

/** Value of `length` ASCII digits at `at`, or -1 when any of them is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let v = 0;
  for (let k = at; k < at + length; k++) {
    const d = text.charCodeAt(k) - CHAR_0;
    if (!(d >= 0 && d <= 9)) return -1;
    v = v * 10 + d;
  }
  return v;
}

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
  if (n < 17) return false;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const sep = text.charCodeAt(10);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0) return false;
  if (text[4] !== '-' || text[7] !== '-' || (sep !== 84 && sep !== 32) || text[13] !== ':') {
    return false;
  }
  let at = 16;
  let second = 0;
  let fraction = 0;
  if (text[at] === ':') {
    second = digitsAt(text, at + 1, 2);
    if (second < 0) return false;
    at += 3;
    if (text[at] === '.') {
      at++;
      let digits = 0;
      let value = 0;
      while (at < n && digits < 10) {
        const d = text.charCodeAt(at) - CHAR_0;
        if (!(d >= 0 && d <= 9)) break;
        value = value * 10 + d;
        digits++;
        at++;
      }
      if (digits < 1 || digits > 9) return false;
      // Exact integers over an exact power of ten: the correctly rounded decimal, as Number().
      fraction = value / 10 ** digits;
    }
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  let offsetMin = 0;
  const zone = text[at];
  if (zone === 'Z') {
    if (at + 1 !== n) return false;
  } else if (zone === '+' || zone === '-') {
    const oh = digitsAt(text, at + 1, 2);
    const colon = text[at + 3] === ':' ? 1 : 0;
    const om = digitsAt(text, at + 3 + colon, 2);
    if (oh < 0 || om < 0 || at + 5 + colon !== n) return false;
    if (oh > 18 || om > 59) return false;
    offsetMin = (zone === '-' ? -1 : 1) * (oh * 60 + om);
  } else {
    return false;
  }
  // Date.UTC reads years 0-99 as 1900-1999; keep that for identical answers.
  const utcMs =
    (year < 100
      ? Date.UTC(year, month - 1, day, hour, minute, second)
      : ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60000 + second * 1000) -
    offsetMin * 60_000;
  out.unixS = utcMs / 1000 + fraction;
  out.year = year;
  out.month = month;
  out.day = day;
  out.hour = hour;
  out.minute = minute;
  out.second = second;
  out.dayOfYear = dayOfYear(year, month, day);
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
