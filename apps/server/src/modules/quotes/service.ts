import { kstDay, sidoOfPnu } from '@haetbit/contracts';
import type {
  AdminQuoteList,
  FairPrice,
  MatchStatus,
  PartnerQuoteAnswer,
  QuoteComparison,
  QuoteInput,
} from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { ContractorsService } from '../contractors/service.js';
import type { MatchingService } from '../matching/service.js';
import type { PartnerPrincipal } from '../partner/service.js';
import { cellOf, chooseSample, placeInSample, type FairPriceSample } from './fair-price.js';
import { createQuotesRepo } from './repo.js';
import type { MatchQuoteRow } from './tables.js';
import { fairPriceReferenceView, isComplete, quoteView } from './views.js';

export interface QuotesServiceDeps {
  db: Db;
  clock: Clock;
  matching: Pick<
    MatchingService,
    'standing' | 'whileProposalsDue' | 'facts' | 'shortlist' | 'current'
  >;
  contractors: Pick<ContractorsService, 'cards'>;
}

/** Statuses at which the owner compares the proposals: after they closed (SP2) and after the choice. */
const COMPARISON_STATUSES: readonly MatchStatus[] = ['SP2', 'CMC'];

/** 원 per kW of the request's capacity, to the won. */
export const pricePerKw = (totalPriceKrw: number, systemSizeKw: number) =>
  Math.round(totalPriceKrw / systemSizeKw);

/** The 시도 code the band groups a request by (its pnu's, old codes folded into current ones). */
const sidoCodeOf = (pnu: string) => sidoOfPnu(pnu) ?? pnu.slice(0, 2);

/** The request facts the fair-price band reads. */
interface BandRequest {
  id: number;
  pnu: string;
  installType: string;
  systemSizeKw: number;
}

/**
 * Structured quotes (issue 19): a shortlisted contractor writes its own quote while proposals are
 * due; the request's owner reads every submitted proposal's quote once proposals closed; the
 * operator reads them all. Nobody else reads a quote.
 */
