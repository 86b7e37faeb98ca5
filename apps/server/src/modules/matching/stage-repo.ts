import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countRows } from '../../db/count.js';
import { matchPropose1, matchPropose2, matchReq } from './tables.js';

/**
 * A request's applicants, counted in a select list. Drizzle writes a select list's columns without
 * their table when the query has no join, so an unqualified `id` inside the subquery would bind to
 * match_propose1's own id: both sides are spelled with their table here, whatever the outer query.
 */
const applicantCountOfRequest = sql<number>`(select count(*)::int from ${matchPropose1} p1 where p1.${sql.identifier(matchPropose1.matchReqId.name)} = ${matchReq}.${sql.identifier(matchReq.id.name)})`;

/**
 * SQL of both stages' contractor rows: applications (match_propose1), the shortlist and its
 * proposals (match_propose2), and what a contractor reads of the requests it can see or applied to.
 */
export function createStageRepo(db: DbOrTx) {
  // The owner's most frequent read of the stage rows is prepared once on the database.
  const propose1Of = db
    .select()
    .from(matchPropose1)
    .where(eq(matchPropose1.matchReqId, sql.placeholder('matchReqId')))
    .orderBy(asc(matchPropose1.appliedAt), asc(matchPropose1.id))
    .prepare('match_propose1_of_req');
  return {
    async countApplicants(matchReqId: number, tx: DbOrTx = db): Promise<number> {
      return countRows(tx, matchPropose1, eq(matchPropose1.matchReqId, matchReqId));
    },

    async countProposals(matchReqId: number, tx: DbOrTx = db): Promise<number> {
      return countRows(
        tx,
        matchPropose2,
        and(eq(matchPropose2.matchReqId, matchReqId), isNotNull(matchPropose2.proposalFileId)),
      );
    },

    listPropose1(matchReqId: number, tx: DbOrTx = db) {
      if (tx === db) return propose1Of.execute({ matchReqId });
      return tx
        .select()
        .from(matchPropose1)
        .where(eq(matchPropose1.matchReqId, matchReqId))
        .orderBy(asc(matchPropose1.appliedAt), asc(matchPropose1.id));
    },

    listPropose2(matchReqId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(matchPropose2)
        .where(eq(matchPropose2.matchReqId, matchReqId))
        .orderBy(asc(matchPropose2.id));
    },

    async insertApplication(matchReqId: number, contractorId: number, appliedAt: Date, tx: DbOrTx) {
      const rows = await tx
        .insert(matchPropose1)
        .values({ matchReqId, contractorId, appliedAt })
        .onConflictDoNothing()
        .returning({ id: matchPropose1.id });
      return rows[0]?.id ?? null;
    },

    /** Marks the chosen applicants Y and opens their proposal rows (SP1 → PSB). */
    async selectStage1(matchReqId: number, contractorIds: number[], at: Date, tx: DbOrTx) {
      await tx
        .update(matchPropose1)
        .set({ selectStatus: 'Y', selectedAt: at })
        .where(
          and(
            eq(matchPropose1.matchReqId, matchReqId),
            inArray(matchPropose1.contractorId, contractorIds),
          ),
        );
      await tx
        .insert(matchPropose2)
        .values(contractorIds.map((contractorId) => ({ matchReqId, contractorId })))
        .onConflictDoNothing();
    },

    /** Marks the confirmed contractors Y (SP2 → CMC). */
    async selectStage2(matchReqId: number, contractorIds: number[], at: Date, tx: DbOrTx) {
      await tx
        .update(matchPropose2)
        .set({ selectStatus: 'Y', selectedAt: at })
        .where(
          and(
            eq(matchPropose2.matchReqId, matchReqId),
            inArray(matchPropose2.contractorId, contractorIds),
          ),
        );
    },

    async findPropose2(matchReqId: number, contractorId: number, tx: DbOrTx = db) {
      const rows = await tx
        .select()
        .from(matchPropose2)
        .where(
          and(
            eq(matchPropose2.matchReqId, matchReqId),
            eq(matchPropose2.contractorId, contractorId),
          ),
        );
      return rows[0];
    },

    async setProposal(
      matchReqId: number,
      contractorId: number,
      proposalFileId: string,
      submittedAt: Date,
      tx: DbOrTx,
    ): Promise<boolean> {
      const rows = await tx
        .update(matchPropose2)
        .set({ proposalFileId, submittedAt, proposalLinkSentAt: null })
        .where(
          and(
            eq(matchPropose2.matchReqId, matchReqId),
            eq(matchPropose2.contractorId, contractorId),
          ),
        )
        .returning({ id: matchPropose2.id });
      return rows.length > 0;
    },

    /** The request and contractor a proposal file belongs to, for the file viewer's access check. */
    async findProposalByFile(proposalFileId: string, tx: DbOrTx = db) {
      const rows = await tx
        .select({
          matchReqId: matchPropose2.matchReqId,
          contractorId: matchPropose2.contractorId,
          deviceId: matchReq.deviceId,
          phone: matchReq.phone,
        })
        .from(matchPropose2)
        .innerJoin(matchReq, eq(matchReq.id, matchPropose2.matchReqId))
        .where(eq(matchPropose2.proposalFileId, proposalFileId));
      return rows[0];
    },

    /**
     * Marks the proposal's link as texted unless it was: answers when it was first sent, and
     * whether this call is the one that marked it.
     */
    async markProposalLinkSent(proposalFileId: string, at: Date, tx: DbOrTx = db) {
      const marked = await tx
        .update(matchPropose2)
        .set({ proposalLinkSentAt: at })
        .where(
          and(
            eq(matchPropose2.proposalFileId, proposalFileId),
            isNull(matchPropose2.proposalLinkSentAt),
          ),
        )
        .returning({ sentAt: matchPropose2.proposalLinkSentAt });
      if (marked[0]?.sentAt) return { sentAt: marked[0].sentAt, now: true };
      const rows = await tx
        .select({ sentAt: matchPropose2.proposalLinkSentAt })
        .from(matchPropose2)
        .where(eq(matchPropose2.proposalFileId, proposalFileId));
      return { sentAt: rows[0]?.sentAt ?? at, now: false };
    },

    /** Forgets that the proposal's link was texted (its send failed). */
    async clearProposalLinkSent(proposalFileId: string, tx: DbOrTx = db) {
      await tx
        .update(matchPropose2)
        .set({ proposalLinkSentAt: null })
        .where(eq(matchPropose2.proposalFileId, proposalFileId));
    },

    // The contractor console's reads: leads in its regions and the requests it applied to.

    /**
     * Requests still recruiting (CRG, period not over) whose pnu starts with one of `sidoPrefixes`
     * and that the contractor has not applied to, soonest deadline first, with their applicant count.
     */
    async listLeadsForContractor(
      filter: {
        contractorId: number;
        sidoPrefixes: readonly string[];
        now: Date;
        installType?: string | undefined;
        minKw?: number | undefined;
        maxKw?: number | undefined;
        matchReqId?: number | undefined;
        limit: number;
      },
      tx: DbOrTx = db,
    ) {
      if (filter.sidoPrefixes.length === 0) return [];
      return tx
        .select({
          row: matchReq,
          applicantCount: applicantCountOfRequest,
        })
        .from(matchReq)
        .where(
          and(
            eq(matchReq.status, 'CRG'),
            sql`${matchReq.propose1EndDate} > ${filter.now.toISOString()}::timestamptz`,
            inArray(sql`left(${matchReq.pnu}, 2)`, [...filter.sidoPrefixes]),
            sql`not exists (select 1 from ${matchPropose1} where ${matchPropose1.matchReqId} = ${matchReq.id} and ${matchPropose1.contractorId} = ${filter.contractorId})`,
            filter.matchReqId !== undefined ? eq(matchReq.id, filter.matchReqId) : undefined,
            filter.installType !== undefined
              ? eq(matchReq.installType, filter.installType)
              : undefined,
            filter.minKw !== undefined
              ? sql`${matchReq.systemSizeKw} >= ${filter.minKw}`
              : undefined,
            filter.maxKw !== undefined
              ? sql`${matchReq.systemSizeKw} <= ${filter.maxKw}`
              : undefined,
          ),
        )
        .orderBy(asc(matchReq.propose1EndDate), asc(matchReq.id))
        .limit(filter.limit);
    },

    /**
     * The requests a contractor applied to (all, or one), newest application first, with its own
     * rows of both stages (the second only once shortlisted).
     */
    listAppliedByContractor(contractorId: number, matchReqId?: number, tx: DbOrTx = db) {
      return tx
        .select({
          row: matchReq,
          applicantCount: applicantCountOfRequest,
          appliedAt: matchPropose1.appliedAt,
          select1Status: matchPropose1.selectStatus,
          propose2Id: matchPropose2.id,
          select2Status: matchPropose2.selectStatus,
          proposalFileId: matchPropose2.proposalFileId,
          submittedAt: matchPropose2.submittedAt,
        })
        .from(matchPropose1)
        .innerJoin(matchReq, eq(matchReq.id, matchPropose1.matchReqId))
        .leftJoin(
          matchPropose2,
          and(
            eq(matchPropose2.matchReqId, matchPropose1.matchReqId),
            eq(matchPropose2.contractorId, matchPropose1.contractorId),
          ),
        )
        .where(
          and(
            eq(matchPropose1.contractorId, contractorId),
            matchReqId !== undefined ? eq(matchPropose1.matchReqId, matchReqId) : undefined,
          ),
        )
        .orderBy(desc(matchPropose1.appliedAt), desc(matchPropose1.id));
    },

    /** Ids of the requests a contractor applied to whose current period has ended. */
    async findDueIdsOfContractor(contractorId: number, now: Date, tx: DbOrTx = db) {
      const rows = await tx
        .select({ id: matchReq.id })
        .from(matchPropose1)
        .innerJoin(matchReq, eq(matchReq.id, matchPropose1.matchReqId))
        .where(
          and(
            eq(matchPropose1.contractorId, contractorId),
            isNotNull(matchReq.dueAt),
            lte(matchReq.dueAt, now),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}
