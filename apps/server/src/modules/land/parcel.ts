import type {
  BuildingTitleInfo,
  Capacity,
  DevLimitInfo,
  Feasibility,
  InstallType,
  LandInfo,
  LandPossession,
  LandPrice,
  LocalOrdinance,
  ParcelBoundary,
  SelectedJibunInfo,
} from '@haetbit/contracts';

/** The raw lookups of one parcel (null = no answer). */
export interface CollectedParcel {
  pnu: string;
  address: string | null;
  boundary: ParcelBoundary | null;
  landInfo: LandInfo | null;
  building: BuildingTitleInfo | null;
  devLimit: DevLimitInfo | null;
  ordinance: LocalOrdinance;
  possession: LandPossession | null;
  landPrice: LandPrice | null;
  jibunList: string[] | null;
  selected: SelectedJibunInfo | null;
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
