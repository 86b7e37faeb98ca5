import { sql } from 'drizzle-orm';
import { FINAL_MATCH_STATUS_SQL } from '../../db/literals.js';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LeadFacts } from '@haetbit/contracts';
import { columns, timestampTz } from '../../db/columns.js';

/**
 * A request to recruit contractors for an analysis (spec section 3, DESIGN section 5). The row is
 * also the match status: `matchStatusId` equals the request id (docs/decisions/007). Period lengths
 * and limits are copied from the match options when the request is made, so an option change
 * applies to new requests only. `dueAt` is when the current state's period ends (null when the
 * lifecycle is over); the sweeper claims rows by it.
 */
export const matchReq = pgTable(
  'match_req',
  {
    id: columns.id(),
    matchAnalysisId: integer('match_analysis_id').notNull(),
    deviceId: columns.deviceId(),
    address: text('address').notNull(),
    pnu: text('pnu').notNull(),
    installType: text('install_type').notNull(),
    systemSizeKw: doublePrecision('system_size_kw').notNull(),
    areaM2: doublePrecision('area_m2').notNull(),
    /**
     * What contractors read of the analysis (its verdicts, and any later fact), kept when the
     * request is made, so a lead is read from this row alone (decision 031).
     */
    leadFacts: jsonb('lead_facts').$type<LeadFacts>().notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    memo: text('memo').notNull(),
    /**
     * The separate consent to provide personal information to contractors (THIRD_PARTY_CONSENT):
     * the privacy policy version it was given under, and when. Null on requests made before it.
     */
    thirdPartyConsentVersion: text('third_party_consent_version'),
    thirdPartyConsentAt: timestampTz('third_party_consent_at'),
    status: text('status').notNull(),
    matchCompleteCode: text('match_complete_code'),
    cancelEndStatus: text('cancel_end_status'),
    cancelReason: text('cancel_reason'),
    cancelReasonDetail: text('cancel_reason_detail'),
    reqOrder: integer('req_order').notNull(),
    reqDate: timestampTz('req_date').notNull(),
    propose1StartDate: timestampTz('propose1_start_date').notNull(),
    propose1EndDate: timestampTz('propose1_end_date').notNull(),
    select1StartDate: timestampTz('select1_start_date'),
    select1EndDate: timestampTz('select1_end_date'),
    select1CompleteDate: timestampTz('select1_complete_date'),
    propose2StartDate: timestampTz('propose2_start_date'),
    propose2EndDate: timestampTz('propose2_end_date'),
    select2StartDate: timestampTz('select2_start_date'),
    select2EndDate: timestampTz('select2_end_date'),
    select2CompleteDate: timestampTz('select2_complete_date'),
    select1Days: integer('select1_days').notNull().default(3),
    propose2Days: integer('propose2_days').notNull().default(7),
    select2Days: integer('select2_days').notNull().default(5),
    select1LimitCnt: integer('select1_limit_cnt').notNull(),
    select2LimitCnt: integer('select2_limit_cnt').notNull(),
    maxApplicants: integer('max_applicants').notNull().default(10),
    dueAt: timestampTz('due_at'),
    matchCompleteDate: timestampTz('match_complete_date'),
    createdAt: columns.createdAt(),
    updatedAt: timestampTz('updated_at'),
  },
  (table) => [
    index('match_req_device_idx').on(table.deviceId, table.reqDate),
    index('match_req_pnu_idx').on(table.pnu, table.deviceId),
    // The sweeper's claim: open rows by due time.
    index('match_req_due_idx')
      .on(table.dueAt)
      .where(sql`${table.dueAt} IS NOT NULL`),
    // One open request per analysis: a double submit cannot create two.
    uniqueIndex('match_req_open_uq')
      .on(table.matchAnalysisId)
      .where(sql`${table.status} NOT IN (${FINAL_MATCH_STATUS_SQL})`),
  ],
);

/** One row per applied transition: the lifecycle's audit trail (DESIGN D7, D13). */
export const matchStatusEvent = pgTable(
  'match_status_event',
  {
    id: columns.bigId(),
    matchReqId: columns.matchReqId().notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** The event that caused it (SELECT1, SELECT2, USER_CANCEL, OPERATOR_END, OWNER_WITHDRAW,
     * DEADLINE). */
    event: text('event').notNull(),
    matchCompleteCode: text('match_complete_code'),
    actor: text('actor').notNull(),
    actorId: text('actor_id'),
    /** When it took effect: the deadline for a period end, the request time otherwise. */
    at: timestampTz('at').notNull(),
    recordedAt: timestampTz('recorded_at').notNull(),
  },
  (table) => [index('match_status_event_req_idx').on(table.matchReqId, table.id)],
);

/** A contractor's application to a request during CRG; selected (Y) by the owner in SP1. */
export const matchPropose1 = pgTable(
  'match_propose1',
  {
    id: columns.id(),
    matchReqId: columns.matchReqId().notNull(),
    contractorId: columns.contractorId().notNull(),
    selectStatus: text('select_status').notNull().default('N'),
    appliedAt: timestampTz('applied_at').notNull(),
    selectedAt: timestampTz('selected_at'),
  },
  (table) => [
    uniqueIndex('match_propose1_uq').on(table.matchReqId, table.contractorId),
    index('match_propose1_contractor_idx').on(table.contractorId),
  ],
);

/** A shortlisted contractor's proposal (PSB); confirmed (Y) by the owner in SP2. */
export const matchPropose2 = pgTable(
  'match_propose2',
  {
    id: columns.id(),
    matchReqId: columns.matchReqId().notNull(),
    contractorId: columns.contractorId().notNull(),
    proposalFileId: text('proposal_file_id'),
    submittedAt: timestampTz('submitted_at'),
    selectStatus: text('select_status').notNull().default('N'),
    selectedAt: timestampTz('selected_at'),
    /** When the owner was texted the link to this proposal: once per proposal file. */
    proposalLinkSentAt: timestampTz('proposal_link_sent_at'),
  },
  (table) => [
    uniqueIndex('match_propose2_uq').on(table.matchReqId, table.contractorId),
    index('match_propose2_contractor_idx').on(table.contractorId),
  ],
);
