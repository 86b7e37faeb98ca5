import {
  DEFAULT_AZIMUTH_DEG,
  DEFAULT_TILT_DEG,
  type AnalyzingItem,
  type Analysis,
  type AnalysisStatus,
  type CheckIsIngAnswer,
  type LandData,
  type LeadFacts,
  type PatchAnalysisBody,
  type PredictionBody,
} from '@haetbit/contracts';
import { sameAreaM2 } from '@haetbit/solar';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, ownedBy } from '../../lib/errors.js';
import { moveAnalysesToDevice } from './recovery.js';
import type { Clock } from '../../lib/clock.js';
import type { LandService } from '../land/service.js';
import { forecastProfit, type ProfitDeps } from './profit.js';
import { createAnalysisRepo, type AnalysisRow } from './repo.js';
import { capacityUnknown, toActiveAnalysis, toAnalysis } from './views.js';
import { leadFactsOf } from './lead-facts.js';

export {
  LIVE_PRICE_MIN_KW,
  localDivOf,
  type CalibrationSource,
  type PriceSource,
} from './profit.js';
import { createAnalysisPrivacy } from './privacy.js';

/** What a match request copies of its analysis (`forRequest`). */
export interface RequestSource {
  id: number;
  /** The request the analysis is already in, if any. */
  matchReqId: number | null;
  address: string;
  pnu: string;
  installType: string | null;
  systemSizeKw: number | null;
  areaM2: number | null;
  leadFacts: LeadFacts;
}

export interface AnalysisServiceDeps extends ProfitDeps {
  db: Db;
  clock: Clock;
  land: Pick<LandService, 'landData' | 'capacity'>;
}

/**
 * The owner's analysis (spec sections 4 and 7). The server derives every number itself (DESIGN
 * D6): land data from its providers, capacity from its layout, forecast and profit from the engine.
 * Every method starts with the ownership check.
 */
