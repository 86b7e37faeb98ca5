import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MatchStatus } from '@haetbit/contracts';
import type { DbOrTx } from '../db/client.js';
import { matchAnalysis } from '../modules/analysis/tables.js';
import type { MatchReqInsert } from '../modules/matching/repo.js';
import { matchPropose1, matchPropose2, matchReq } from '../modules/matching/tables.js';
import { DAY_MS } from '@haetbit/contracts';

let parcel = 0;

export interface MatchRowSpec {
  status: MatchStatus;
  /** When the request was made; the periods follow from it (3 days each but PSB: 7). */
  reqDate: Date;
  /** Contractors that applied (stage 1). */
  applicants?: number[];
  /** Shortlisted contractors (stage 2) and whether each sent a proposal. */
  shortlist?: { contractorId: number; proposal: boolean }[];
  deviceId?: string;
}

/**
 * Inserts a request directly in a given state with consistent dates and its analysis, for tests of
 * the sweeper that need many requests in precise states (the journey helpers drive single ones).
 */
export async function insertMatchRow(db: DbOrTx, spec: MatchRowSpec): Promise<number> {
  parcel += 1;
  const at = (days: number) => new Date(spec.reqDate.getTime() + days * DAY_MS);
  const deviceId = spec.deviceId ?? `A_sweep-device-${randomBytes(6).toString('hex')}`;
  const pnu = `99${String(parcel).padStart(17, '0')}`;
  const past = (['SP1', 'PSB', 'SP2'] as const).indexOf(spec.status as 'SP1' | 'PSB' | 'SP2');
  const values: MatchReqInsert = {
    matchAnalysisId: 0,
    deviceId,
    address: `테스트 주소 ${parcel}`,
    pnu,
    installType: 'L',
    systemSizeKw: 30,
    areaM2: 300,
    leadFacts: { feasibility: null },
    name: '김햇빛',
    phone: '010-1234-5678',
    email: 'owner@example.com',
    memo: '',
    status: spec.status,
    reqOrder: 1,
    reqDate: spec.reqDate,
    propose1StartDate: spec.reqDate,
    propose1EndDate: at(3),
    select1Days: 3,
    propose2Days: 7,
    select2Days: 3,
    select1LimitCnt: 3,
    select2LimitCnt: 1,
    createdAt: spec.reqDate,
    dueAt: at(3),
  };
  if (past >= 0)
    Object.assign(values, { select1StartDate: at(3), select1EndDate: at(6), dueAt: at(6) });
  if (past >= 1) {
    Object.assign(values, {
      select1CompleteDate: at(4),
      propose2StartDate: at(4),
      propose2EndDate: at(11),
      dueAt: at(11),
    });
  }
  if (past >= 2)
    Object.assign(values, { select2StartDate: at(11), select2EndDate: at(14), dueAt: at(14) });

  const analysis = await db
    .insert(matchAnalysis)
    .values({
      pnu,
      address: values.address,
      deviceId,
      status: spec.status,
      installType: 'L',
      systemSizeKw: 30,
      areaM2: 300,
      landData: {} as typeof matchAnalysis.$inferInsert.landData,
      createdAt: spec.reqDate,
      updatedAt: spec.reqDate,
    })
    .returning({ id: matchAnalysis.id });
  const matchAnalysisId = analysis[0]!.id;
  const inserted = await db
    .insert(matchReq)
    .values({ ...values, matchAnalysisId })
    .returning({ id: matchReq.id });
  const id = inserted[0]!.id;
  await db
    .update(matchAnalysis)
    .set({ matchReqId: id, matchStatusId: id })
    .where(eq(matchAnalysis.id, matchAnalysisId));
  for (const contractorId of spec.applicants ?? []) {
    await db.insert(matchPropose1).values({ matchReqId: id, contractorId, appliedAt: at(1) });
  }
  for (const item of spec.shortlist ?? []) {
    await db.insert(matchPropose2).values({
      matchReqId: id,
      contractorId: item.contractorId,
      proposalFileId: item.proposal ? `proposal-${id}-${item.contractorId}` : null,
      submittedAt: item.proposal ? at(5) : null,
    });
  }
  return id;
}
