const CHOSUNG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;

/** 초성 of each Hangul syllable; other characters unchanged ("금악리" -> "ㄱㅇㄹ"). */
export function toChosung(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out +=
      code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST
        ? CHOSUNG[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)]!
        : char;
  }
  return out;
}

/** True when the query's Hangul letters are all initial consonants (a 초성 query). */
export function isChosungQuery(query: string): boolean {
  return /[ㄱ-ㅎ]/.test(query) && !/[가-힣]/.test(query);
}

/** Lower case, no spaces, "산 12" and "산12" alike. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/**
 * Where `token` occurs in `text` with lot-number boundaries: a token starting with a digit must not
 * continue a number ("12" is not found in "112"), and one ending with a digit must not be followed
 * by another digit. Returns the match position and whether the match stops before a sub-number
 * ("12" in "12-3"), or null.
 */
export function findToken(
  text: string,
  token: string,
): { index: number; partialLot: boolean } | null {
  let from = 0;
  while (from <= text.length) {
    const index = text.indexOf(token, from);
    if (index < 0) return null;
    const before = text[index - 1];
    const after = text[index + token.length];
    const digitStart = /\d/.test(token[0] ?? '');
    const digitEnd = /\d/.test(token.at(-1) ?? '');
    const badBefore = digitStart && before !== undefined && /[\d-]/.test(before);
    const badAfter = digitEnd && after !== undefined && /\d/.test(after);
    if (!badBefore && !badAfter) {
      return { index, partialLot: digitEnd && after === '-' };
    }
    from = index + 1;
  }
  return null;
}

export interface Searchable {
  address: string;
  roadAddress: string | null;
}

/**
 * Match quality of one record for a query (0 = no match). Every space-separated query token must
 * occur in the jibun or the road address; exact and contiguous matches rank higher, a lot number
 * matched in full beats one matched only in its main number, 초성 queries rank lowest.
 */
export function matchScore(record: Searchable, query: string): number {
  const tokens = query.trim().split(/\s+/).filter(Boolean);
  const queryNorm = normalise(query);
  // "산 12-3" is one lot token: join 산 with the number after it.
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token === '산' && tokens[i + 1] && /^\d/.test(tokens[i + 1]!)) {
      joined.push(`산${tokens[i + 1]!}`);
      i += 1;
    } else joined.push(token.toLowerCase());
  }
  let best = 0;
  for (const text of [record.address, record.roadAddress]) {
    if (!text) continue;
    const norm = normalise(text);
    if (norm === queryNorm) return 100;
    let score = scoreTokens(norm, joined);
    if (score === 0 && isChosungQuery(query)) {
      score = scoreTokens(toChosung(norm), joined) > 0 ? 30 : 0;
    }
    best = Math.max(best, score);
  }
  return best;
}

function scoreTokens(norm: string, tokens: string[]): number {
  if (tokens.length === 0) return 0;
  let score = 50;
  let lastIndex = -1;
  for (const token of tokens) {
    const found = findToken(norm, token);
    if (!found) return 0;
    if (found.index > lastIndex) score += 3;
    lastIndex = found.index;
    const isLot = /\d$/.test(token);
    if (isLot) {
      const endsText = found.index + token.length === norm.length;
      score += found.partialLot ? 4 : endsText ? 20 : 8;
      // A lot written without 산 matches a 산 lot, below a general lot.
      if (!token.startsWith('산') && norm[found.index - 1] === '산') score -= 6;
    }
  }
  const contiguous = norm.includes(tokens.join(''));
  if (contiguous) score += 10;
  return Math.min(score, 99);
}
