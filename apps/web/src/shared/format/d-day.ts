import { kstDayNumber, type MatchReq, type MatchStatus } from '@haetbit/contracts';
import { serverNow } from '../api/server-time';

/**
 * The countdown label of spec section 4: 'D-day' on the end date, 'D-N' before it (calendar days
 * in Korea time), counted on the server's clock. Null once the date has passed.
 */
export function dDayLabel(endIso: string, now: Date = serverNow()): string | null {
  const days = kstDayNumber(endIso) - kstDayNumber(now);
  if (days < 0) return null;
  return days === 0 ? 'D-day' : `D-${days}`;
}

type MatchDates = Pick<
  MatchReq,
  'status' | 'propose1EndDate' | 'select1EndDate' | 'propose2EndDate' | 'select2EndDate'
>;

/** The end date each status counts down to (spec section 4 table); none once completed or ended. */
const COUNTDOWN_END: Partial<Record<MatchStatus, Exclude<keyof MatchDates, 'status'>>> = {
  CRG: 'propose1EndDate',
  SP1: 'select1EndDate',
  PSB: 'propose2EndDate',
  SP2: 'select2EndDate',
};

export function countdownEnd(match: MatchDates): string | null {
  const key = COUNTDOWN_END[match.status];
  return key ? match[key] : null;
}

/** 'D-day' / 'D-N' for a request in progress, null when completed, ended or past its date. */
export function countdownLabel(match: MatchDates, now: Date = serverNow()): string | null {
  const end = countdownEnd(match);
  return end ? dDayLabel(end, now) : null;
}
