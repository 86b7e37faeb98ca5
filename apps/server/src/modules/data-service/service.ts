import { DATA_SERVICE_ERROR_MESSAGES, type NearestStnAnswer } from '@haetbit/contracts';
import {
  forecast,
  getStation,
  nearestStation,
  SolarInputError,
  type ForecastOutput,
  type StationCalibration,
} from '@haetbit/solar';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import type { CalcProposalBody } from './schemas.js';
import { createWeatherStationsRepo } from './repo.js';

const UNCALIBRATED: StationCalibration = { gradient: 1, constant: 0 };
const round2 = (x: number) => Math.round(x * 100) / 100;

function unknownStation(stnId: number, statusCode = 404): AppError {
  return new AppError(
    statusCode,
    'UNKNOWN_STATION',
    `${DATA_SERVICE_ERROR_MESSAGES.UNKNOWN_STATION} (${stnId})`,
  );
}

/**
 * KMA stations and their calibration. The station geometry comes from @haetbit/solar; the
 * calibration (gradient, constant) from the weather_station table, read on every call so an
 * operator's change applies at once.
 */
export function createWeatherStationsService(deps: { db: Db; clock?: Clock }) {
  const repo = createWeatherStationsRepo(deps.db);
  const clock = deps.clock ?? systemClock;

  async function calibrationFor(stnId: number): Promise<StationCalibration> {
    if (!getStation(stnId)) throw unknownStation(stnId);
    const row = await repo.findCalibration(stnId);
    return row ? { gradient: row.gradient, constant: row.constant } : UNCALIBRATED;
  }

  return {
    /** The station's calibration; 1 and 0 for a known station without a row. 404 if unknown. */
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
      if (!updated) throw unknownStation(stnId);
    },
  };
}
export type WeatherStationsService = ReturnType<typeof createWeatherStationsService>;

/** `/calc-proposal-data/v2`: the solar engine's forecast with the station calibration applied. */
export function createDataService(deps: { stations: WeatherStationsService }) {
  return {
    async calcProposal(input: CalcProposalBody): Promise<ForecastOutput> {
      let calibration: StationCalibration = UNCALIBRATED;
      if (input.stationId !== undefined && !getStation(input.stationId)) {
        throw unknownStation(input.stationId, 400);
      }
      if (input.gradient === undefined || input.constant === undefined) {
        const stnId = input.stationId ?? nearestStation(input.latitude!, input.longitude!).stnId;
        calibration = await deps.stations.calibrationFor(stnId);
      }
      try {
        return forecast({
          ...input,
          gradient: input.gradient ?? calibration.gradient,
          constant: input.constant ?? calibration.constant,
        });
      } catch (error) {
        if (error instanceof SolarInputError) {
          throw new AppError(400, 'FORECAST_INPUT_INVALID', error.message);
        }
        throw error;
      }
    },
  };
}
export type DataService = ReturnType<typeof createDataService>;
