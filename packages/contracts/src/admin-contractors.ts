import { z } from 'zod';
import { contractorBizInfoSchema } from './content.js';
import { dbIdSchema } from './identity.js';
import {
  PARTNER_ACCOUNT_STATUSES,
  type PartnerAccountStatus,
  SERVICE_REGION_CODES,
} from './partner.js';
import {
  CONTRACTOR_FACTS,
  CONTRACTOR_FIGURES,
  CONTRACTOR_SECTIONS,
  contractorFactSchema,
  contractorSectionsSchema,
  partnerDocumentSchema,
} from './vetting.js';

/**
 * Contractor accounts in the operator console (`/api/admin/contractors/*`): the list, the detail an
 * operator reads before approving (documents, 전기공사업 등록번호, the figures owners read), and
 * the decisions.
 */

/** The contractor console's account states; each console names them in its own words. */
export const CONTRACTOR_ACCOUNT_STATUSES = PARTNER_ACCOUNT_STATUSES;
export type ContractorAccountStatus = PartnerAccountStatus;
export const CONTRACTOR_STATUS_LABELS: Record<ContractorAccountStatus, string> = {
  pending: '승인 대기',
  approved: '승인',
  rejected: '반려',
  suspended: '정지',
};
export const adminContractorQuerySchema = z.object({
  status: z.enum(CONTRACTOR_ACCOUNT_STATUSES).optional(),
});
export const adminContractorSchema = z.object({
  contractorId: z.number().int(),
  comName: z.string(),
  userId: z.string(),
  representative: z.string(),
  businessNumber: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(CONTRACTOR_ACCOUNT_STATUSES),
  createdAt: z.string(),
  /** 전기공사업 등록번호 (null for accounts made before it was asked). */
  licenceNumber: z.string().nullable(),
  /** Whether both vetting documents are in: approval waits on them. */
  documentsComplete: z.boolean(),
});
export type AdminContractor = z.infer<typeof adminContractorSchema>;
export const adminContractorListSchema = z.object({ data: z.array(adminContractorSchema) });
export const adminContractorStatusAnswerSchema = z.object({
  contractorId: z.number().int(),
  status: z.enum(CONTRACTOR_ACCOUNT_STATUSES),
  withdrawn: z.number().int(),
});

/** What an operator reads before deciding: the account, its documents and its business info. */
export const adminContractorDetailSchema = z.object({
  account: adminContractorSchema,
  documents: z.array(partnerDocumentSchema),
  profile: contractorBizInfoSchema.omit({ reviews: true }).extend({
    regions: z.array(z.enum(SERVICE_REGION_CODES)),
  }),
});
export type AdminContractorDetail = z.infer<typeof adminContractorDetailSchema>;

/** An operator marks a figure as checked against the documents, or takes the mark back. */
export const adminFigureCheckBodySchema = z.object({ verified: z.boolean() }).strict();
export const adminFigureParamsSchema = z.object({
  id: dbIdSchema,
  figure: z.enum(CONTRACTOR_FIGURES),
});
export const adminFigureCheckAnswerSchema = z.object({
  verifiedFigures: z.array(z.enum(CONTRACTOR_FIGURES)),
});

/**
 * An operator checks a registration fact (CONTRACTOR_FACTS) against the uploaded documents, or
 * takes the check back. A check needs both documents and a value; it holds the value it saw.
 */
export const adminFactParamsSchema = z.object({
  id: dbIdSchema,
  fact: z.enum(CONTRACTOR_FACTS),
});
export const adminFactCheckAnswerSchema = z.object({ facts: z.array(contractorFactSchema) });

/**
 * An operator checks a profile section (CONTRACTOR_SECTIONS: 하자이행보증, 준공 실적) as a whole, or
 * takes the check back. A check needs the section filled in; it holds the section as it saw it.
 */
export const adminSectionParamsSchema = z.object({
  id: dbIdSchema,
  section: z.enum(CONTRACTOR_SECTIONS),
});
export const adminSectionCheckAnswerSchema = z.object({ sections: contractorSectionsSchema });
