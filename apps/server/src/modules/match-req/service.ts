import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { MatchOption, MatchReq, MatchStatus } from '@haetbit/contracts';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AnalysisService } from '../analysis/service.js';
import type { SmsService } from '../sms/service.js';
import { matchReq } from './tables.js';

const DAY_MS = 86_400_000;

export interface MatchReqServiceDeps {
  db: Db;
  clock: Clock;
  analysis: Pick<AnalysisService, 'requireOwned' | 'attachMatchRequest'>;
  sms: Pick<SmsService, 'consumeVerifiedPhone'>;
  matchOption: () => Promise<MatchOption>;
}

export interface CreateMatchReqInput {
  name: string;
  phone: string;
  email: string;
  memo: string;
  matchAnalysisId: number;
}

type MatchReqRow = typeof matchReq.$inferSelect;

function toMatchReq(row: MatchReqRow): MatchReq {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const status = row.status as MatchStatus;
  return {
    id: row.id,
    matchAnalysisId: row.matchAnalysisId,
    address: row.address,
    pnu: row.pnu,
    installType: row.installType === 'R' ? 'R' : 'L',
    systemSize: row.systemSizeKw,
    area: row.areaM2,
    status,
    isAnalysisIng: false,
    matchCompleteCode: row.matchCompleteCode,
    cancelEndStatus: row.cancelEndStatus,
    matchCompleteDate: iso(row.matchCompleteDate),
    reqDate: row.reqDate.toISOString(),
    reqOrder: row.reqOrder,
    propose1StartDate: row.propose1StartDate.toISOString(),
    propose1EndDate: row.propose1EndDate.toISOString(),
    // Later stages get their dates when the lifecycle reaches them.
    propose2StartDate: null,
    propose2EndDate: null,
    select1StartDate: null,
    select1EndDate: null,
    select1CompleteDate: null,
    select1LimitCnt: row.select1LimitCnt,
    select2StartDate: null,
    select2EndDate: null,
    select2CompleteDate: null,
    select2LimitCnt: row.select2LimitCnt,
    matchStatusId: row.id,
    matchStatus: {
      id: row.id,
      status,
      matchCompleteCode: row.matchCompleteCode,
      cancelEndStatus: row.cancelEndStatus,
      select1LimitCnt: row.select1LimitCnt,
      select2LimitCnt: row.select2LimitCnt,
      reqDate: row.reqDate.toISOString(),
      propose1EndDate: row.propose1EndDate.toISOString(),
      select1EndDate: null,
      propose2EndDate: null,
      select2EndDate: null,
      matchCompleteDate: iso(row.matchCompleteDate),
    },
  };
}

/**
 * Recruit requests (spec sections 4 and 7): one per analysis, only for a phone verified for that
 * analysis, starting in CRG with the recruiting period from the match options (DESIGN section 5).
 */
export function createMatchReqService(deps: MatchReqServiceDeps) {
  return {
    /** The device's requests, newest first, optionally only some statuses. */
    async list(deviceId: string, statuses?: MatchStatus[]): Promise<MatchReq[]> {
      const rows = await deps.db
        .select()
        .from(matchReq)
        .where(
          and(
            eq(matchReq.deviceId, deviceId),
            statuses && statuses.length > 0 ? inArray(matchReq.status, statuses) : undefined,
          ),
        )
        .orderBy(desc(matchReq.reqDate), desc(matchReq.id));
      return rows.map(toMatchReq);
    },

    async get(deviceId: string, id: number): Promise<MatchReq> {
      const rows = await deps.db.select().from(matchReq).where(eq(matchReq.id, id));
      const row = rows[0];
      if (!row) throw new AppError(404, 'NOT_FOUND');
      if (row.deviceId !== deviceId) throw new AppError(403, 'FORBIDDEN_DEVICE');
      return toMatchReq(row);
    },

    async create(deviceId: string, input: CreateMatchReqInput) {
      const option = await deps.matchOption();
      try {
        return await deps.db.transaction(async (tx) => {
          const analysis = await deps.analysis.requireOwned(deviceId, input.matchAnalysisId, tx);
          if (analysis.matchReqId !== null) throw new AppError(409, 'ANALYSIS_IN_MATCHING');
          if (
            (analysis.installType !== 'R' && analysis.installType !== 'L') ||
            !(analysis.systemSizeKw && analysis.systemSizeKw > 0)
          ) {
            throw new AppError(400, 'INSTALL_TYPE_REQUIRED');
          }
          await deps.sms.consumeVerifiedPhone(analysis.id, input.phone, tx);
          const now = deps.clock.now();
          const previous = await tx
            .select({ n: count() })
            .from(matchReq)
            .where(eq(matchReq.deviceId, deviceId));
          const inserted = await tx
            .insert(matchReq)
            .values({
              matchAnalysisId: analysis.id,
              deviceId,
              address: analysis.address,
              pnu: analysis.pnu,
              installType: analysis.installType,
              systemSizeKw: analysis.systemSizeKw,
              areaM2: analysis.areaM2 ?? 0,
              name: input.name,
              phone: input.phone,
              email: input.email,
              memo: input.memo,
              status: 'CRG',
              reqOrder: (previous[0]?.n ?? 0) + 1,
              reqDate: now,
              propose1StartDate: now,
              propose1EndDate: new Date(now.getTime() + option.propose1Days * DAY_MS),
              select1LimitCnt: option.select1LimitCnt,
              select2LimitCnt: option.select2LimitCnt,
              createdAt: now,
            })
            .returning();
          const row = inserted[0]!;
          await deps.analysis.attachMatchRequest(analysis.id, row.id, 'CRG', tx);
          return {
            id: row.id,
            status: 'CRG' as const,
            reqDate: row.reqDate.toISOString(),
            propose1EndDate: row.propose1EndDate.toISOString(),
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'ANALYSIS_IN_MATCHING');
        throw error;
      }
    },
  };
}
export type MatchReqService = ReturnType<typeof createMatchReqService>;
