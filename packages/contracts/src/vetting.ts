import { z } from 'zod';

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
