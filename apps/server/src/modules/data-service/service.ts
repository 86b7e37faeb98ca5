import {
  DATA_SERVICE_ERROR_MESSAGES,
  type NearestStnAnswer,
  type PowerProfitDefaults,
} from '@haetbit/contracts';
import {
  defaultsPriceSources,
  fleetCalibration,
  forecast,
  getStation,
  nearestStation,
  recWeightFor,
  SolarInputError,
  type ForecastOutput,
  type StationCalibration,
} from '@haetbit/solar';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import type { CalcProposalBody } from './schemas.js';
import { createWeatherStationsRepo } from './repo.js';

const UNCALIBRATED: StationCalibration = { gradient: 1, constant: 0 };
const round2 = (x: number) => Math.round(x * 100) / 100;

/** An unknown station: 404 when it is the thing asked for, 400 when it is an input of a calculation. */
function unknownStation(
  stnId: number,
  code: 'UNKNOWN_STATION' | 'FORECAST_INPUT_INVALID' = 'UNKNOWN_STATION',
): AppError {
  return new AppError(code, `${DATA_SERVICE_ERROR_MESSAGES.UNKNOWN_STATION} (${stnId})`);
}

/**
 * KMA stations and their calibration. The station geometry comes from @haetbit/solar; the
 * calibration (gradient, constant) from the weather_station table, read on every call so an
 * operator's change applies at once.
 */
export function createWeatherStationsService(deps: { db: Db; clock?: Clock }) {
  const repo = createWeatherStationsRepo(deps.db);
  const clock = deps.clock ?? systemClock;
  // Every forecast reads its station's row: kept a minute per station in this process; a
  // recalibration through `recalibrate` shows at once here, an SQL update within a minute.
  const cache = ttlCache<StationCalibration>({ ttlMs: 60_000, clock, maxEntries: 200 });

  async function calibrationFor(stnId: number): Promise<StationCalibration> {
    if (!getStation(stnId)) throw unknownStation(stnId);
    return cache.get(String(stnId), async () => {
      const row = await repo.findCalibration(stnId);
      if (row) return { gradient: row.gradient, constant: row.constant };
      const fleet = fleetCalibration(stnId);
      return { gradient: fleet.gradient, constant: fleet.constant };
    });
  }

  return {
    /** The station's calibration; the fleet calibration for a known station without a row. 404 if unknown. */
    calibrationFor,

    /** The nearest station to a point with its calibration; distance in km (2 decimals). */
    async nearest(latDeg: number, lngDeg: number): Promise<NearestStnAnswer> {
      const station = nearestStation(latDeg, lngDeg);
      const calibration = await calibrationFor(station.stnId);
      return {
        stnId: station.stnId,
        stnName: station.stnName,
        gradient: calibration.gradient,
        constant: calibration.constant,
        distance: round2(station.distanceKm),
      };
    },

    /** Operator recalibration of one station (kWh/year linear correction). */
    async recalibrate(
      stnId: number,
      calibration: StationCalibration & { source: string },
    ): Promise<void> {
      if (!getStation(stnId)) throw unknownStation(stnId);
      const updated = await repo.updateCalibration(
        stnId,
        {
          gradient: calibration.gradient,
          constant: calibration.constant,
          calibrationSource: calibration.source,
        },
        clock.now(),
      );
      cache.clear();
      if (!updated) throw unknownStation(stnId);
    },
  };
}
export type WeatherStationsService = ReturnType<typeof createWeatherStationsService>;

/**
 * `/calc-proposal-data/v2`: the solar engine's forecast with the station calibration applied. SMP,
 * REC price, REC weight and the fixed contract not given in the body come from
 * power_profit_default, the same row the owner's analysis reads, so both answers rest on the same
 * figures (and name the same owner-facing sources).
 */
export function createDataService(deps: {
  stations: WeatherStationsService;
  profitDefaults: () => Promise<PowerProfitDefaults>;
}) {
  return {
    async calcProposal(input: CalcProposalBody): Promise<ForecastOutput> {
      let calibration: StationCalibration = UNCALIBRATED;
      if (input.stationId !== undefined && !getStation(input.stationId)) {
        throw unknownStation(input.stationId, 'FORECAST_INPUT_INVALID');
      }
      const stnId = input.stationId ?? nearestStation(input.latitude!, input.longitude!).stnId;
      if (input.gradient === undefined || input.constant === undefined) {
        calibration = await deps.stations.calibrationFor(stnId);
      }
      const defaults = await deps.profitDefaults();
      // The fixed contract of the operator-edited defaults, 제주's for a 제주 station.
      const fixedPrice =
        input.fixedPrice ??
        (getStation(stnId)?.region === '제주'
          ? defaults.fixedContractJejuKrwPerMwh
          : defaults.fixedContractKrwPerMwh);
      try {
        return forecast({
          ...input,
          fixedPrice,
          priceSources: {
            ...(input.smpPrice === undefined && input.smpMonthly === undefined
              ? { smp: defaultsPriceSources('smp', defaults.fitSmp, defaults.asOf) }
              : {}),
            ...(input.fixedPrice === undefined
              ? { fixed: defaultsPriceSources('fixedPrice', fixedPrice, defaults.asOf) }
              : {}),
            ...input.priceSources,
          },
          smpPrice: input.smpPrice ?? defaults.fitSmp,
          recPrice: input.recPrice ?? defaults.fitRec,
          recRate:
            input.recRate ??
            recWeightFor(input.installType, input.systemSize, input.isForest, defaults),
          gradient: input.gradient ?? calibration.gradient,
          constant: input.constant ?? calibration.constant,
        });
      } catch (error) {
        if (error instanceof SolarInputError) {
          throw new AppError('FORECAST_INPUT_INVALID', error.message);
        }
        throw error;
      }
    },
  };
}
export type DataService = ReturnType<typeof createDataService>;
