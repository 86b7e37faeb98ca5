import {
  DEFAULT_AZIMUTH_DEG,
  DEFAULT_TILT_DEG,
  type ActiveAnalysis,
  type AnalyzingItem,
  type Analysis,
  type AnalysisStatus,
  type CheckIsIngAnswer,
  type LandData,
  type PatchAnalysisBody,
  type PowerProfitDefaults,
  type PredictionBody,
  type ProfitData,
} from '@haetbit/contracts';
import { forecast, nearestStation, recWeightFor } from '@haetbit/solar';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, ownedBy } from '../../errors.js';
import { moveAnalysesToDevice } from './recovery.js';
import type { Clock } from '../../lib/clock.js';
import type { LandService } from '../land/service.js';
import { createAnalysisRepo, type AnalysisRow } from './repo.js';

/** Live prices for a local division (1 mainland, 9 Jeju): SMP in 원/kWh, REC in 원/REC. */
export interface PriceSource {
  latest(localDiv: 1 | 9): Promise<{
    smpKrwPerKwh: number;
    recKrwPerRec: number;
    smpSource?: string;
    confidence?: 'confirmed' | 'unconfirmed';
    /** Twelve monthly SMP figures by calendar month, when the source has the trailing 12. */
    trailing12?: {
      byCalendarMonth: number[];
      source: string;
      confidence: 'confirmed' | 'unconfirmed';
    } | null;
  }>;
}

/** Per-station linear calibration of the physics result (spec: gradient and constant). */
export interface CalibrationSource {
  calibrationFor(stnId: number): Promise<{ gradient: number; constant: number }>;
}

export interface AnalysisServiceDeps {
  db: Db;
  clock: Clock;
  land: Pick<LandService, 'landData' | 'capacity'>;
  /** Server defaults below 30 kW and REC weights (power_profit_default). */
  profitDefaults: () => Promise<PowerProfitDefaults>;
  prices: PriceSource;
  calibration?: CalibrationSource;
  logger?: { warn(object: object, message: string): void };
}

/** Live SMP/REC prices are used from this size up; smaller systems use the defaults (spec 9). */
export const LIVE_PRICE_MIN_KW = 30;
/** A pnu starting 50 is Jeju, priced in local division 9 (spec section 9). */
export const localDivOf = (pnu: string): 1 | 9 => (pnu.startsWith('50') ? 9 : 1);

/** How the SMP of a forecast was found, with its source and status (shown with the assumptions). */
function smpProvenance(
  priceSource: 'live' | 'default',
  prices: Awaited<ReturnType<PriceSource['latest']>>,
  defaultsSource: string,
): Pick<ProfitData['prices'], 'smpBasis' | 'smpSource' | 'smpConfidence'> {
  if (priceSource === 'default') {
    return {
      smpBasis: 'default',
      smpSource: `server default below ${LIVE_PRICE_MIN_KW} kW or without live prices: ${defaultsSource}`,
      smpConfidence: 'unconfirmed',
    };
  }
  if (prices.trailing12) {
    return {
      smpBasis: 'solar-weighted-12m',
      smpSource: `${prices.trailing12.source}; each month weighted by this site's expected output`,
      smpConfidence: prices.trailing12.confidence,
    };
  }
  return {
    smpBasis: 'latest',
    smpSource: `${prices.smpSource ?? 'latest published SMP'}; the trailing 12 months are not all published, so the latest row is used`,
    smpConfidence: prices.confidence ?? 'unconfirmed',
  };
}

/**
 * The analysis stopped at 'capacity unknown' (spec section 4: the flow stops): the parcel's own
 * install type (roof when a building exists, else land) has no capacity and the other type none
 * either, or the type the owner saved ended at zero modules.
 */
function capacityUnknown(row: AnalysisRow): boolean {
  const { capacity, gnrlBldgInfo } = row.landData;
  const hasBuilding = (gnrlBldgInfo?.archCnt ?? 0) > 0;
  const [own, other] = hasBuilding ? [capacity.R, capacity.L] : [capacity.L, capacity.R];
  const ownUndetermined = own.status === 'undetermined' && other.status !== 'ok';
  const savedWithoutModules =
    row.installType !== null && row.systemSizeKw !== null && row.systemSizeKw <= 0;
  return ownUndetermined || savedWithoutModules;
}

/** An analysis as the device's lists show it (the address check, the list being analysed). */
function toActiveAnalysis(row: AnalysisRow): ActiveAnalysis {
  return {
    id: row.id,
    status: row.status as AnalysisStatus,
    matchReqId: row.matchReqId,
    matchStatusId: row.matchStatusId,
    address: row.address,
    pnu: row.pnu,
  };
}

