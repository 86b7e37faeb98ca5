import type {
  CreateReviewBody,
  InstallReview,
  InstallType,
  MatchReview,
  MatchReviewCst,
  ReviewDetail,
} from '@haetbit/contracts';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { toMatchReq, type MatchingService } from '../matching/service.js';
import { createReviewsRepo, type MatchReviewRow } from './repo.js';
import { parcelReviewRegion, plainName } from '../../lib/vetted-text.js';

export interface ReviewsServiceDeps {
  db: Db;
  clock: Clock;
  matching: Pick<MatchingService, 'requireOwnedRow' | 'finalContractors'>;
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
    id: row.id,
    matchReqId: row.matchReqId,
    score: row.score,
    contents: row.contents,
    title: row.title,
    fileId: row.fileId,
    // Reviews carry no attachment yet; the field is kept for the spec's shape.
    fileName: null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Reviews of completed matchings (spec sections 3, 4, 5 and 7): the owner reviews the platform and
 * the contractors confirmed at SP2, once per request; the public review list shows them first.
 */
export function createReviewsService(deps: ReviewsServiceDeps) {
  const repo = createReviewsRepo(deps.db);

  return {
    /** The device's reviews, newest first. */
    list(deviceId: string): Promise<{ id: number; matchReqId: number }[]> {
      return repo.listByDevice(deviceId);
    },

    /** The owner's request with its review (or null) and the contractors that may be reviewed. */
    async detail(deviceId: string, matchReqId: number): Promise<ReviewDetail> {
      const row = await deps.matching.requireOwnedRow(deviceId, matchReqId);
      const review = await repo.findByMatchReq(row.id);
      const companies: MatchReviewCst[] = review
        ? (await repo.listCompanyReviews(review.id)).map((company) => ({
            ccId: company.contractorId,
            comName: company.comName,
            score: company.score,
            contents: company.contents,
          }))
        : [];
      return {
        matchReq: toMatchReq(row),
        matchReview: review ? toMatchReview(review) : null,
        matchPropose2: await deps.matching.finalContractors(row.id),
        matchReviewCst: companies,
      };
    },

    async exists(deviceId: string, matchReqId: number): Promise<boolean> {
      const row = await deps.matching.requireOwnedRow(deviceId, matchReqId);
      return (await repo.findByMatchReq(row.id)) !== undefined;
    },

    /**
     * Writes the review (spec section 4, Review): only for a completed matching (CMC), only once,
     * only of the request's final contractors, whose names come from the contractor records.
     */
    async create(deviceId: string, input: CreateReviewBody): Promise<{ id: number }> {
      const row = await deps.matching.requireOwnedRow(deviceId, input.matchReqId);
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
              installType: row.installType === 'R' ? 'R' : 'L',
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

    /**
     * The public review list (home slider, profit result): customers' reviews first, newest
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
