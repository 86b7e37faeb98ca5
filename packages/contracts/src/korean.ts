/**
 * Korean particles chosen by the sound the word before them ends with, the way a reader says it:
 * 을/를, 이/가, 은/는, 과/와 follow a final consonant (받침) or a vowel; 으로/로 takes 로 after a
 * vowel and after ㄹ too (서울로, 1일로), 으로 after any other final consonant (평으로). Numbers,
 * Latin letters and unit symbols count as they are read aloud: 722293 "… 이백구십삼" → 을,
 * 1.5 "일 점 오" → 를, 3,000 "삼천" → 을, 20 "이십" → 을, kW "킬로와트" → 를.
 * (표준국어대사전, 조사 '을'·'으로' 항목; 한글 맞춤법 제4장.)
 */

export type ParticlePair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로' | '이에요/예요';

/** What the word ends with for the particle: no 받침, ㄹ, or another 받침. */
type Ending = 'vowel' | 'rieul' | 'consonant';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Index of ㄹ among the 28 final consonants (0 = none) of a precomposed syllable. */
const FINAL_RIEUL = 8;

/** How each digit is read on its own (영 일 이 삼 사 오 육 칠 팔 구). */
const DIGIT_ENDINGS: readonly Ending[] = [
  'consonant', // 영
  'rieul', // 일
  'vowel', // 이
  'consonant', // 삼
  'vowel', // 사
  'vowel', // 오
  'consonant', // 육
  'rieul', // 칠
  'rieul', // 팔
  'vowel', // 구
];

/**
 * A round integer ends with its last place unit: 십, 백, 천, 만 (up to 천만), 억 (up to 천억) all
 * end in a consonant; only 조 (twelve zeros and more) ends in a vowel.
 */
function placeEnding(trailingZeros: number): Ending {
  return trailingZeros >= 12 ? 'vowel' : 'consonant';
}

/** English letter names as Koreans read them (에이, 비, 씨 … 엘, 엠, 엔, 알 …). */
const LETTER_ENDINGS: Record<string, Ending> = {
  l: 'rieul', // 엘
  m: 'consonant', // 엠
  n: 'consonant', // 엔
  r: 'rieul', // 알
};

/** Units and symbols read as words: 킬로와트, 제곱미터, 퍼센트, 원. */
const SYMBOL_ENDINGS: Record<string, Ending> = {
  '㎡': 'vowel', // 제곱미터
  '%': 'vowel', // 퍼센트
  '℃': 'vowel', // 도
  '°': 'vowel', // 도
  '₩': 'consonant', // 원
};

/** Units spelled in Latin letters that are read as one word, not letter by letter. */
const UNIT_ENDINGS: readonly [RegExp, Ending][] = [
  [/\d\s*(k|M|G)?Wh?$/, 'vowel'], // 킬로와트(시), 메가와트
  [/\d\s*(k|c|m)?m2?$/, 'vowel'], // 킬로미터, 센티미터, 밀리미터, 미터, 제곱미터
];

/** Brackets, quotes and spaces at the end do not change what the reader says last. */
const TRAILING_IGNORED = /[\s)\]}'"’”」』>]+$/u;

function numberEnding(numeral: string): Ending {
  const digits = numeral.replace(/,/g, '');
  const [integerPart = '', fractionPart] = digits.split('.');
  // "1.5" is read "일 점 오": the last digit of the fraction is said on its own.
  if (fractionPart !== undefined && fractionPart.length > 0) {
    return DIGIT_ENDINGS[Number(fractionPart.at(-1))] ?? 'consonant';
  }
  if (/^0+$/.test(integerPart)) return DIGIT_ENDINGS[0] ?? 'consonant';
  const trailingZeros = integerPart.length - integerPart.replace(/0+$/, '').length;
  if (trailingZeros === 0) return DIGIT_ENDINGS[Number(integerPart.at(-1))] ?? 'consonant';
  return placeEnding(trailingZeros);
}

function endingOf(word: string): Ending {
  const text = word.replace(TRAILING_IGNORED, '');
  const last = text.at(-1);
  if (last === undefined) return 'vowel';
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const final = (code - HANGUL_FIRST) % 28;
    if (final === 0) return 'vowel';
    return final === FINAL_RIEUL ? 'rieul' : 'consonant';
  }
  for (const [pattern, ending] of UNIT_ENDINGS) if (pattern.test(text)) return ending;
  const numeral = /\d[\d,]*(\.\d+)?$/.exec(text);
  if (numeral) return numberEnding(numeral[0]);
  const symbol = SYMBOL_ENDINGS[last];
  if (symbol) return symbol;
  if (/[A-Za-z]/.test(last)) return LETTER_ENDINGS[last.toLowerCase()] ?? 'vowel';
  return 'vowel';
}

/** The particle of `pair` that follows `word`: particle('인증번호 722293', '을/를') is '을'. */
export function particle(word: string, pair: ParticlePair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const ending = endingOf(word);
  if (pair === '으로/로') return ending === 'consonant' ? afterConsonant : afterVowel;
  return ending === 'vowel' ? afterVowel : afterConsonant;
}

/** The word followed by its particle: withParticle('363평', '으로/로') is '363평으로'. */
export function withParticle(word: string, pair: ParticlePair): string {
  return `${word}${particle(word, pair)}`;
}
