import type { Building, InstallType, LngLat, PowerLineReason, Verdict } from '@haetbit/contracts';
import type { KepcoRow } from '../kepco-grid/rows.js';

/** Years are stored relative to the current year, so the dataset behaves the same every year. */
export interface OfflineYearRecord {
  /** 0 = current year, -1 = previous year ... */
  yearOffset: number;
  /** The PNU the record is filed under (the variant PNU for the "variant only" case). */
  pnu: string;
  lndcgrCodeNm: string;
  lndpclAr: number;
  prposArea1Nm: string;
  ladUseSittnNm: string;
  tpgrphHgCodeNm: string;
  tpgrphFrmCodeNm: string;
  roadSideCodeNm: string;
  pblntfPclnd: number;
}

/** A KEPCO row as the public adapter reads it, filed under its lot (no codes). */
export type OfflineGridRow = Omit<KepcoRow, 'substCd' | 'dlCd' | 'addrJibun'> & { jibun: string };

export interface OfflineExpected {
  installType: InstallType;
  landType: Verdict;
  restrictedZone: Verdict;
  powerLine: Verdict;
  /** Why the power line reads so (contracts POWER_LINE_REASONS); null when nothing is known. */
  powerLineReason: PowerLineReason | null;
  ordinance: Verdict;
  total: 'P' | 'C' | 'I';
  capacity: 'ok' | 'needs_area' | 'undetermined';
  ordinanceFolded: boolean;
}

export interface OfflineParcel {
  /** Short stable key used in the README table and tests. */
  key: string;
  /** What this parcel exercises (README "case"). */
  cases: string[];
  pnu: string;
  sidoCode: string;
  sido: string;
  sigungu: string;
  /** 읍/면/동. */
  emd: string;
  /** 리, or null in a 동. */
  ri: string | null;
  /** "12-3" or "산 12-3". */
  jibun: string;
  address: string;
  roadAddress: string | null;
  lat: number;
  lng: number;
  boundary: LngLat[];
  landRecords: OfflineYearRecord[];
  /** pblntfDe is month-day ("05-31"); the year comes from yearOffset. */
  prices: { yearOffset: number; pblntfPclnd: number; pblntfDe: string }[];
  possession: {
    posesnSeCodeNm: string;
    ownshipChgCauseCodeNm: string;
    ownshipChgDe: string;
    cnrsPsnCo: number;
  };
  movements: { landMovRsnCdNm: string; landMovYmd: string }[];
  buildings: Building[];
  /** null: the land-use plan service has no record for the parcel. */
  zones: { name: string; relation: string }[] | null;
  /** null: KEPCO has no record for the parcel's area. */
  grid: { jibunList: string[]; rows: OfflineGridRow[] } | null;
  expected: OfflineExpected;
}
