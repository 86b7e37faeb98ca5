import { sidoName, sidoOfPnu } from '@haetbit/contracts';
import { SIDO_SHORT } from './sido.js';

/**
 * What one party typed, made fit to appear inside the platform's own messages (SMS, e-mail, lead
 * lists, public reviews): names lose line breaks and anything that reads as a link, and regions
 * come from the parcel's pnu, with finer area names kept only when they are Korean administrative
 * names of the pnu's 시도. Nobody can make the platform's number or address say "visit this URL".
 */

/** Characters of a domain label in any script: letters, digits, `-` and `_`. */
const LABEL_CHAR = /[\p{L}\p{N}_-]/u;
const LATIN_WORD = /^[a-z]{2,}$/i;
const STARTS_WITH_TWO_LETTERS = /^\p{L}{2}/u;
const IP_PART = /^\d{1,3}$/;
/** Schemes a phone turns into a tap without `//`. */
const BARE_SCHEMES = new Set(['mailto', 'tel', 'sms', 'javascript', 'data', 'intent', 'market']);

const isLabelChar = (char: string | undefined): boolean =>
  char !== undefined && LABEL_CHAR.test(char);
const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/.test(char);

/** The end of the link-ish tail after a host: `:port`, `/path`, `?query`, up to white space. */
function tailEnd(text: string, at: number): number {
  if (text[at] !== ':' && text[at] !== '/' && text[at] !== '?') return at;
  let end = at;
  while (end < text.length && !isSpace(text[end])) end += 1;
  return end;
}

/**
 * The spans of `text` a phone or mail client would turn into a link: a scheme (`https://…`,
 * `tel:…`), a host whose last label reads as a top-level domain in any script (`example.com`,
 * `햇빛매칭고객센터.kr`, `상담.한국`, also spaced as `example . com` when the domain is Latin), and
 * a bare IPv4 address (`203.0.113.7:8080/x`). A scan, not a pattern: each character is visited a
 * bounded number of times, so no text is slow to check.
 */
function linkSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let at = 0;
  while (at < text.length) {
    if (!isLabelChar(text[at])) {
      at += 1;
      continue;
    }
    const start = at;
    const labels: { text: string; spaced: boolean }[] = [];
    let end = at;
    while (end < text.length && isLabelChar(text[end])) end += 1;
    labels.push({ text: text.slice(start, end), spaced: false });
    const first = labels[0]!.text.toLowerCase();
    if (text.startsWith('://', end) || (text[end] === ':' && BARE_SCHEMES.has(first))) {
      let stop = end;
      while (stop < text.length && !isSpace(text[stop])) stop += 1;
      spans.push([start, stop]);
      at = stop;
      continue;
    }
    let linkEnd = -1;
    for (;;) {
      let dot = end;
      while (isSpace(text[dot])) dot += 1;
      if (text[dot] !== '.') break;
      let next = dot + 1;
      while (isSpace(text[next])) next += 1;
      if (!isLabelChar(text[next])) break;
      let nextEnd = next;
      while (nextEnd < text.length && isLabelChar(text[nextEnd])) nextEnd += 1;
      const label = text.slice(next, nextEnd);
      const spaced = dot > end || next > dot + 1;
      labels.push({ text: label, spaced });
      end = nextEnd;
      const topLevel = spaced ? LATIN_WORD.test(label) : STARTS_WITH_TWO_LETTERS.test(label);
      if (topLevel || (!spaced && first === 'www')) linkEnd = end;
    }
    const ipv4 =
      labels.length === 4 && labels.every((label) => !label.spaced && IP_PART.test(label.text));
    if (ipv4) linkEnd = end;
    if (linkEnd >= 0) {
      const stop = tailEnd(text, linkEnd);
      spans.push([start, stop]);
      at = stop;
    } else {
      at = end;
    }
  }
  return spans;
}

/**
 * What one party typed, without anything that reads as a link (see linkSpans), each link replaced
 * by a space. The one filter of every text the platform speaks (texts, e-mails, lead lists, public
 * reviews, message threads): a contractor named `햇빛매칭고객센터.kr 환불안내` is quoted as
 * `환불안내`.
 */
export function withoutLinks(text: string): string {
  const plain = text.normalize('NFKC').replace(/[。｡]/g, '.');
  let kept = '';
  let from = 0;
  for (const [start, end] of linkSpans(plain)) {
    kept += `${plain.slice(from, start)} `;
    from = end;
  }
  return kept + plain.slice(from);
}

/**
 * A name (a contractor's comName) as a platform message may quote it: one line, no links, no
 * control characters, at most `max` characters.
 */
export function plainName(text: string, max = 40): string {
  let plain = text.normalize('NFKC').replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ');
  plain = withoutLinks(plain).replace(/\s+/g, ' ').trim();
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

/**
 * Korean phone numbers as people type them: mobile (010-1234-5678, 01012345678, +82 10 1234 5678,
 * 010.1234.5678) and area or internet numbers (02-123-4567, 031 1234 5678, 070-1234-5678).
 */
const PHONE_NUMBER =
  /(?<![\d+])(?:(?:\+|00)82[\s.-]*\(?0?|\(?0)(?:1[016789]|2|[3-6][1-5]|70|50\d)\)?[\s.-]*\d{3,4}[\s.-]*\d{4}(?!\d)/g;

/** The words a taken-out phone number leaves in a message. */
export const PHONE_HIDDEN_MARK = '(연락처 비공개)';

/**
 * A message of the conversation before the choice (issue 33) as it is delivered: one party's text
 * without control characters (line breaks kept), without links (withoutLinks) and without phone
 * numbers, which both sides receive only when the owner confirms the contractor (CMC).
 */
export function threadText(text: string): {
  body: string;
  linkRemoved: boolean;
  contactHidden: boolean;
} {
  const plain = text
    .normalize('NFKC')
    .replace(/[。｡]/g, '.')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n]|\p{Cf}/gu, '');
  const unlinked = withoutLinks(plain);
  const hidden = unlinked.replace(PHONE_NUMBER, PHONE_HIDDEN_MARK);
  return {
    body: hidden
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    linkRemoved: unlinked !== plain,
    contactHidden: hidden !== unlinked,
  };
}
