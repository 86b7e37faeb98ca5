// Shared record types of the engine's embedded data.

/** R = 지붕형 (roof), L = 지상형 (land). */
export type InstallType = 'R' | 'L';

/** One KMA ASOS station (reference/kma-stations.csv). */
export interface StationRecord {
  stnId: number;
  name: string;
  latitudeDeg: number;
  longitudeDeg: number;
  /** Station altitude; null when unknown (unconfirmed in the reference). */
  altitudeM: number | null;
  region: string;
  /** One of the 22 long-running KMA pyranometer stations. */
  solarKma22: boolean;
  /** 'confirmed ...' or 'unconfirmed', as written in the reference. */
  altitudeStatus: string;
}

/** One station-month of the climatology (reference/kma-climatology.csv). */
export interface ClimatologyRow {
  stnId: number;
  stnName: string;
  month: number;
  /** Mean daily GHI, kWh/m2/day (rounded conversion of ghiMjM2Day). */
  ghiKwhM2Day: number;
  /** Mean daily GHI, MJ/m2/day (source value). */
  ghiMjM2Day: number;
  /** Mean air temperature, C. */
  tempAirC: number;
  /** Mean wind speed at the 10 m ASOS mast, m/s. */
  windMs: number;
  /** Years behind the GHI mean, e.g. '2020-2024(5)'. */
  years: string;
  /** Nominal number of days behind the GHI mean. */
  days: number;
  /** Source line of the row. */
  source: string;
}
