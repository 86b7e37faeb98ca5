import { FEASIBILITY_VERDICTS, INSTALL_TYPES, type FeasibilityVerdict } from './constants.js';
import { z } from 'zod';
import { MESSAGES } from './messages.js';

/*
 * Parcel, land and grid intelligence: the open-data gateway (`POST /open/...`), the local ordinance
 * and region limit-list calls, the feasibility verdicts and their Korean texts (spec sections 3, 7,
 * 8, 9). API field names are the spec's (lndcgrCodeNm, archArea, selectedJibunInfo ...).
 */

export * from './land-inputs.js';

// ---------------------------------------------------------------------------------------------
// Texts (spec section 8). Verbatim where the spec quotes Korean; the building and zone texts are
// "similar" to the land text as the spec says.
// ---------------------------------------------------------------------------------------------

export const LAND_MESSAGES = {
  landInfoUnavailable: '해당 주소의 토지 정보를 조회할 수 없습니다.',
  buildingInfoUnavailable: '해당 주소의 건축물 정보를 조회할 수 없습니다.',
  zoneInfoUnavailable: '해당 주소의 용도지역·지구 지정 정보를 조회할 수 없습니다.',
  powerLineUnavailable: '해당 주소의 선로용량을 조회할 수 없습니다.',
  ordinanceAbsent: '해당 지역의 이격거리 조례가 없습니다.',
  contractorNote: '정확한 분석은 시공사를 통해 받아보실 수 있습니다.',
  ordinanceFigureUnknown:
    '이 지역 조례에 이격거리 조항이 있지만 거리 수치를 확인하지 못했습니다. 관할 시·군청이나 시공사를 통해 기준을 확인해 주세요.',
  capacityUnknown: MESSAGES.capacityUnknown,
  roofAreaUnknown: MESSAGES.roofAreaUnknown,
  noRoadAddress: MESSAGES.noRoadAddress,
} as const;

// ---------------------------------------------------------------------------------------------
// Normalised records (same shape from the offline and the public adapters)
// ---------------------------------------------------------------------------------------------

