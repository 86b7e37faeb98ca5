import type {
  BuildingTitleInfo,
  Capacity,
  DevLimitInfo,
  Feasibility,
  InstallType,
  LandInfo,
  LandMovement,
  LandPossession,
  LandPrice,
  LocalOrdinance,
  ParcelBoundary,
  SelectedJibunInfo,
} from '@haetbit/contracts';
import type { DataOrigin, SitingRules, SubstationRule } from './feasibility.js';

/** The raw lookups of one parcel (null = no answer). */
export interface CollectedParcel {
  pnu: string;
  address: string | null;
  boundary: ParcelBoundary | null;
  /** With the latest 토지이동 cause (spec section 3). */
  landInfo: (LandInfo & { landMovRsnCdNm: string | null }) | null;
  building: BuildingTitleInfo | null;
  devLimit: DevLimitInfo | null;
  ordinance: LocalOrdinance;
  possession: LandPossession | null;
  landPrice: LandPrice | null;
  landMovement: LandMovement | null;
  jibunList: string[] | null;
  selected: SelectedJibunInfo | null;
  /** Where each verdict's data came from and when. */
  origins: {
    land: DataOrigin | null;
    building: DataOrigin | null;
    zones: DataOrigin | null;
    grid: DataOrigin | null;
  };
  /** The grid and siting rules in force when the parcel was read. */
  rules: { substations: readonly SubstationRule[]; settings: SitingRules };
  /** landData keys without an answer. */
  unavailable: string[];
}

export interface ParcelAnalysis {
  pnu: string;
  installType: InstallType;
  landData: {
    boundaryPos: ParcelBoundary['boundaryPos'] | null;
    landInfo: LandInfo | null;
    gnrlBldgInfo: BuildingTitleInfo | null;
    devLimitInfo: DevLimitInfo | null;
    localOrdinance: LocalOrdinance;
    kepcoJibunInfo: { kepcoJibunList: string[]; selectedJibunInfo: SelectedJibunInfo | null };
  };
  feasibility: Feasibility;
  capacity: Capacity;
}
