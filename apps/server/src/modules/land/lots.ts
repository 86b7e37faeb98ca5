import {
  LAND_MESSAGES,
  type LandUseZone,
  type ParcelBoundary,
  type UnavailableReason,
} from '@haetbit/contracts';
import { SIDO_SHORT } from '../../lib/sido.js';
import type { ProviderResult } from '../../providers/kit/result.js';

// Pure helpers of the land lookups: lot numbers and addresses, PNU variants, gateway answers.

/** A gateway answer: the data, or the spec's 'cannot look up' text with the contractor note. */
export type LookupAnswer<T> =
  | { status: 'ok'; source: 'offline' | 'public'; fetchedAt: string; data: T }
  | { status: 'unavailable'; reason: UnavailableReason; message: string; note: string; data: null };

export function toAnswer<T>(result: ProviderResult<T>, message: string): LookupAnswer<T> {
  if (result.status === 'ok') {
    return { status: 'ok', source: result.source, fetchedAt: result.fetchedAt, data: result.value };
  }
  return {
    status: 'unavailable',
    reason: result.reason,
    message,
    note: LAND_MESSAGES.contractorNote,
    data: null,
  };
}

/** Digit 11 (the land-type digit) replaced by 3: the fallback PNU of the spec. */
export function variantPnu(pnu: string): string {
  return `${pnu.slice(0, 10)}3${pnu.slice(11)}`;
}

/** The lot at the end of a jibun address: "… 선흘리 산 12-3" → "산 12-3". */
export function lotOfAddress(address: string): string | null {
  const match = /(산\s?)?(\d{1,4}(?:-\d{1,4})?)\s*$/.exec(address.trim());
  if (!match) return null;
  return match[1] ? `산 ${match[2]}` : match[2]!;
}

/** 시군구 of a jibun address ("경상남도 함양군 함양읍 …" → 경남 함양군; "… 천안시 동남구 …" → 천안시). */
export function ordinanceAreaOf(address: string): { sido: string | null; sigungu: string } | null {
  const words = address.trim().split(/\s+/);
  const sido = words[0] ? (SIDO_SHORT[words[0]] ?? null) : null;
  const sigungu = words.slice(sido ? 1 : 0).find((word) => /(시|군|구)$/.test(word));
  return sigungu ? { sido, sigungu } : null;
}

/** A zone name matches a limit-list entry when either contains the other. */
export function zoneInLimitList(zone: LandUseZone, limitList: string[]): boolean {
  if (zone.relation === '접합') return false;
  return limitList.some(
    (limit) => limit !== '' && (zone.name.includes(limit) || limit.includes(zone.name)),
  );
}

/**
 * The lot number that ends an address or query (lotOfAddress), read as numbers, and the text
 * before it ('남사리 211' → 211 and '남사리').
 */
export function parseLot(
  text: string,
): { text: string; mountain: boolean; main: number; sub: number; rest: string } | null {
  const lot = lotOfAddress(text);
  // A lot number stands on its own after a place name ('210', not the '2' of '2동').
  if (!lot || !/(^|\s)(산\s?)?[\d-]+\s*$/.test(text.trim())) return null;
  const mountain = lot.startsWith('산 ');
  const [main = 0, sub = 0] = lot.replace('산 ', '').split('-').map(Number);
  // The lookbehind starts the lot at the first of its digits only, so a long run of digits is
  // read once instead of once from each of its digits.
  const rest = text
    .trim()
    .replace(/(산\s?)?(?<![\d-])[\d-]+\s*$/, '')
    .trim();
  return { text: lot, mountain, main, sub, rest };
}

/** A parcel-number query for a PNU (its lot, e.g. "산 12-3"), used to find its address. */
export function lotQuery(pnu: string, boundary: ProviderResult<ParcelBoundary>): string {
  if (boundary.status === 'ok' && boundary.value.jibun) {
    const lot = lotOfAddress(boundary.value.jibun.replace(/\s*[가-힣]+$/, ''));
    if (lot) return lot;
  }
  const bun = Number(pnu.slice(11, 15));
  const ji = Number(pnu.slice(15, 19));
  return `${pnu[10] === '2' ? '산 ' : ''}${bun}${ji ? `-${ji}` : ''}`;
}