function toAnalysis(row: AnalysisRow): Analysis {
  return {
    id: row.id,
    pnu: row.pnu,
    address: row.address,
    roadAddress: row.roadAddress,
    deviceId: row.deviceId,
    status: row.status as AnalysisStatus,
    matchReqId: row.matchReqId,
    matchStatusId: row.matchStatusId,
    installType: row.installType === 'R' || row.installType === 'L' ? row.installType : null,
    area: row.areaM2,
    moduleQty: row.moduleQty,
    systemSize: row.systemSizeKw,
    azimuth: row.azimuthDeg,
    tilt: row.tiltDeg,
    landData: JSON.stringify(row.landData),
    profitData: row.profitData ? JSON.stringify(row.profitData) : null,
    predictionMonthlyPower: row.predictionMonthlyPower
      ? JSON.stringify(row.predictionMonthlyPower)
      : null,
    createdAt: row.createdAt.toISOString(),
  };
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

  /** The engine's forecast and the spec's profit for the stored install type and size. */
  async function computeForecast(row: AnalysisRow, azimuthDeg: number, tiltDeg: number) {
    if (row.installType !== 'R' && row.installType !== 'L') {
      throw new AppError('INSTALL_TYPE_REQUIRED');
    }
    const systemSizeKw = row.systemSizeKw ?? 0;
    if (!(systemSizeKw > 0)) throw new AppError('CAPACITY_UNKNOWN');
    const center = row.landData.boundaryPos?.center;
    if (!center) throw new AppError('CAPACITY_UNKNOWN');

    const defaults = await deps.profitDefaults();
    const localDiv = localDivOf(row.pnu);
    let prices: Awaited<ReturnType<PriceSource['latest']>> = {
      smpKrwPerKwh: defaults.fitSmp,
      recKrwPerRec: defaults.fitRec,
    };
    let priceSource: 'live' | 'default' = 'default';
    if (systemSizeKw >= LIVE_PRICE_MIN_KW) {
      try {
        prices = await deps.prices.latest(localDiv);
        priceSource = 'live';
      } catch (error) {
        deps.logger?.warn({ err: error, localDiv }, 'live SMP/REC unavailable: using defaults');
      }
    }
    const isForest = row.landData.landInfo?.lndcgrCodeNm === '임야';
    const recWeight = recWeightFor(row.installType, systemSizeKw, isForest, defaults);
    const station = nearestStation(center.lat, center.lng);
    const calibration = (await deps.calibration?.calibrationFor(station.stnId)) ?? {
      gradient: 1,
      constant: 0,
    };
    const result = forecast({
      address: row.address,
      installType: row.installType,
      isForest,
      systemSize: systemSizeKw,
      azimuth: azimuthDeg,
      tilt: tiltDeg,
      latitude: center.lat,
      longitude: center.lng,
      ...(prices.trailing12
        ? { smpMonthly: prices.trailing12.byCalendarMonth }
        : { smpPrice: prices.smpKrwPerKwh }),
      recPrice: prices.recKrwPerRec,
      recRate: recWeight,
      gradient: calibration.gradient,
      constant: calibration.constant,
    });
    const profitData: ProfitData = {
      ...result.profitData,
      paybackYear: result.finance.paybackYear,
      npvKrw: result.finance.npvKrw,
      irr: result.finance.irr,
      lcoeKrwPerKwh: result.finance.lcoeKrwPerKwh,
      prices: {
        smpKrwPerKwh: result.prices.smpKrwPerKwh,
        recKrwPerRec: prices.recKrwPerRec,
        recWeight,
        source: priceSource,
        localDiv,
        ...smpProvenance(priceSource, prices, defaults.source),
      },
      station: {
        stnId: result.station.stnId,
        stnName: result.station.stnName,
        distanceKm: result.station.distanceKm,
      },
      assumptionsVersion: result.assumptionsVersion,
      uncertainty: result.uncertainty,
      losses: result.losses,
      operatingCosts: result.operatingCosts,
      oneOffCosts: result.oneOffCosts,
      finance: {
        projectIrr: result.finance.projectIrr,
        equityIrr: result.finance.equityIrr,
        projectPaybackYear: result.finance.projectPaybackYear,
        paybackYear: result.finance.paybackYear,
        npvKrw: result.finance.npvKrw,
        lcoeKrwPerKwh: result.finance.lcoeKrwPerKwh,
        minDscr: result.finance.minDscr,
        priceScenario: result.finance.priceScenario,
        loanKrw: result.finance.loanKrw,
        equityKrw: result.finance.equityKrw,
        p90: result.finance.p90,
      },
      scenarios: result.scenarios,
      financeInputs: {
        systemSizeKw,
        installType: row.installType,
        isForest,
        firstYearKwh: result.energy.annualKwh,
        curtailmentPct: result.losses.find((l) => l.name === 'curtailment')?.pct ?? 0,
        recWeight,
        smpPriceKrwPerKwh: result.prices.smpKrwPerKwh,
        recPriceKrwPerRec: prices.recKrwPerRec,
        p90LifetimeFactor: result.uncertainty.p90LifetimeFactor,
      },
      calibration: {
        climateStnName: result.station.climateStnName,
        gradient: result.station.gradient,
        constant: result.station.constant,
        fleetRegion: result.station.fleetRegion,
        fleetHoursPerDay: result.station.fleetHoursPerDay,
        physicsAnnualKwh: result.energy.physicsAnnualKwh,
        totalLossPct: result.energy.totalLossPct,
      },
      defaults: { asOf: defaults.asOf, source: defaults.source },
    };
    return { profitData, monthlyKwh: result.monthlyProduction };
  }

  return {
    /**
     * Recovery on a new phone: the earlier devices' analyses become the new device's, one open
     * analysis per address (superseded drafts dropped; 409 when an address is matching on two devices).
     */
    moveToDevice: (from: readonly string[], to: string, tx: DbOrTx) =>
      moveAnalysesToDevice(repo, from, to, tx),
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
        return { id: row.id };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ANALYSIS_ACTIVE');
        throw error;
      }
    },

    async get(deviceId: string, id: number): Promise<Analysis> {
      return toAnalysis(await owned(deviceId, id));
    },

    /** Whether this device owns an open analysis with that id (used by SMS and match requests). */
    async requireOwned(deviceId: string, id: number, tx?: DbOrTx): Promise<AnalysisRow> {
      return owned(deviceId, id, tx ?? deps.db, tx !== undefined);
    },

    async patch(deviceId: string, body: PatchAnalysisBody): Promise<Analysis> {
      if ('landData' in body) {
        const current = await owned(deviceId, body.id);
        assertEditable(current);
        const landData: LandData = await deps.land.landData(current.pnu, {
          address: current.address,
        });
        return deps.db.transaction(async (tx) => {
          const row = await owned(deviceId, body.id, tx, true);
          assertEditable(row);
          return toAnalysis(
            await repo.update(row.id, { landData, updatedAt: deps.clock.now() }, tx),
          );
        });
      }
      if ('profitData' in body) {
        const current = await owned(deviceId, body.id);
        assertEditable(current);
        const { profitData, monthlyKwh } = await computeForecast(
          current,
          current.azimuthDeg,
          current.tiltDeg,
        );
        return deps.db.transaction(async (tx) => {
          const row = await owned(deviceId, body.id, tx, true);
          assertEditable(row);
          const updated = await repo.update(
            row.id,
            { profitData, predictionMonthlyPower: monthlyKwh, updatedAt: deps.clock.now() },
            tx,
          );
          return toAnalysis(updated);
        });
      }
      return deps.db.transaction(async (tx) => {
        const row = await owned(deviceId, body.id, tx, true);
        assertEditable(row);
        const landData = row.landData;
        const parcelAreaM2 = landData.boundaryPos?.areaM2 ?? landData.landInfo?.lndpclAr ?? null;
        if (body.installType === 'L' && body.area !== undefined && parcelAreaM2 !== null) {
          // A land area may be edited down to the part used, never beyond the parcel (1 % slack).
          if (body.area > parcelAreaM2 * 1.01) throw new AppError('AREA_EXCEEDS_PARCEL');
        }
        const capacity = deps.land.capacity({
          installType: body.installType,
          boundary: landData.boundaryPos,
          landInfo: landData.landInfo,
          building: landData.gnrlBldgInfo,
          userAreaM2: body.area ?? null,
        });
        if (capacity.status === 'needs_area') throw new AppError('AREA_REQUIRED');
        const updated = await repo.update(
          row.id,
          {
            installType: body.installType,
            areaM2: capacity.areaM2,
            moduleQty: capacity.moduleQty,
            systemSizeKw: capacity.systemSize,
            // A new size invalidates an earlier forecast.
            profitData: null,
            predictionMonthlyPower: null,
            updatedAt: deps.clock.now(),
          },
          tx,
        );
        return toAnalysis(updated);
      });
    },

    /**
     * PATCH /api/match-analysis/prediction: the nearest station and the engine. Position, size
     * and area are the server's own; the owner may choose azimuth and tilt.
     */
    async predict(
      deviceId: string,
      body: PredictionBody,
    ): Promise<{ predictionMonthlyPower: string; profitData: string }> {
      const current = await owned(deviceId, body.id);
      assertEditable(current);
      const { profitData, monthlyKwh } = await computeForecast(current, body.azimuth, body.tilt);
      return deps.db.transaction(async (tx) => {
        const row = await owned(deviceId, body.id, tx, true);
        assertEditable(row);
        await repo.update(
          row.id,
          {
            azimuthDeg: body.azimuth,
            tiltDeg: body.tilt,
            profitData,
            predictionMonthlyPower: monthlyKwh,
            updatedAt: deps.clock.now(),
          },
          tx,
        );
        return {
          predictionMonthlyPower: JSON.stringify(monthlyKwh),
          profitData: JSON.stringify(profitData),
        };
      });
    },

    /**
     * The feasibility verdicts of some analyses by id, for readers that are not the owner (the
     * contractor console shows them on a lead); nothing that identifies the owner.
     */
    async feasibilityByIds(ids: readonly number[]) {
      const rows = await repo.listFeasibilityByIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row.feasibility]));
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
