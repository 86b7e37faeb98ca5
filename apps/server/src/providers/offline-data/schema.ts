import {
  buildingSchema,
  FEASIBILITY_VERDICTS,
  INSTALL_TYPES,
  POWER_LINE_REASONS,
} from '@haetbit/contracts';
import { z } from 'zod';
import type { OfflineParcel } from './types.js';

/** The shape of `parcels.json` (types.ts describes each field); checked when the dataset loads. */
const verdict = z.enum(FEASIBILITY_VERDICTS);
const yearRecord = z.strictObject({
  yearOffset: z.number().int().max(0),
  pnu: z.string().regex(/^\d{19}$/),
  lndcgrCodeNm: z.string(),
  lndpclAr: z.number().positive(),
  prposArea1Nm: z.string(),
  ladUseSittnNm: z.string(),
  tpgrphHgCodeNm: z.string(),
  tpgrphFrmCodeNm: z.string(),
  roadSideCodeNm: z.string(),
  pblntfPclnd: z.number().nonnegative(),
});
const gridRow = z.strictObject({
  jibun: z.string(),
  substNm: z.string(),
  substPwr: z.number(),
  vol1: z.number(),
  mtrNo: z.string(),
  mtrPwr: z.number(),
  vol2: z.number(),
  dlNm: z.string(),
  dlPwr: z.number(),
  vol3: z.number(),
});

export const offlineParcelSchema = z.strictObject({
  key: z.string().regex(/^[A-Z]{2}-\d{2}$/),
  cases: z.array(z.string()).min(1),
  pnu: z.string().regex(/^\d{19}$/),
  sidoCode: z.string().regex(/^\d{2}$/),
  sido: z.string(),
  sigungu: z.string(),
  emd: z.string(),
  ri: z.string().nullable(),
  jibun: z.string().regex(/^(산 )?\d+(-\d+)?$/),
  address: z.string(),
  roadAddress: z.string().nullable(),
  lat: z.number().min(33).max(39),
  lng: z.number().min(124).max(132),
  boundary: z.array(z.tuple([z.number(), z.number()])).min(3),
  landRecords: z.array(yearRecord),
  prices: z.array(
    z.strictObject({
      yearOffset: z.number().int().max(0),
      pblntfPclnd: z.number().nonnegative(),
      pblntfDe: z.string().regex(/^\d{2}-\d{2}$/),
    }),
  ),
  possession: z.strictObject({
    posesnSeCodeNm: z.string(),
    ownshipChgCauseCodeNm: z.string(),
    ownshipChgDe: z.string(),
    cnrsPsnCo: z.number().int().nonnegative(),
  }),
  movements: z.array(z.strictObject({ landMovRsnCdNm: z.string(), landMovYmd: z.string() })),
  buildings: z.array(buildingSchema),
  zones: z.array(z.strictObject({ name: z.string(), relation: z.string() })).nullable(),
  grid: z.strictObject({ jibunList: z.array(z.string()), rows: z.array(gridRow) }).nullable(),
  expected: z.strictObject({
    installType: z.enum(INSTALL_TYPES),
    landType: verdict,
    restrictedZone: verdict,
    powerLine: verdict,
    powerLineReason: z.enum(POWER_LINE_REASONS).nullable(),
    ordinance: verdict,
    total: z.enum(['P', 'C', 'I']),
    capacity: z.enum(['ok', 'needs_area', 'undetermined']),
    ordinanceFolded: z.boolean(),
  }),
}) satisfies z.ZodType<OfflineParcel>;

export const offlineParcelsSchema = z.array(offlineParcelSchema);