export function createAnalysisService(deps: AnalysisServiceDeps) {
  const repo = createAnalysisRepo(deps.db);

  async function owned(deviceId: string, id: number, tx: DbOrTx = deps.db, lock = false) {
    return ownedBy(
      lock ? await repo.findByIdForUpdate(id, tx) : await repo.findById(id, tx),
      deviceId,
    );
  }

  function assertEditable(row: AnalysisRow) {
    if (row.status !== 'ANL') throw new AppError('ANALYSIS_IN_MATCHING');
  }

  /**
   * Writes `changes` to an analysis read (without a lock) as `read`, and answers the row as
   * written. The common case is one statement: the update applies only while the row is still
   * this device's, still being analysed and unchanged since it was read. Otherwise the row is
   * locked, checked again (which says why it cannot be written) and written in a transaction.
   */
  async function writeEditable(
    deviceId: string,
    read: AnalysisRow,
    changes: Partial<AnalysisRow>,
  ): Promise<AnalysisRow> {
    const written = { ...changes, updatedAt: deps.clock.now() };
    if (await repo.updateIfUnchanged(read.id, deviceId, read.updatedAt, written)) {
      return { ...read, ...written };
    }
    return deps.db.transaction(async (tx) => {
      const row = await owned(deviceId, read.id, tx, true);
      assertEditable(row);
      return repo.update(row.id, written, tx);
    });
  }

  return {
    /** What the privacy module reads and erases of this module (the policy's 제7조). */
    privacy: createAnalysisPrivacy(deps.db),
    /**
     * Recovery on a new phone: the earlier devices' analyses become the new device's, one open
     * analysis per address (superseded drafts dropped; 409 when an address is matching on two devices).
     */
    moveToDevice: (ids: readonly number[], to: string, tx: DbOrTx) =>
      moveAnalysesToDevice(repo, ids, to, tx),
    /** Whether the device has any analysis (a device recorded before device secrets). */
    hasAnyOfDevice: async (deviceId: string) =>
      (await repo.listIdsOfDevice(deviceId, 1)).length > 0,
    /** How many analyses were started in [from, to) (the operator console's funnel). */
    countCreatedBetween: (from: Date, to: Date) => repo.countCreatedBetween(from, to),

    async checkIsIng(deviceId: string, pnu: string): Promise<CheckIsIngAnswer> {
      const rows = await repo.listOpenByDeviceAndPnu(deviceId, pnu);
      const list = rows.map(toActiveAnalysis);
      const state = list.some((item) => item.matchReqId !== null)
        ? 'matching'
        : list.length > 0
          ? 'analyzing'
          : 'analyzable';
      return { state, list };
    },

    /** Analyses of this device that have no match request yet, newest first. */
    async listAnalyzing(deviceId: string): Promise<AnalyzingItem[]> {
      const rows = await repo.listAnalyzingByDevice(deviceId);
      return rows.map((row) => ({
        ...toActiveAnalysis(row),
        capacityUnknown: capacityUnknown(row),
      }));
    },

    async create(
      deviceId: string,
      input: { pnu: string; address: string; roadAddress?: string | null | undefined },
    ): Promise<{ id: number }> {
      const open = await repo.listOpenByDeviceAndPnu(deviceId, input.pnu);
      if (open.length > 0) {
        throw new AppError(
          open.some((row) => row.matchReqId) ? 'ANALYSIS_IN_MATCHING' : 'ANALYSIS_ACTIVE',
        );
      }
      // Outside lookups happen before the transaction: a slow provider never holds a lock.
      const landData = await deps.land.landData(input.pnu, { address: input.address });
      const now = deps.clock.now();
      try {
        const row = await repo.insert({
          pnu: input.pnu,
          address: input.address,
          roadAddress: input.roadAddress ?? null,
          deviceId,
          status: 'ANL',
          azimuthDeg: DEFAULT_AZIMUTH_DEG,
          tiltDeg: DEFAULT_TILT_DEG,
          landData,
          createdAt: now,
          updatedAt: now,
        });
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ANALYSIS_ACTIVE');
        throw error;
      }
    },

    async get(deviceId: string, id: number): Promise<Analysis> {
      return toAnalysis(await owned(deviceId, id));
    },

    /** Whether this device owns an open analysis with that id (used by SMS). */
    async requireOwned(deviceId: string, id: number, tx?: DbOrTx): Promise<AnalysisRow> {
      return owned(deviceId, id, tx ?? deps.db, tx !== undefined);
    },

    /**
     * What a match request copies of the device's analysis when it is made (locked in the
     * request's transaction): the parcel, the owner's choice and the facts contractors read.
     */
    async forRequest(deviceId: string, id: number, tx: DbOrTx): Promise<RequestSource> {
      const row = await owned(deviceId, id, tx, true);
      return {
        id: row.id,
        matchReqId: row.matchReqId,
        address: row.address,
        pnu: row.pnu,
        installType: row.installType,
        systemSizeKw: row.systemSizeKw,
        areaM2: row.areaM2,
        leadFacts: leadFactsOf(row),
      };
    },

    async patch(deviceId: string, body: PatchAnalysisBody): Promise<Analysis> {
      if ('landData' in body) {
        const current = await owned(deviceId, body.id);
        assertEditable(current);
        const landData: LandData = await deps.land.landData(current.pnu, {
          address: current.address,
        });
        return toAnalysis(await writeEditable(deviceId, current, { landData }));
      }
      if ('profitData' in body) {
        const current = await owned(deviceId, body.id);
        assertEditable(current);
        const { profitData, monthlyKwh } = await forecastProfit(
          deps,
          current,
          current.azimuthDeg,
          current.tiltDeg,
        );
        return toAnalysis(
          await writeEditable(deviceId, current, {
            profitData,
            predictionMonthlyPower: monthlyKwh,
          }),
        );
      }
      const row = await owned(deviceId, body.id);
      assertEditable(row);
      const landData = row.landData;
      const parcelAreaM2 = landData.boundaryPos?.areaM2 ?? landData.landInfo?.lndpclAr ?? null;
      if (body.installType === 'L' && body.area !== undefined && parcelAreaM2 !== null) {
        // A land area may be edited down to the part used, never beyond the parcel (1 % slack).
        if (body.area > parcelAreaM2 * 1.01) throw new AppError('AREA_EXCEEDS_PARCEL');
      }
      // Without an area of the owner's, or with the very area shown (to 0.01 m²), the capacity is
      // the one the land data already holds for that type: confirming recomputes nothing. Another
      // area is laid out again by the same rule (land/capacity.ts).
      const stored = landData.capacity?.[body.installType];
      const unchanged =
        body.area == null || (stored?.areaM2 != null && sameAreaM2(body.area, stored.areaM2));
      const capacity =
        (unchanged ? stored : undefined) ??
        deps.land.capacity({
          installType: body.installType,
          boundary: landData.boundaryPos,
          landInfo: landData.landInfo,
          building: landData.gnrlBldgInfo,
          userAreaM2: body.area ?? null,
        });
      if (capacity.status === 'needs_area') throw new AppError('AREA_REQUIRED');
      // The capacity comes from the land data as read: the write applies only while it is so.
      const updated = await writeEditable(deviceId, row, {
        installType: body.installType,
        areaM2: capacity.areaM2,
        moduleQty: capacity.moduleQty,
        systemSizeKw: capacity.systemSize,
        // A new size invalidates an earlier forecast.
        profitData: null,
        predictionMonthlyPower: null,
      });
      return toAnalysis(updated);
    },

    /**
     * PATCH /api/match-analysis/prediction: the nearest station and the engine. Position, size
     * and area are the server's own (the spec's fields for them are ignored); the owner may choose
     * azimuth and tilt (else the stored ones), on a roof give their own use (상계거래), on farmland
     * choose 농지전용 or 영농형; the forecast is stored with the analysis, which keeps both for
     * later recalculations and answers it on every read.
     */
    async predict(
      deviceId: string,
      body: PredictionBody,
    ): Promise<{ predictionMonthlyPower: string; profitData: string }> {
      const current = await owned(deviceId, body.id);
      assertEditable(current);
      const azimuthDeg = body.azimuth ?? current.azimuthDeg;
      const tiltDeg = body.tilt ?? current.tiltDeg;
      const { profitData, monthlyKwh } = await forecastProfit(deps, current, azimuthDeg, tiltDeg, {
        selfConsumption: body.selfConsumption,
        farmlandRoute: body.farmlandRoute,
      });
      await writeEditable(deviceId, current, {
        azimuthDeg,
        tiltDeg,
        profitData,
        predictionMonthlyPower: monthlyKwh,
      });
      return {
        predictionMonthlyPower: JSON.stringify(monthlyKwh),
        profitData: JSON.stringify(profitData),
      };
    },

    async delete(deviceId: string, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const row = await owned(deviceId, id, tx, true);
        if (row.matchReqId !== null) throw new AppError('ANALYSIS_IN_MATCHING');
        await repo.delete(row.id, tx);
      });
    },

    /** Follows the lifecycle: the analysis shows its current request's status (inside its transaction). */
    async mirrorMatchStatus(matchReqId: number, status: AnalysisStatus, tx: DbOrTx) {
      await repo.setMatchStatus(matchReqId, status, deps.clock.now(), tx);
    },

    /** The same for many requests in one statement (the lifecycle sweeper's batch). */
    async mirrorMatchStatuses(
      items: { matchAnalysisId: number; matchReqId: number; status: AnalysisStatus }[],
      tx: DbOrTx,
    ) {
      await repo.setMatchStatuses(items, deps.clock.now(), tx);
    },

    /** Marks the analysis as matching under a new request (called inside its transaction). */
    async attachMatchRequest(id: number, matchReqId: number, status: AnalysisStatus, tx: DbOrTx) {
      await repo.update(
        id,
        { matchReqId, matchStatusId: matchReqId, status, updatedAt: deps.clock.now() },
        tx,
      );
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