export const addressSearchItemSchema = z.object({
  address: z.string(),
  roadAddress: z.string().nullable(),
  pnu: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type AddressSearchItem = z.infer<typeof addressSearchItemSchema>;

/**
 * A nearest-number candidate (spec section 3): a parcel of the same 리·동 whose lot number is
 * closest to the typed one, offered when the typed lot has no parcel. Score 1-100, higher nearer.
 */
export const nearestLotSchema = addressSearchItemSchema.extend({
  lotNumber: z.string(),
  score: z.number().int().min(1).max(100),
});
export type NearestLot = z.infer<typeof nearestLotSchema>;

export const addressSearchPageSchema = z.object({
  items: z.array(addressSearchItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  /** With no parcel for the typed lot number: the nearest lots of the same 리·동, best first. */
  nearest: z.array(nearestLotSchema).optional(),
});
export type AddressSearchPage = z.infer<typeof addressSearchPageSchema>;

/** A WGS84 position as [lng, lat] (GeoJSON order). */
export const lngLatSchema = z.tuple([z.number(), z.number()]);
export type LngLat = z.infer<typeof lngLatSchema>;

export const parcelBoundarySchema = z.object({
  pnu: z.string(),
  /** Outer ring, [lng, lat], not closed (first vertex not repeated). */
  boundaryPos: z.array(lngLatSchema).min(3),
  center: z.object({ lat: z.number(), lng: z.number() }),
  /** Geodesic area of the ring on the WGS84 ellipsoid (m²). */
  areaM2: z.number(),
  jibun: z.string().nullable(),
});
export type ParcelBoundary = z.infer<typeof parcelBoundarySchema>;

export const landCharacteristicsSchema = z.object({
  pnu: z.string(),
  stdrYear: z.number().int(),
  lndcgrCodeNm: z.string(),
  lndpclAr: z.number(),
  /** 용도지역 (zoning). */
  prposArea1Nm: z.string().nullable(),
  ladUseSittnNm: z.string().nullable(),
  tpgrphHgCodeNm: z.string().nullable(),
  tpgrphFrmCodeNm: z.string().nullable(),
  roadSideCodeNm: z.string().nullable(),
  /** 공시지가 (원/㎡) carried by the same record. */
  pblntfPclnd: z.number().nullable(),
});
export type LandCharacteristics = z.infer<typeof landCharacteristicsSchema>;

export const LAND_CHARACTERISTICS_FALLBACKS = [
  'none',
  'previous_year',
  'variant_pnu',
  'variant_pnu_previous_year',
] as const;
export const landInfoSchema = landCharacteristicsSchema.extend({
  requestedPnu: z.string(),
  requestedYear: z.number().int(),
  fallback: z.enum(LAND_CHARACTERISTICS_FALLBACKS),
});
export type LandInfo = z.infer<typeof landInfoSchema>;

export const landPossessionSchema = z.object({
  pnu: z.string(),
  /** 소유구분 (possession type), e.g. 개인, 국유지. */
  posesnSeCodeNm: z.string().nullable(),
  /** 소유권변동원인 (ownership change cause). */
  ownshipChgCauseCodeNm: z.string().nullable(),
  /** 소유권변동일자 YYYY-MM-DD. */
  ownshipChgDe: z.string().nullable(),
  /** 공유인수 (co-owner count; 0 = single owner). */
  cnrsPsnCo: z.number().int().min(0),
});
export type LandPossession = z.infer<typeof landPossessionSchema>;

export const landMovementSchema = z.object({
  pnu: z.string(),
  /** Latest movement cause. */
  landMovRsnCdNm: z.string().nullable(),
  items: z.array(z.object({ landMovRsnCdNm: z.string(), landMovYmd: z.string().nullable() })),
});
export type LandMovement = z.infer<typeof landMovementSchema>;

export const landPriceSchema = z.object({
  pnu: z.string(),
  stdrYear: z.number().int(),
  /** 개별공시지가 (원/㎡). */
  pblntfPclnd: z.number(),
  /** 공시일자 YYYY-MM-DD. */
  pblntfDe: z.string().nullable(),
});
export type LandPrice = z.infer<typeof landPriceSchema>;

export const buildingSchema = z.object({
  bldNm: z.string().nullable(),
  mainPurpsCdNm: z.string().nullable(),
  etcPurps: z.string().nullable(),
  archArea: z.number(),
  pmsDay: z.string().nullable(),
  useAprDay: z.string().nullable(),
});
export type Building = z.infer<typeof buildingSchema>;

/** gnrlBldgInfo: a building exists when archCnt is above 0. */
export const buildingTitleInfoSchema = z.object({
  pnu: z.string(),
  archCnt: z.number().int().min(0),
  /** Sum of the buildings' 건축면적 (m²), the roof footprint. */
  archArea: z.number(),
  /** Of the largest building. */
  mainPurpsCdNm: z.string().nullable(),
  etcPurps: z.string().nullable(),
  pmsDay: z.string().nullable(),
  buildings: z.array(buildingSchema),
});
export type BuildingTitleInfo = z.infer<typeof buildingTitleInfoSchema>;

export const landUseZoneSchema = z.object({
  /** 용도지역·지구 name as listed in 토지이용계획 (td0 of the spec). */
  name: z.string(),
  /** 포함 / 저촉 / 접합. */
  relation: z.string().nullable(),
});
export type LandUseZone = z.infer<typeof landUseZoneSchema>;

export const LIMIT_STATES = ['none', 'in_limit_list', 'other'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];
export const devLimitInfoSchema = z.object({
  pnu: z.string(),
  items: z.array(
    z.object({ td0: z.string(), cnflcAtNm: z.string().nullable(), limited: z.boolean() }),
  ),
  limitState: z.enum(LIMIT_STATES),
});
export type DevLimitInfo = z.infer<typeof devLimitInfoSchema>;

export const gridLevelSchema = z.object({
  name: z.string(),
  /** Capacity already connected or committed (kW). */
  capacity1: z.number(),
  /** Remaining headroom (kW); the feasibility rule reads this one. */
  capacity2: z.number(),
});
export type GridLevel = z.infer<typeof gridLevelSchema>;

export const selectedJibunInfoSchema = z.object({
  jibun: z.string(),
  substation: gridLevelSchema,
  transformer: gridLevelSchema,
  dl: gridLevelSchema,
});
export type SelectedJibunInfo = z.infer<typeof selectedJibunInfoSchema>;

export const kepcoJibunListSchema = z.object({ kepcoJibunList: z.array(z.string()) });
export const dispersedGenerationSchema = z.object({ selectedJibunInfo: selectedJibunInfoSchema });

// ---------------------------------------------------------------------------------------------
// Gateway answers: the data, or "unavailable" with the spec's text (never a 5xx).
// ---------------------------------------------------------------------------------------------

export const PROVIDER_SOURCES = ['offline', 'public'] as const;
export const UNAVAILABLE_REASONS = [
  'network',
  'timeout',
  'http_error',
  'empty',
  'malformed',
  'not_configured',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export function lookupAnswerSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('status', [
    z.object({
      status: z.literal('ok'),
      source: z.enum(PROVIDER_SOURCES),
      fetchedAt: z.string(),
      data,
    }),
    z.object({
      status: z.literal('unavailable'),
      reason: z.enum(UNAVAILABLE_REASONS),
      message: z.string(),
      note: z.string(),
      data: z.null(),
    }),
  ]);
}

export const addressSearchAnswerSchema = addressSearchPageSchema;
export const boundaryAnswerSchema = lookupAnswerSchema(parcelBoundarySchema);
export const landInfoAnswerSchema = lookupAnswerSchema(landInfoSchema);
export const possessionAnswerSchema = lookupAnswerSchema(landPossessionSchema);
export const landMovementAnswerSchema = lookupAnswerSchema(landMovementSchema);
export const landPriceAnswerSchema = lookupAnswerSchema(landPriceSchema);
export const buildingAnswerSchema = lookupAnswerSchema(buildingTitleInfoSchema);
export const devLimitAnswerSchema = lookupAnswerSchema(devLimitInfoSchema);
export const kepcoJibunListAnswerSchema = lookupAnswerSchema(kepcoJibunListSchema);
export const dispersedGenerationAnswerSchema = lookupAnswerSchema(dispersedGenerationSchema);

// ---------------------------------------------------------------------------------------------
// Product API: local ordinance and region limit list
// ---------------------------------------------------------------------------------------------

export const localOrdinanceSchema = z.object({
  area: z.string(),
  found: z.boolean(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  content2: z.string().nullable(),
  /** confirmed / reported / unconfirmed ... as recorded in the source table. */
  status: z.string().nullable(),
  source: z.string().nullable(),
  asOf: z.string().nullable(),
  /** The "no ordinance" text when found is false. */
  message: z.string().nullable(),
  /**
   * Whether the ordinance's setback distances are known (road or residential metres). Analyses
   * stored before this field was added lack it and count as known.
   */
  setbackKnown: z.boolean().optional(),
});
export type LocalOrdinance = z.infer<typeof localOrdinanceSchema>;

export const localLimitAreaSchema = z.object({
  sidoCode: z.string(),
  /** Comma-separated zone names that block or strongly limit ground PV. */
  limitArea: z.string(),
  source: z.string(),
  confidence: z.string(),
});
export type LocalLimitArea = z.infer<typeof localLimitAreaSchema>;

/** Ordinance text is folded when it has more than one line and more than 200 characters. */
export const ORDINANCE_FOLD_MIN_CHARS = 200;
export function shouldFoldOrdinance(text: string | null | undefined): boolean {
  if (!text) return false;
  return text.split('\n').length > 1 && text.length > ORDINANCE_FOLD_MIN_CHARS;
}

// ---------------------------------------------------------------------------------------------
// Feasibility (spec sections 4 and 9)
// ---------------------------------------------------------------------------------------------

/** P possible, C conditional, I impossible; E is the internal pending marker (FEASIBILITY_VERDICTS). */
export type Verdict = FeasibilityVerdict;
const verdictSchema = z.enum(FEASIBILITY_VERDICTS);

/**
 * How sure a sourced fact is, as shared/reference marks it: confirmed (a primary or cited source),
 * reported (press or secondary), unconfirmed (not found or not verified), derived (computed from
 * sourced figures). Owner screens say so wherever a fact is not confirmed.
 */
export const FACT_CONFIDENCES = ['confirmed', 'reported', 'unconfirmed', 'derived'] as const;
export type FactConfidence = (typeof FACT_CONFIDENCES)[number];
export const FACT_CONFIDENCE_LABELS: Record<FactConfidence, string> = {
  confirmed: '확인됨',
  reported: '보도 기준',
  unconfirmed: '미확인',
  derived: '추정',
};

/** One rule or data set a verdict rests on: what it is, its 기준일, its source and how sure it is. */
export const factBasisSchema = z.object({
  /** What the fact is, in Korean ('계통관리변전소 지정', '한전 선로 여유용량'). */
  topic: z.string(),
  /** 기준일: YYYY-MM-DD, YYYY-MM or YYYY; null when the source gives none. */
  asOf: z.string().nullable(),
  /** The source as an owner recognises it: 기관·매체와 자료명, never a bare address. */
  source: z.string(),
  confidence: z.enum(FACT_CONFIDENCES),
});
export type FactBasis = z.infer<typeof factBasisSchema>;

export const feasibilityItemSchema = z.object({
  verdict: verdictSchema,
  /** The 'cannot look up' text (followed by the contractor note) or null when data were found. */
  message: z.string().nullable(),
  note: z.string().nullable(),
  /** Why this verdict, in plain Korean. Absent in analyses stored before it was written. */
  detail: z.string().nullable().optional(),
  /** The rules and data the verdict rests on, each with its 기준일 and source. */
  basis: z.array(factBasisSchema).optional(),
});
export type FeasibilityItem = z.infer<typeof feasibilityItemSchema>;

/**
 * Why the power-line item reads as it does (clients read these names; the forecast adds the
 * curtailment of a managed or flexible connection):
 * - managedSubstation: the substation is a 계통관리변전소 and closed to new plants (I);
 * - flexibleConnection: a 계통관리변전소 with an open 유연접속 allocation, connected on condition
 *   of being curtailed first (C);
 * - headroom: substation, transformer and line all have room (P);
 * - noHeadroom: some level has none (C when only some, I when all).
 * Null when KEPCO answered nothing for the parcel and no rule covers its region (E).
 */
export const POWER_LINE_REASONS = [
  'managedSubstation',
  'flexibleConnection',
  'headroom',
  'noHeadroom',
] as const;
export type PowerLineReason = (typeof POWER_LINE_REASONS)[number];

/** 농지 land categories (지목) that need a farmland permit for a ground plant. */
export const FARMLAND_CATEGORIES = ['전', '답', '과수원'] as const;
export type FarmlandCategory = (typeof FARMLAND_CATEGORIES)[number];
export const farmlandSchema = z.object({
  category: z.enum(FARMLAND_CATEGORIES),
  /** Inside 농업진흥구역: no ground plant (roofs of lawful buildings are unaffected). */
  promotionZone: z.boolean(),
  /**
   * Years an agrivoltaic (영농형) plant may stand under the 타용도 일시사용허가; null where
   * agrivoltaics are not allowed (inside 농업진흥구역). The forecast stops there.
   */
  agrivoltaicPermitYears: z.number().int().positive().nullable(),
});
export type Farmland = z.infer<typeof farmlandSchema>;

/**
 * Which setback rule the ordinance item applied: exempt (roofs and self-consumption under the
 * 2026 재생에너지법 amendment), the municipality's ordinance (until the law takes effect), or
 * the statutory caps (after it).
 */
export const ORDINANCE_REGIMES = ['exempt', 'localOrdinance', 'statutoryCaps'] as const;
export type OrdinanceRegime = (typeof ORDINANCE_REGIMES)[number];

export const feasibilitySchema = z.object({
  installType: z.enum(INSTALL_TYPES),
  /** Land: road access and farmland (absent `farmland` when the lot is not 전·답·과수원). */
  landType: feasibilityItemSchema.extend({ farmland: farmlandSchema.optional() }),
  restrictedZone: feasibilityItemSchema,
  powerLine: feasibilityItemSchema.extend({
    reason: z.enum(POWER_LINE_REASONS).nullable().optional(),
  }),
  ordinance: feasibilityItemSchema.extend({
    folded: z.boolean(),
    regime: z.enum(ORDINANCE_REGIMES).optional(),
  }),
  /** The total is never pending: I if any item is I, else C if any is C or E, else P. */
  total: verdictSchema.exclude(['E']),
});
export type Feasibility = z.infer<typeof feasibilitySchema>;

export const capacitySchema = z.object({
  installType: z.enum(INSTALL_TYPES),
  status: z.enum(['ok', 'needs_area', 'undetermined']),
  areaM2: z.number().nullable(),
  areaSource: z.enum(['boundary', 'registered', 'building', 'user']).nullable(),
  moduleQty: z.number().int().min(0),
  /** kW = moduleQty × 480 / 1000. */
  systemSize: z.number(),
  message: z.string().nullable(),
  /** Which layout rule produced moduleQty (packages/solar polygon or area layout). */
  layoutRule: z.string(),
});
export type Capacity = z.infer<typeof capacitySchema>;
