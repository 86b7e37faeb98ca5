import {
  type AdminMatchDetail,
  type ContractorAccountStatus,
  type Dashboard,
  DAY_MS,
  FUNNEL_STEPS,
  kstDay,
  kstDayStart,
  MATCH_COMPLETE_CODES,
  MATCH_STATUSES,
  type MatchStatus,
} from '@haetbit/contracts';
import { AppError } from '../../lib/errors.js';
import type { UploadedFile } from '../../http/upload.js';
import { acceptedTypeOf, IMAGE_TYPES } from '../files/service.js';
import { PAGE_SIZE, adminError, type AdminContext, type Operator } from './context.js';

/** The largest banner image an operator may upload. */
export const BANNER_IMAGE_MAX_BYTES = 700 * 1024;

/** What operators oversee: the dashboard, matches, contractors, images and content. */
export function createOperatorOversight(ctx: AdminContext) {
  const { operatorWrite, auditedWrite, contractorAccounts, matchItem, deps } = ctx;
  return {
    // --- running the market (operator) ---

    async dashboard(fromDay?: string, toDay?: string): Promise<Dashboard> {
      if (!toDay) toDay = kstDay(deps.clock.now());
      if (!fromDay) fromDay = kstDay(new Date(kstDayStart(toDay).getTime() - 29 * DAY_MS));
      const from = kstDayStart(fromDay);
      const to = new Date(kstDayStart(toDay).getTime() + DAY_MS);
      if (to <= from) throw new AppError('VALIDATION_FAILED');
      const [analyses, funnel, pendingContractors] = await Promise.all([
        deps.countAnalyses(from, to),
        deps.matchingReads.funnel(from, to),
        (async () => {
          const port = deps.contractorAccounts?.();
          return port ? (await port.list('pending')).length : 0;
        })(),
      ]);
      const reached = (status: string) =>
        funnel.stages
          .filter((stage) => stage.toStatus === status)
          .reduce((sum, stage) => sum + stage.n, 0);
      const counts: Record<(typeof FUNNEL_STEPS)[number], number> = {
        analyses,
        requests: reached('CRG'),
        SP1: reached('SP1'),
        PSB: reached('PSB'),
        SP2: reached('SP2'),
        CMC: reached('CMC'),
      };
      return {
        from: fromDay,
        to: toDay,
        funnel: FUNNEL_STEPS.map((step) => ({ step, count: counts[step] })),
        endCodes: MATCH_COMPLETE_CODES.filter((code) => code !== 'CTC').map((code) => ({
          code,
          count: funnel.stages
            .filter((stage) => stage.toStatus === 'CME' && stage.code === code)
            .reduce((sum, stage) => sum + stage.n, 0),
        })),
        open: MATCH_STATUSES.map((status) => ({
          status,
          count: funnel.open.find((row) => row.status === status)?.n ?? 0,
        })),
        pendingContractors,
      };
    },

    async listMatches(filter: {
      status?: MatchStatus | undefined;
      region?: string | undefined;
      dueBefore?: string | undefined;
      page: number;
    }) {
      // Like every read of the lifecycle, period ends that have passed are applied first, so a
      // filter by state never shows a state whose deadline is over.
      while ((await deps.matching.sweepBatch(200)) === 200);
      const { rows, total } = await deps.matchingReads.list({
        status: filter.status,
        region: filter.region,
        dueBefore: filter.dueBefore
          ? new Date(kstDayStart(filter.dueBefore).getTime() + DAY_MS)
          : undefined,
        page: filter.page,
        pageSize: PAGE_SIZE,
      });
      return {
        data: rows.map((item) => matchItem(item.row, item.applicantCount)),
        total,
        page: filter.page,
        pageSize: PAGE_SIZE,
      };
    },

    async matchDetail(id: number): Promise<AdminMatchDetail> {
      await deps.matchingReads.applyDue(id);
      const detail = await deps.matchingReads.detail(id);
      if (!detail) throw new AppError('NOT_FOUND');
      const { row, events, applicants, proposals } = detail;
      const cards = await deps.contractors.cards([
        ...applicants.map((item) => item.contractorId),
        ...proposals.map((item) => item.contractorId),
      ]);
      const comName = (id: number) => cards.get(id)?.comName ?? `#${id}`;
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      return {
        match: {
          ...matchItem(row, applicants.length),
          name: row.name,
          phone: row.phone,
          email: row.email,
          memo: row.memo,
          cancelEndStatus: row.cancelEndStatus,
          cancelReason: row.cancelReason,
          cancelReasonDetail: row.cancelReasonDetail,
          propose1EndDate: row.propose1EndDate.toISOString(),
          select1EndDate: iso(row.select1EndDate),
          propose2EndDate: iso(row.propose2EndDate),
          select2EndDate: iso(row.select2EndDate),
          select1LimitCnt: row.select1LimitCnt,
          select2LimitCnt: row.select2LimitCnt,
          maxApplicants: row.maxApplicants,
        },
        events: events.map((event) => ({
          id: event.id,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          event: event.event,
          matchCompleteCode: event.matchCompleteCode,
          actor: event.actor,
          actorId:
            event.actor === 'owner' && event.actorId !== null
              ? deps.ownerAlias(event.actorId)
              : event.actorId,
          at: event.at.toISOString(),
        })),
        applicants: applicants.map((item) => ({
          contractorId: item.contractorId,
          comName: comName(item.contractorId),
          selectStatus: item.selectStatus,
          appliedAt: item.appliedAt.toISOString(),
        })),
        proposals: proposals.map((item) => ({
          contractorId: item.contractorId,
          comName: comName(item.contractorId),
          proposalFileId: item.proposalFileId,
          submittedAt: iso(item.submittedAt),
          selectStatus: item.selectStatus,
        })),
        notifications: (await deps.notifications?.()?.forMatch(id)) ?? [],
      };
    },

    /** Ends an open match with ADC through the lifecycle (409 from CMC and CME), audited. */
    endMatch(who: Operator, id: number, reason: string) {
      return operatorWrite(who, 'match.end', `match_req:${id}`, (audit) =>
        deps.matching.operatorEnd(id, { reason, operatorId: who.loginId, audit }),
      );
    },

    async listContractors(status?: ContractorAccountStatus) {
      const accounts = await contractorAccounts().list(status);
      const cards = await deps.contractors.cards(accounts.map((item) => item.contractorId));
      return accounts.map((item) => ({
        ...item,
        comName: cards.get(item.contractorId)?.comName ?? `#${item.contractorId}`,
        createdAt:
          typeof item.createdAt === 'string' ? item.createdAt : item.createdAt.toISOString(),
      }));
    },

    /**
     * Approves, rejects or suspends a contractor. A suspended contractor can no longer apply (the
     * partner module checks the status) and its open applications are withdrawn.
     */
    async setContractorStatus(
      who: Operator,
      contractorId: number,
      status: 'approved' | 'rejected' | 'suspended',
    ) {
      const accounts = contractorAccounts();
      const change = await operatorWrite(
        who,
        `contractor.${status}`,
        `contractor:${contractorId}`,
        (audit) => accounts.setStatus(contractorId, status, audit),
      );
      // Each withdrawn application is a transition of its request, recorded in its own events.
      const withdrawn =
        status === 'suspended'
          ? await deps.matchingReads.withdrawApplications(contractorId, who.loginId)
          : 0;
      return { contractorId, status: change.after, withdrawn };
    },

    // --- content and settings (admin) ---

    /**
     * Stores a banner image (PNG or JPEG, told by its bytes, up to 700 KB) through the files port;
     * the banner then names it by id.
     */
    async uploadImage(who: Operator, input: UploadedFile) {
      const { bytes } = input;
      const contentType = acceptedTypeOf(bytes, IMAGE_TYPES);
      if (!contentType || bytes.length > BANNER_IMAGE_MAX_BYTES) {
        throw adminError('IMAGE_NOT_ALLOWED');
      }
      const after = { fileName: input.fileName, contentType, sizeBytes: bytes.length };
      const change = await auditedWrite(who, 'file.upload', 'file', async (tx) => {
        const id = await deps.files.save({ fileName: input.fileName, contentType, bytes }, tx);
        return { before: null, after: { id, ...after }, target: `file:${id}` };
      });
      return { id: change.after.id };
    },

    content: deps.content,
  };
}
