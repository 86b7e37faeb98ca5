import { sidoName, sidoOfPnu } from '@haetbit/contracts';
import { SIDO_SHORT } from './sido.js';

/**
 * What one party typed, made fit to appear inside the platform's own messages (SMS, e-mail, lead
 * lists, public reviews): names lose line breaks and anything that reads as a link, and regions
 * come from the parcel's pnu, with finer area names kept only when they are Korean administrative
 * names of the pnu's 시도. Nobody can make the platform's number or address say "visit this URL".
 */

/** Links in any spelling a phone turns into a tap: schemes, www., bare domains. */
const LINK_PATTERNS: RegExp[] = [
  /[a-z][a-z0-9+.-]*:\/\/\S*/gi,
  /\bwww\.\S*/gi,
  /\b[a-z0-9][a-z0-9-]*(?:\s*[.。．]\s*[a-z0-9-]+)*\s*[.。．]\s*[a-z]{2,}\b(?:\/\S*)?/gi,
];

/**
 * A name (a contractor's comName) as a platform message may quote it: one line, no links, no
 * control characters, at most `max` characters.
 */
export function plainName(text: string, max = 40): string {
  let plain = text.normalize('NFKC').replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ');
  for (const pattern of LINK_PATTERNS) plain = plain.replace(pattern, ' ');
  plain = plain.replace(/\s+/g, ' ').trim();
  return [...plain].slice(0, max).join('').trim();
}

/** A phone number as a platform message may quote it: digits and dashes only. */
export function plainPhone(phone: string): string {
  return phone.replace(/[^\d-]/g, '').slice(0, 20);
}

const SIGUNGU_WORD = /^[가-힣]{1,10}[시군구]$/;
const EMD_WORD = /^[가-힣0-9]{1,12}[읍면동가]$/;
const RI_WORD = /^[가-힣0-9]{1,12}리$/;
const LOT_WORD = /^\d{1,5}(?:-\d{1,5})?$/;

/** The words of an address that can be trusted for the parcel of `pnu`, with its lot number. */
function vettedWords(
  pnu: string,
  address: string,
): { area: string[]; ri: string | null; lot: string | null } {
  const code = sidoOfPnu(pnu);
  const short = code ? sidoName(code) : '';
  const words = address.normalize('NFKC').trim().split(/\s+/);
  const first = words[0] ?? '';
  // The address' own 시도 word when it is a 시도 name and the pnu's; else the pnu's short name.
  const sidoMatches = (SIDO_SHORT[first] ?? first) === short && short !== '';
  const area = [sidoMatches ? first : short].filter(Boolean);
  if (!sidoMatches) return { area, ri: null, lot: null };
  let index = 1;
  for (let count = 0; count < 2 && SIGUNGU_WORD.test(words[index] ?? ''); count += 1) {
    area.push(words[index]!);
    index += 1;
  }
  if (EMD_WORD.test(words[index] ?? '')) {
    area.push(words[index]!);
    index += 1;
  }
  let ri: string | null = null;
  if (RI_WORD.test(words[index] ?? '')) {
    ri = words[index]!;
    index += 1;
  }
  let lot: string | null = null;
  if (words[index] === '산' && LOT_WORD.test(words[index + 1] ?? ''))
    lot = `산 ${words[index + 1]}`;
  else if (LOT_WORD.test(words[index] ?? '')) lot = words[index]!;
  return { area, ri, lot };
}

/**
 * The 시도 (as the address names it, checked against the pnu), 시군구 and 읍면동 of a parcel, no
 * lot: what a contractor sees of a lead before it is shortlisted.
 */
export function parcelArea(pnu: string, address: string): string {
  return vettedWords(pnu, address).area.join(' ');
}

/** The same with the 시도 in its short form ('경남 산청군 단성면'), as texts to contractors name it. */
export function parcelRegion(pnu: string, address: string): string {
  const [sido, ...rest] = vettedWords(pnu, address).area;
  return [SIDO_SHORT[sido ?? ''] ?? sido, ...rest].filter(Boolean).join(' ');
}

/** 시도 (short) and 시군구 only, as a public review shows it ('경남 산청군'). */
export function parcelReviewRegion(pnu: string, address: string): string {
  const [sido, ...rest] = vettedWords(pnu, address).area;
  const sigungu = rest.filter((word) => SIGUNGU_WORD.test(word)).slice(0, 1);
  return [SIDO_SHORT[sido ?? ''] ?? sido, ...sigungu].filter(Boolean).join(' ');
}

/**
 * The full lot address as the owner's own messages quote it: the vetted area, 리 and lot number,
 * nothing else the owner typed.
 */
export function parcelAddress(pnu: string, address: string): string {
  const { area, ri, lot } = vettedWords(pnu, address);
  return [...area, ri, lot].filter(Boolean).join(' ');
}