export function createQuotesService(deps: QuotesServiceDeps) {
  const repo = createQuotesRepo(deps.db);

  /** The band's cell and sample of a request, and its reference prices. */
  async function sampleOf(request: BandRequest) {
    const cell = cellOf({ ...request, sidoCode: sidoCodeOf(request.pnu) });
    const [regionalQuotes, nationalQuotes, references] = await Promise.all([
      repo.acceptedPricesPerKw(cell, 'region', request.id),
      repo.acceptedPricesPerKw(cell, 'nationwide', request.id),
      repo.references(cell),
    ]);
    const toManwon = (pricePerKwKrw: number) => pricePerKwKrw / 10_000;
    const sample = chooseSample(cell, {
      regionalQuotes: regionalQuotes.map(toManwon),
      nationalQuotes: nationalQuotes.map(toManwon),
      references: references.map((row) => row.manwonPerKw),
    });
    return { sample, references };
  }

  const placed = (sample: FairPriceSample, quote: MatchQuoteRow | undefined): FairPrice | null =>
    quote ? placeInSample(sample, quote.pricePerKwKrw) : null;

  function requireApproved(principal: PartnerPrincipal): void {
    if (principal.status !== 'approved') throw new AppError('PARTNER_NOT_APPROVED');
  }

  /** The contractor's own row of the request's second stage; 403 unless it was shortlisted. */
  async function shortlistedEntry(principal: PartnerPrincipal, matchReqId: number) {
    requireApproved(principal);
    const standing = await deps.matching.standing(principal.contractorId, matchReqId);
    // A request the contractor never applied to answers like a missing one (issue 34).
    if (!standing?.shortlisted) throw new AppError('PARTNER_NOT_SHORTLISTED');
    return standing;
  }

  return {
    /** The contractor's own quote; readable after the stage too, writable only in PSB. */
    async own(principal: PartnerPrincipal, matchReqId: number): Promise<PartnerQuoteAnswer> {
      const { request: row } = await shortlistedEntry(principal, matchReqId);
      const quote = await repo.find(matchReqId, principal.contractorId);
      const { sample } = await sampleOf(row);
      return {
        systemSizeKw: row.systemSizeKw,
        editable: row.status === 'PSB',
        propose2EndDate: row.propose2EndDate?.toISOString() ?? null,
        quote: quote ? quoteView(quote) : null,
        fairPrice: placed(sample, quote),
      };
    },

    /**
     * Fills or changes the quote while proposals are due (PSB, until propose2EndDate). The price
     * per kW is computed from the request's capacity in the same transaction.
     */
    async save(
      principal: PartnerPrincipal,
      matchReqId: number,
      body: QuoteInput,
    ): Promise<PartnerQuoteAnswer> {
      await shortlistedEntry(principal, matchReqId);
      const now = deps.clock.now();
      // A quote's validity is a Korean calendar day.
      if (body.validUntil < kstDay(now)) {
        throw new AppError('VALIDATION_FAILED', '견적 유효기간은 오늘 이후 날짜로 입력해 주세요.');
      }
      const saved = await deps.matching.whileProposalsDue(
        principal.contractorId,
        matchReqId,
        async (row, tx) => ({
          row,
          quote: await repo.upsert(
            {
              ...body,
              matchReqId: row.id,
              contractorId: principal.contractorId,
              pricePerKwKrw: pricePerKw(body.totalPriceKrw, row.systemSizeKw),
              installType: row.installType,
              sidoCode: sidoCodeOf(row.pnu),
              systemSizeKw: row.systemSizeKw,
            },
            now,
            tx,
          ),
        }),
      );
      const { sample } = await sampleOf(saved.row);
      return {
        systemSizeKw: saved.row.systemSizeKw,
        editable: true,
        propose2EndDate: saved.row.propose2EndDate?.toISOString() ?? null,
        quote: quoteView(saved.quote),
        fairPrice: placed(sample, saved.quote),
      };
    },

    /**
     * The owner's comparison: every proposal that was sent, with its quote when filled. Only the
     * request's owner (403 otherwise), only once proposals closed (409 before SP2).
     */
    async comparison(deviceId: string, matchReqId: number): Promise<QuoteComparison> {
      const row = await deps.matching.facts(deviceId, matchReqId);
      const status = row.status;
      if (!COMPARISON_STATUSES.includes(status)) {
        throw new AppError('INVALID_TRANSITION', undefined, { status });
      }
      const sent = (await deps.matching.shortlist(row.id)).filter(
        (item): item is typeof item & { proposalFileId: string } => item.proposalFileId !== null,
      );
      const ids = sent.map((item) => item.contractorId);
      const [cards, quotes, { sample, references }] = await Promise.all([
        deps.contractors.cards(ids),
        repo.byContractor(row.id, ids),
        sampleOf(row),
      ]);
      return {
        matchReqId: row.id,
        fairPriceReferences: references.map(fairPriceReferenceView),
        status,
        systemSizeKw: row.systemSizeKw,
        data: sent.flatMap((item) => {
          const card = cards.get(item.contractorId);
          if (!card) return [];
          const quote = quotes.get(item.contractorId);
          return [
            {
              ccId: card.id,
              comName: card.comName,
              proposalFileId: item.proposalFileId,
              checked: item.selectStatus === 'Y',
              quote: quote ? quoteView(quote) : null,
              fairPrice: placed(sample, quote),
            },
          ];
        }),
      };
    },

    /**
     * The owner confirmed these contractors (SP2 → CMC), in the transition's transaction: their
     * quotes become accepted prices of the fair-price band (matching calls this, wired late).
     */
    markAccepted(matchReqId: number, contractorIds: number[], at: Date, tx: DbOrTx) {
      return repo.markAccepted(matchReqId, contractorIds, at, tx);
    },

    /** The contractors of a request whose quote is complete, read in the caller's transaction. */
    async completeQuoteContractors(matchReqId: number, tx: DbOrTx): Promise<Set<number>> {
      const rows = await repo.ofRequest(matchReqId, tx);
      return new Set(rows.filter(isComplete).map((row) => row.contractorId));
    },

    /** The operator's view: every shortlisted contractor of the request, its proposal and quote. */
    async forOperator(matchReqId: number): Promise<AdminQuoteList> {
      const row = await deps.matching.current(matchReqId);
      if (!row) throw new AppError('NOT_FOUND');
      const shortlisted = await deps.matching.shortlist(row.id);
      const ids = shortlisted.map((item) => item.contractorId);
      const [cards, quotes, { sample }] = await Promise.all([
        deps.contractors.cards(ids),
        repo.byContractor(row.id, ids),
        sampleOf(row),
      ]);
      return {
        systemSizeKw: row.systemSizeKw,
        data: shortlisted.map((item) => {
          const quote = quotes.get(item.contractorId);
          return {
            ccId: item.contractorId,
            comName: cards.get(item.contractorId)?.comName ?? '',
            proposalFileId: item.proposalFileId,
            submittedAt: item.submittedAt?.toISOString() ?? null,
            selectStatus: item.selectStatus === 'Y' ? ('Y' as const) : ('N' as const),
            quote: quote ? quoteView(quote) : null,
            fairPrice: placed(sample, quote),
          };
        }),
      };
    },
  };
}
export type QuotesService = ReturnType<typeof createQuotesService>;
