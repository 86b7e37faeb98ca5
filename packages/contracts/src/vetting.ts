import { z } from 'zod';
import { formatBusinessNumber } from './business-number.js';
import { formatKstDate, kstClock } from './dates.js';

/**
 * Vetting of contractors (issue 19): the documents a contractor hands in at signup, and which of
 * the figures owners read an operator has checked. Decision 015 gives the rules.
 */

/** The two documents an operator needs before approving a contractor. */
export const PARTNER_DOCUMENT_KINDS = ['businessRegistration', 'licence'] as const;
export type PartnerDocumentKind = (typeof PARTNER_DOCUMENT_KINDS)[number];
export const PARTNER_DOCUMENT_LABELS: Record<PartnerDocumentKind, string> = {
  businessRegistration: '사업자등록증',
  licence: '전기공사업 등록증',
};
/** A scan or a PDF of one document: up to 10 MB, PDF, PNG or JPEG (told by the bytes). */
export const PARTNER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PARTNER_DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg';
/** What the operator console shows for an account without both documents. */
export const DOCUMENTS_MISSING_LABEL = '서류 미제출';

export const partnerDocumentKindSchema = z.enum(PARTNER_DOCUMENT_KINDS);
/** A stored document as its contractor and the operators see it; the bytes have their own call. */
export const partnerDocumentSchema = z.object({
  kind: partnerDocumentKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type PartnerDocument = z.infer<typeof partnerDocumentSchema>;
export const partnerDocumentParamsSchema = z.object({ kind: partnerDocumentKindSchema });

/**
 * The figures of the business info popup that the contractor types itself (spec section 3). Each
 * reads '자체 기재' to owners until an operator marks it checked ('확인됨').
 */
export const CONTRACTOR_FIGURES = [
  'constructionCapacity',
  'constructionCnt',
  'constructionPerformance',
  'constructionCareer',
  'capital',
  'nationwideRank',
  'localRank',
] as const;
export type ContractorFigure = (typeof CONTRACTOR_FIGURES)[number];
export const CONTRACTOR_FIGURE_LABELS: Record<ContractorFigure, string> = {
  constructionCapacity: '시공 용량',
  constructionCnt: '시공 건수',
  constructionPerformance: '시공 실적',
  constructionCareer: '시공 경력',
  capital: '자본금',
  nationwideRank: '전국 순위',
  localRank: '지역 순위',
};
export const FIGURE_MARKS = { selfDeclared: '자체 기재', verified: '확인됨' } as const;

export const contractorFigureSchema = z.enum(CONTRACTOR_FIGURES);

/** An operator's check of one figure, and when it was made. */
export const figureCheckSchema = z.object({
  figure: contractorFigureSchema,
  checkedAt: z.string(),
});

/**
 * The facts owners look for before trusting a contractor (issue 33): the registration numbers, the
 * representative, the seat and the founding year. The first three come from the signup, the last
 * two from the contractor's profile. Each reads '자체 기재' until an operator checked it against the
 * documents; a check holds the value it saw, so a changed value is self-declared again.
 */
export const CONTRACTOR_FACTS = [
  'businessNumber',
  'licenceNumber',
  'representative',
  'address',
  'foundedYear',
] as const;
export type ContractorFact = (typeof CONTRACTOR_FACTS)[number];
export const CONTRACTOR_FACT_LABELS: Record<ContractorFact, string> = {
  businessNumber: '사업자등록번호',
  licenceNumber: '전기공사업 등록번호',
  representative: '대표자',
  address: '소재지',
  foundedYear: '설립연도',
};
export const contractorFactKeySchema = z.enum(CONTRACTOR_FACTS);

/** A fact as owners read it: its value as stored and when an operator checked it, if one did. */
export const contractorFactSchema = z.object({
  fact: contractorFactKeySchema,
  value: z.string(),
  checkedAt: z.string().nullable(),
});
export type ContractorFactEntry = z.infer<typeof contractorFactSchema>;

/** Whole years since the founding year, in Korea's calendar ('업력'); never negative. */
export function yearsInBusiness(foundedYear: number, now: Date | string | number): number {
  return Math.max(0, kstClock(now).getUTCFullYear() - foundedYear);
}

/** A fact's value as every screen writes it: '220-81-12341', '2012년 (업력 14년)'. */
export function factText(entry: Pick<ContractorFactEntry, 'fact' | 'value'>, now: Date): string {
  if (entry.fact === 'businessNumber') return formatBusinessNumber(entry.value);
  if (entry.fact === 'foundedYear') {
    const year = Number(entry.value);
    return Number.isInteger(year)
      ? `${year}년 (업력 ${yearsInBusiness(year, now)}년)`
      : entry.value;
  }
  return entry.value;
}

/** The mark beside a fact or figure: '운영팀 확인 · 2026.11.28' or '자체 기재'. */
export function checkMark(checkedAt: string | null): string {
  return checkedAt ? `운영팀 확인 · ${formatKstDate(checkedAt)}` : FIGURE_MARKS.selfDeclared;
}

/** The founding year a profile may carry: from 1900 to this year's end (checked by the server). */
export const FOUNDED_YEAR_MIN = 1900;

/**
 * The profile sections owners weigh beside the registration facts (issue 33): the 하자이행보증 the
 * contractor carries and its finished plants (준공 실적). An operator checks each section as a whole;
 * the check holds the section as it saw it, so any later change reads '자체 기재' again.
 */
export const CONTRACTOR_SECTIONS = ['warranty', 'plants'] as const;
export type ContractorSection = (typeof CONTRACTOR_SECTIONS)[number];
export const CONTRACTOR_SECTION_LABELS: Record<ContractorSection, string> = {
  warranty: '하자이행보증',
  plants: '준공 실적',
};
/** The most finished plants a profile lists. */
export const FINISHED_PLANTS_MAX = 10;
/** The most photos (준공 사진) one finished plant carries. */
export const PLANT_PHOTOS_MAX = 3;
/**
 * The most plant photos a contractor holds at once, saved in its plants or uploaded and not saved
 * yet: every photo the plants can name, and room for a few replaced before the save. Saving the
 * plants deletes the photos they no longer name.
 */
export const PLANT_PHOTOS_HELD_MAX = FINISHED_PLANTS_MAX * PLANT_PHOTOS_MAX + 10;

/** 하자이행보증: the issuing body, the years it runs (1 to 20) and the bond's number if given. */
export const warrantyBondSchema = z
  .object({
    issuer: z.string().trim().min(1, '보증 기관을 입력해 주세요.').max(50),
    years: z
      .number()
      .int()
      .min(1, '보증 기간은 1년에서 20년 사이로 입력해 주세요.')
      .max(20, '보증 기간은 1년에서 20년 사이로 입력해 주세요.'),
    bondNumber: z.string().trim().max(40).nullable(),
  })
  .strict();
export type WarrantyBond = z.infer<typeof warrantyBondSchema>;

/** One finished plant: its size, the year it was finished and its 시·도 and 시·군·구. */
export const finishedPlantSchema = z
  .object({
    sizeKw: z
      .number()
      .positive('설비 용량은 0보다 커야 합니다.')
      .max(100_000, '설비 용량을 확인해 주세요.'),
    year: z
      .number()
      .int()
      .min(FOUNDED_YEAR_MIN, '준공 연도를 확인해 주세요.')
      .max(2100, '준공 연도를 확인해 주세요.'),
    sido: z.string().trim().min(1, '시·도를 입력해 주세요.').max(20),
    sigungu: z.string().trim().min(1, '시·군을 입력해 주세요.').max(30),
    /**
     * 준공 사진: ids of photos the same contractor uploaded for its plants (the plant-photo upload);
     * any other file id is refused. Left out, none.
     */
    photoFileIds: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
      .max(PLANT_PHOTOS_MAX, `준공 사진은 한 건에 ${PLANT_PHOTOS_MAX}장까지 올릴 수 있습니다.`)
      .default([]),
  })
  .strict();
export type FinishedPlant = z.infer<typeof finishedPlantSchema>;

/** The sections as owners and operators read them, each with the date an operator checked it. */
export const contractorSectionsSchema = z.object({
  warranty: z.object({ bond: warrantyBondSchema.nullable(), checkedAt: z.string().nullable() }),
  plants: z.object({
    entries: z.array(finishedPlantSchema),
    checkedAt: z.string().nullable(),
  }),
});
export type ContractorSections = z.infer<typeof contractorSectionsSchema>;

/** A stored plant photo, as its upload answers. */
export const plantPhotoAnswerSchema = z.object({ fileId: z.string() });
export type PlantPhotoAnswer = z.infer<typeof plantPhotoAnswerSchema>;
