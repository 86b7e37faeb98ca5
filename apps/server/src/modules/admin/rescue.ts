import { sidoName, sidoOfPnu, type AdminUnservedItem } from '@haetbit/contracts';
import type { MatchingService } from '../matching/service.js';
import type { Operator, OperatorWrite } from './service.js';

export interface RescueDeps {
  matching: Pick<MatchingService, 'operatorExtend' | 'operatorReopen' | 'sweepBatch'> & {
    operator: Pick<MatchingService['operator'], 'listRecruiting'>;
  };
  /** The 시도 some approved contractor serves (the partner module). */
  servedSidos: () => Promise<string[]>;
  operatorWrite: OperatorWrite;
}

/**
 * The operator's rescue tools (issue 19): extend an open period, reopen a request nobody applied
 * to or proposed for, and find recruiting requests no approved contractor can reach. Each write is
 * the matching module's transition with its audit row in the same transaction.
 */
export function createRescueService(deps: RescueDeps) {
  return {
    extend(
      who: Operator,
      id: number,
      input: { days: number; reason: string; currentEndDate: string },
    ) {
      return deps.operatorWrite(who, 'match.extend', `match_req:${id}`, (audit) =>
        deps.matching.operatorExtend(id, {
          days: input.days,
          expectedEndDate: new Date(input.currentEndDate),
          operatorId: who.loginId,
          audit: (change, tx) =>
            audit({ before: change.before, after: { ...change.after, reason: input.reason } }, tx),
        }),
      );
    },

    reopen(who: Operator, id: number, reason: string) {
      return deps.operatorWrite(who, 'match.reopen', `match_req:${id}`, (audit) =>
        deps.matching.operatorReopen(id, {
          operatorId: who.loginId,
          audit: (change, tx) =>
            audit({ before: change.before, after: { ...change.after, reason } }, tx),
        }),
      );
    },

    /**
     * Recruiting requests in a 시도 without any approved contractor: they end CP1 unless an
     * operator finds a contractor there. Passed period ends are applied first, as every list does.
     */
    async unserved(): Promise<AdminUnservedItem[]> {
      while ((await deps.matching.sweepBatch(200)) === 200);
      const served = new Set(await deps.servedSidos());
      return (await deps.matching.operator.listRecruiting()).flatMap(({ row, applicantCount }) => {
        const sido = sidoOfPnu(row.pnu);
        if (sido !== null && served.has(sido)) return [];
        return [
          {
            id: row.id,
            address: row.address,
            sidoCode: sido ?? row.pnu.slice(0, 2),
            sidoName: sido ? sidoName(sido) : row.pnu.slice(0, 2),
            installType: row.installType,
            systemSize: row.systemSizeKw,
            reqDate: row.reqDate.toISOString(),
            propose1EndDate: row.propose1EndDate.toISOString(),
            applicantCount,
          },
        ];
      });
    },
  };
}
export type RescueService = ReturnType<typeof createRescueService>;
