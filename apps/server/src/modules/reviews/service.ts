import {
  CONTRACTOR_REVIEWS_SHOWN,
  type AdminReviewDecision,
  type AdminReviewItem,
  type ContractorReviewSummary,
  type PartnerReviewList,
  type ReviewKind,
  type ReviewModerationState,
  type CreateReviewBody,
  type InstallReview,
  type InstallType,
  type MatchReview,
  type MatchReviewCst,
  type ReviewDetail,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/errors.js';
import { answerFields } from '../../lib/answer-fields.js';
import type { Clock } from '../../lib/clock.js';
import type { MatchingService } from '../matching/service.js';
import { createReviewsRepo, type MatchReviewRow, type ModerationRow } from './repo.js';
import { parcelReviewRegion, plainName } from '../../lib/vetted-text.js';
import { createReviewsPrivacy } from './privacy.js';

export interface ReviewsServiceDeps {
  db: Db;
  clock: Clock;
  matching: Pick<MatchingService, 'get' | 'facts' | 'finalContractors'>;
  /** The curated sample reviews (content module), newest first, already marked as samples. */
  sampleReviews: (installType: InstallType | undefined, limit: number) => Promise<InstallReview[]>;
  /** Whether sample content is served at all (DESIGN D14: never by default in production). */
  sampleContent: boolean;
}

/** The writer as a public review shows it: the first letter of the name, then '**' ('김**'). */
export function maskWriterName(name: string): string {
  const first = [...name.trim()][0];
  return `${first ?? '고객'}**`;
}

function toMatchReview(row: MatchReviewRow): MatchReview {
  return {
    ...answerFields(row, ['id', 'matchReqId', 'score', 'contents', 'title', 'fileId', 'createdAt']),
    // Reviews carry no attachment yet; the field is kept for the spec's shape.
    fileName: null,
  };
}

const MODERATION_PAGE_SIZE = 20;

const isoOf = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** The queue's row carries the answer's fields (the query names them); its dates become ISO text. */
function toModerationItem(row: ModerationRow): AdminReviewItem {
  return {
    ...row,
    createdAt: isoOf(row.createdAt),
    moderatedAt: row.moderatedAt === null ? null : isoOf(row.moderatedAt),
  };
}

/** A mean score as owners read it: one decimal, or null before any published review. */
const roundedAverage = (average: number | null, count: number) =>
  count === 0 || average === null ? null : Math.round(average * 10) / 10;

/** The change a moderation decision made, written to the operator audit in its transaction. */
export type ModerationAudit = (
  change: {
    before: { state: string; hiddenReason: string | null };
    after: { state: ReviewModerationState; hiddenReason: string | null };
  },
  tx: DbOrTx,
) => Promise<void>;

/**
 * Reviews of completed matchings (spec sections 3, 4, 5 and 7): the owner reviews the platform and
 * the contractors confirmed at SP2, once per request; the public review list shows them first.
 */
export function createReviewsService(deps: ReviewsServiceDeps) {
  const repo = createReviewsRepo(deps.db);

  return {
    /** What the privacy module reads and erases of this module (the policy's 제7조). */
    privacy: createReviewsPrivacy(deps.db),
    /** Recovery on a new phone: the earlier devices' reviews become the new device's. */
    moveToDevice: (matchReqIds: readonly number[], to: string, tx: DbOrTx) =>
      repo.moveToDevice(matchReqIds, to, tx),

    /** The device's reviews, newest first. */
    list(deviceId: string): Promise<{ id: number; matchReqId: number }[]> {
      return repo.listByDevice(deviceId);
    },

    /** The owner's request with its review (or null) and the contractors that may be reviewed. */
    async detail(deviceId: string, matchReqId: number): Promise<ReviewDetail> {
      const matchReq = await deps.matching.get(deviceId, matchReqId);
      const review = await repo.findByMatchReq(matchReq.id);
      const companies: MatchReviewCst[] = review
        ? (await repo.listCompanyReviews(review.id)).map((company) => ({
            ccId: company.contractorId,
            comName: company.comName,
            score: company.score,
            contents: company.contents,
          }))
        : [];
      return {
        matchReq,
        matchReview: review ? toMatchReview(review) : null,
        matchPropose2: await deps.matching.finalContractors(matchReq.id),
        matchReviewCst: companies,
      };
    },

    async exists(deviceId: string, matchReqId: number): Promise<boolean> {
      const matchReq = await deps.matching.get(deviceId, matchReqId);
      return (await repo.findByMatchReq(matchReq.id)) !== undefined;
    },

    /**
     * Writes the review (spec section 4, Review): only for a completed matching (CMC), only once,
     * only of the request's final contractors, whose names come from the contractor records.
     */
    async create(deviceId: string, input: CreateReviewBody): Promise<{ id: number }> {
      const row = await deps.matching.facts(deviceId, input.matchReqId);
      if (row.status !== 'CMC') {
        throw new AppError('REVIEW_NOT_ALLOWED', undefined, { status: row.status });
      }
      if (await repo.findByMatchReq(row.id)) throw new AppError('REVIEW_EXISTS');
      const finals = new Map(
        (await deps.matching.finalContractors(row.id)).map((item) => [item.ccId, item.comName]),
      );
      const companies = input.matchReviews.map((company) => {
        const comName = finals.get(company.ccId);
        if (comName === undefined) throw new AppError('REVIEW_CONTRACTOR_INVALID');
        return {
          contractorId: company.ccId,
          comName,
          score: company.score,
          contents: company.contents,
        };
      });
      const title = input.title && input.title.length > 0 ? input.title : null;
      try {
        const review = await deps.db.transaction((tx) =>
          repo.insert(
            {
              matchReqId: row.id,
              deviceId,
              score: input.score,
              title,
              contents: input.contents,
              createdAt: deps.clock.now(),
              installType: row.installType,
              region: parcelReviewRegion(row.pnu, row.address),
              systemSizeKw: row.systemSizeKw,
              writerName: maskWriterName(row.name),
            },
            companies,
            tx,
          ),
        );
        return { id: review.id };
      } catch (error) {
        // A second submit that passed the check at the same time loses on the unique index.
        if (isUniqueViolation(error)) throw new AppError('REVIEW_EXISTS');
        throw error;
      }
    },

    /** The moderation queue: reviews in one state, oldest first, a page at a time. */
    async moderationQueue(state: ReviewModerationState, page: number) {
      const { rows, total } = await repo.listForModeration(state, {
        limit: MODERATION_PAGE_SIZE,
        offset: (page - 1) * MODERATION_PAGE_SIZE,
      });
      return { data: rows.map(toModerationItem), total, page, pageSize: MODERATION_PAGE_SIZE };
    },

    /**
     * An operator publishes a review or hides it with a reason (issue 19). The row is locked, so
     * two decisions at once apply one after the other; a decision that changes nothing (publishing
     * a published review) writes nothing, and every change is audited in its transaction.
     */
    async moderate(
      kind: ReviewKind,
      id: number,
      decision: AdminReviewDecision,
      operatorLoginId: string,
      audit: ModerationAudit,
    ): Promise<AdminReviewItem> {
      await deps.db.transaction(async (tx) => {
        const row = await repo.lockModeration(kind, id, tx);
        if (!row) throw new AppError('NOT_FOUND');
        const after = {
          state: decision.decision === 'publish' ? ('published' as const) : ('hidden' as const),
          hiddenReason: decision.decision === 'hide' ? decision.reason : null,
        };
        if (row.moderationState === after.state && row.hiddenReason === after.hiddenReason) return;
        await repo.setModeration(
          kind,
          id,
          {
            moderationState: after.state,
            hiddenReason: after.hiddenReason,
            moderatedAt: deps.clock.now(),
            moderatedBy: operatorLoginId,
          },
          tx,
        );
        await audit(
          { before: { state: row.moderationState, hiddenReason: row.hiddenReason }, after },
          tx,
        );
      });
      const item = await repo.findForModeration(kind, id);
      if (!item) throw new AppError('NOT_FOUND');
      return toModerationItem(item);
    },

    /** What owners see of a contractor's reputation: only published contractor reviews. */
    async contractorSummary(contractorId: number): Promise<ContractorReviewSummary> {
      const { count, average, rows } = await repo.contractorPublished(
        contractorId,
        CONTRACTOR_REVIEWS_SHOWN,
      );
      return {
        average: roundedAverage(average, count),
        count,
        recent: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    /** The contractor's own published reviews, newest first (its console). */
    async contractorReviews(contractorId: number): Promise<PartnerReviewList> {
      const { count, average, rows } = await repo.contractorPublished(contractorId, 100);
      return {
        average: roundedAverage(average, count),
        count,
        data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    /**
     * The public review list (home slider, profit result): customers' published reviews first, newest
     * first; then, only where sample content is on, the curated samples, marked as such.
     */
    async installReviews(installType: InstallType | undefined, limit: number) {
      const rows = await repo.listPublished(installType, limit);
      const published: InstallReview[] = rows.map(({ review, comName }) => ({
        id: review.id,
        installType: review.installType === 'R' ? 'R' : 'L',
        region: review.region,
        systemSize: review.systemSizeKw,
        score: review.score,
        title: review.title ?? '',
        contents: review.contents,
        writerName: review.writerName,
        comName,
        createdAt: review.createdAt.toISOString(),
        isSample: false,
      }));
      const room = limit - published.length;
      const shown =
        !deps.sampleContent || room <= 0
          ? published
          : [...published, ...(await deps.sampleReviews(installType, room))];
      // The public list is the platform's page: a contractor's name there is one plain line.
      return shown.map((review) => ({
        ...review,
        comName: review.comName === null ? null : plainName(review.comName),
      }));
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
