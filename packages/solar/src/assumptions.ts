// Versioned assumptions of the engine. Every value has a source line and a status; a forecast
// records ASSUMPTIONS_VERSION. Change a value => bump the version and say why in the README.
//
// Status words: 'spec' = given by SPEC.md; 'confirmed' = seen in a cited public source;
// 'unconfirmed' = industry figure not verified; 'model default' = the published model's default.

export const ASSUMPTIONS_VERSION = 'solar-assumptions/2025-11-23.1';

export interface Sourced<T> {
  value: T;
  unit: string;
  status: 'spec' | 'confirmed' | 'unconfirmed' | 'model default' | 'engine choice';
  source: string;
}

const s = <T>(
  value: T,
  unit: string,
  status: Sourced<T>['status'],
  source: string,
): Sourced<T> => ({
  value,
  unit,
  status,
  source,
});

/** REC weights by install type and size (spec section 9 band rule; flat per band, no blending). */
export const REC_WEIGHTS = {
  land: s(
    0.5,
    '-',
    'unconfirmed',
    '임야 (forest 지목) weight; 0.7 from 2018-06-27 confirmed, later cut to 0.5 unconfirmed (reference/prices-and-rec.md 4.1)',
  ),
  land1: s(
    1.2,
    '-',
    'confirmed',
    '일반부지 < 100 kW, MOTIE REC weight notice (2018 revision; hobking.tistory.com/9116354)',
  ),
  land2: s(
    1.0,
    '-',
    'confirmed',
    '일반부지 100 kW - 3 MW band weight (2018 revision); blended first-100-kW bonus not applied (spec rule is per band)',
  ),
  land3: s(0.8, '-', 'unconfirmed', '일반부지 > 3 MW, widely quoted 0.8 (2017 plan said 0.7)'),
  roof1: s(1.5, '-', 'confirmed', '건축물 등 기존시설물 <= 3 MW (2018 revision)'),
  roof2: s(1.0, '-', 'confirmed', '건축물 등 기존시설물 > 3 MW (2017 plan, blended)'),
} as const;

export type RecWeightKey = keyof typeof REC_WEIGHTS;

/** Price and finance defaults (spec section 9 where given). */
export const FINANCE_DEFAULTS = {
  smpPriceKrwPerKwh: s(
    118.38,
    'KRW/kWh',
    'unconfirmed',
    'mean of 2025-01..09 monthly SMP (117.11 ... 112.90) hard-coded in a public solar calculator (reference/prices-and-rec.md 1); land/unified not stated',
  ),
  recPriceKrwPerRec: s(
    71_810,
    'KRW/REC (1 REC = 1 MWh)',
    'unconfirmed',
    'mean of 2025-01..09 REC spot (same calculator); 2025-04 week 3 land 72,770 confirmed (energyplan.tistory.com/41)',
  ),
  priceIncreasePct: s(1, '% per year', 'spec', 'SPEC.md 9: increase rate 1'),
  moduleLossPct: s(
    1,
    '% per year',
    'spec',
    'SPEC.md 9: module loss rate 1 (yearly output degradation)',
  ),
  constructionCostManwonPerKw: s(
    100,
    '만원/kW',
    'spec',
    'SPEC.md 9: construction cost 100 per kW; unit not shown, taken as 만원/kW; depreciable asset base',
  ),
  projectCostGroundManwonPerKw: s(
    110,
    '만원/kW',
    'spec',
    'SPEC.md 9: ground type 110 per kW (unit not shown, taken as 만원/kW = 1.1 M KRW/kW; industry range 1.1-1.4 M KRW/kW unconfirmed)',
  ),
  projectCostRoofManwonPerKw: s(
    130,
    '만원/kW',
    'spec',
    'SPEC.md 9: rooftop 130 per kW (taken as 만원/kW)',
  ),
  firstLoanRatePct: s(70, '% of project cost', 'spec', 'SPEC.md 9: first loan rate 70'),
  loanTermYears: s(20, 'years', 'spec', 'SPEC.md 9: loan term 20'),
  loanInterestPct: s(
    3.2,
    '% per year',
    'spec',
    'SPEC.md 9: loan interest 3.2; equal annual payments (annuity)',
  ),
  corporateTaxPct: s(1, '% of taxable income', 'spec', 'SPEC.md 9: corporate tax rate 1'),
  depreciationYears: s(10, 'years', 'spec', 'SPEC.md 9: depreciation period 10 (straight line)'),
  otherCostsManwonPerYear: s(
    0,
    '만원/year',
    'spec',
    'SPEC.md 9: other costs 0 (yearly O&M, insurance, land rent)',
  ),
  discountRatePct: s(
    4.5,
    '% per year',
    'engine choice',
    'NPV/LCOE discount rate; no source, engine choice (about loan interest + 1.3 pt)',
  ),
  horizonYears: s(20, 'years', 'spec', 'SPEC.md 9: analysis horizon 20 years'),
} as const;

/** PV system defaults for forecasts. */
export const SYSTEM_DEFAULTS = {
  tiltDeg: s(21, 'deg', 'spec', 'SPEC.md 9: default tilt 21'),
  surfaceAzimuthDeg: s(180, 'deg from north', 'spec', 'SPEC.md 9: default azimuth 180'),
  lossesPct: s(
    14,
    '%',
    'model default',
    'PVWatts v5 default total system losses 14 % (Dobos 2014); not verified for Korean plants',
  ),
  gammaPdcPerC: s(
    -0.0037,
    '1/C',
    'unconfirmed',
    'typical mono-PERC datasheet Pmax coefficient -0.35..-0.40 %/C; Korean rule of thumb -0.5 %/C (enlighten.kr)',
  ),
  dcAcRatio: s(1.1, '-', 'engine choice', 'typical DC/AC ratio; not verified'),
  etaInvNom: s(0.96, '-', 'model default', 'pvlib inverter.pvwatts default nominal efficiency'),
  albedo: s(0.2, '-', 'model default', 'grass albedo (pvlib SURFACE_ALBEDOS)'),
  transposition: s(
    'haydavies' as const,
    '-',
    'engine choice',
    'DESIGN.md 6: Hay-Davies (Perez optional)',
  ),
  temperatureModel: s(
    'sapm:open_rack_glass_polymer' as const,
    '-',
    'engine choice',
    'DESIGN.md 6: SAPM; open rack glass/polymer for ground and flat-roof racks',
  ),
  iam: s(
    'physical' as const,
    '-',
    'engine choice',
    'pvlib iam.physical defaults (n 1.526, K 4, L 0.002)',
  ),
} as const;

/** Layout defaults. */
export const LAYOUT_ASSUMPTIONS = {
  moduleLengthM: 2,
  moduleWidthM: 1,
  modulePowerW: 480,
  /** Land: clearance to the parcel boundary for fence and maintenance path (engine choice). */
  landSetbackM: 2,
  /** Roof: edge zone kept free (engine choice). */
  roofSetbackM: 1,
  sources: {
    module: s(
      '1 m x 2 m, 480 W',
      '-',
      'spec',
      'SPEC.md 2 and 9: panels 1 m by 2 m; module power 480 W',
    ),
    landSetbackM: s(
      2,
      'm',
      'engine choice',
      'no national rule found; 2 m fence/maintenance clearance (unconfirmed)',
    ),
    roofSetbackM: s(1, 'm', 'engine choice', 'edge zone for wind uplift and access (unconfirmed)'),
    shading: s(
      'winter-solstice noon',
      '-',
      'engine choice',
      'row pitch without inter-row shade at solar noon on 21-22 Dec',
    ),
  },
} as const;
