import { z } from 'zod';

/* What the land calls accept (spec sections 3 and 7): PNU, 시도, year, address, lot, search page. */

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

/** 시도 codes of the 법정동코드 (first two digits of a PNU), old 강원 42 / 전북 45 included. */
export const SIDO_CODES = [
  '11',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '36',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '50',
  '51',
  '52',
] as const;
export type SidoCode = (typeof SIDO_CODES)[number];

/**
 * PNU: 법정동코드 10 + 필지구분 1 (1 일반, 2 산) + 본번 4 + 부번 4. The variant with digit 11 = 3
 * exists only inside the land-characteristics fallback, never as input.
 */
export const PNU_PATTERN = /^\d{10}[12]\d{8}$/;

export const pnuSchema = z
  .string()
  .regex(PNU_PATTERN, 'PNU는 19자리 숫자여야 합니다.')
  .refine((value) => (SIDO_CODES as readonly string[]).includes(value.slice(0, 2)), {
    message: '존재하지 않는 시도 코드입니다.',
  });

export const sidoCodeSchema = z
  .string()
  .regex(/^\d{2}$/)
  .refine((value) => (SIDO_CODES as readonly string[]).includes(value), {
    message: '존재하지 않는 시도 코드입니다.',
  });

export const MIN_DATA_YEAR = 1990;
export const MAX_DATA_YEAR = 2100;
export const yearParamSchema = z
  .string()
  .regex(/^\d{4}$/, '연도는 4자리 숫자여야 합니다.')
  .transform(Number)
  .refine(
    (year) => year >= MIN_DATA_YEAR && year <= MAX_DATA_YEAR,
    '연도 범위가 올바르지 않습니다.',
  );

/**
 * Address text: Hangul (syllables and jamo, for 초성 search), Latin letters, digits, spaces and
 * the punctuation addresses use. Quotes, semicolons, angle brackets, `=` and `%` are refused.
 */
export const ADDRESS_TEXT_PATTERN = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9 \-.,()·]+$/;
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
export const searchQuerySchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(SEARCH_QUERY_MIN, '검색어는 2자 이상이어야 합니다.')
      .max(SEARCH_QUERY_MAX, '검색어는 100자 이하여야 합니다.')
      .regex(ADDRESS_TEXT_PATTERN, '검색어에 사용할 수 없는 문자가 있습니다.'),
  );

export const addressParamSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(2).max(200).regex(ADDRESS_TEXT_PATTERN, '주소 형식이 올바르지 않습니다.'));

/** Lot number as KEPCO and the cadastre write it: "12", "12-3", "산 12-3". */
export const JIBUN_PATTERN = /^(산 ?)?\d{1,4}(-\d{1,4})?$/;
export const jibunParamSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().regex(JIBUN_PATTERN, '지번 형식이 올바르지 않습니다.'));

/** 시군구 name ("함양군") or 시도 + 시군구 ("경남 함양군"). */
export const ordinanceAreaSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(2)
      .max(30)
      .regex(/^[가-힣]{1,12}( [가-힣]{1,12}){0,2}$/, '지역명 형식이 올바르지 않습니다.'),
  );

export const searchPageSchema = z.object({
  page: z.number().int().min(1).max(50).default(1),
  size: z.number().int().min(1).max(30).default(10),
});
/** Optional body of the search calls (`{}` or nothing means page 1, 10 items). */
export const searchBodySchema = searchPageSchema.partial().strict().nullish();

/** Optional body of the KEPCO calls: the PNU when the client already knows it. */
export const kepcoBodySchema = z.object({ pnu: pnuSchema.optional() }).strict().nullish();
