import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Data service calls (spec section 7 'Data service'): nearest weather station and latest SMP/REC.
// The calculation call (`/calc-proposal-data/v2`) reuses the solar engine's schemas on the server.
// ---------------------------------------------------------------------------------------------

/** KPX local division: 1 = land (육지), 9 = Jeju (제주); spec section 9 uses 9 for a pnu starting 50. */
export const LOCAL_DIVS = [1, 9] as const;
export type LocalDiv = (typeof LOCAL_DIVS)[number];

/** Status of a price row as tagged in shared/reference/prices-and-rec.md. */
export const PRICE_CONFIDENCES = ['confirmed', 'unconfirmed'] as const;
export type PriceConfidence = (typeof PRICE_CONFIDENCES)[number];

/** Error codes of the data-service calls and their Korean messages (mapped to 4xx). */
export const DATA_SERVICE_ERROR_MESSAGES = {
  PRICES_NOT_FOUND: '해당 날짜 이전에 공표된 SMP·REC 가격이 없습니다.',
  UNKNOWN_STATION: '존재하지 않는 기상 관측소입니다.',
  FORECAST_INPUT_INVALID: '발전량 계산 입력값이 올바르지 않습니다.',
} as const;
export type DataServiceErrorCode = keyof typeof DATA_SERVICE_ERROR_MESSAGES;

/**
 * South Korea with its islands (마라도 33.11 N .. the northern border near 38.6 N; 백령도 124.6 E ..
 * 독도 131.9 E), padded. The KMA stations cover only this area, so a point outside it has no
 * meaningful nearest station.
 */
export const KOREA_BOUNDS = { minLat: 32.5, maxLat: 39, minLng: 124, maxLng: 132 } as const;

const finite = (what: string) =>
  z.number({
    error: (issue) =>
      issue.code === 'invalid_type' ? `${what} must be a finite number` : undefined,
  });
/** Latitude inside {@link KOREA_BOUNDS}; `name` is the field name used in messages. */
export const koreaLatitude = (name: string) =>
  finite(name)
    .min(KOREA_BOUNDS.minLat, { message: `${name} must be inside South Korea (32.5-39 N)` })
    .max(KOREA_BOUNDS.maxLat, { message: `${name} must be inside South Korea (32.5-39 N)` });
/** Longitude inside {@link KOREA_BOUNDS}. */
export const koreaLongitude = (name: string) =>
  finite(name)
    .min(KOREA_BOUNDS.minLng, { message: `${name} must be inside South Korea (124-132 E)` })
    .max(KOREA_BOUNDS.maxLng, { message: `${name} must be inside South Korea (124-132 E)` });

export const nearestStnBodySchema = z.object({
  lat: koreaLatitude('lat'),
  lng: koreaLongitude('lng'),
});
export type NearestStnBody = z.infer<typeof nearestStnBodySchema>;

/** Spec section 3 'Nearest weather station' plus the distance. */
export const nearestStnAnswerSchema = z.object({
  stnId: z.int(),
  stnName: z.string(),
  /** Calibration energy' = gradient x energy + constant (kWh/year), from the weather_station table. */
  gradient: z.number(),
  constant: z.number(),
  /** Great-circle distance from the point to the station, km (2 decimals). */
  distance: z.number(),
});
export type NearestStnAnswer = z.infer<typeof nearestStnAnswerSchema>;

/** 'YYYYMMDD', a real calendar date. */
export const yyyymmddSchema = z
  .string()
  .regex(/^\d{8}$/, { message: 'date must be YYYYMMDD' })
  .refine(
    (value) => {
      const y = Number(value.slice(0, 4));
      const m = Number(value.slice(4, 6));
      const d = Number(value.slice(6, 8));
      const date = new Date(Date.UTC(y, m - 1, d));
      return (
        y >= 1900 &&
        date.getUTCFullYear() === y &&
        date.getUTCMonth() === m - 1 &&
        date.getUTCDate() === d
      );
    },
    { message: 'date must be a calendar date (YYYYMMDD)' },
  );

export const latestSmpRecBodySchema = z.object({
  localDiv: z.union([z.literal(1), z.literal(9)], {
    error: 'localDiv must be 1 (land) or 9 (Jeju)',
  }),
  /** Latest published row on or before this date (KST); today when absent. */
  smpDt: yyyymmddSchema.optional(),
});
export type LatestSmpRecBody = z.infer<typeof latestSmpRecBodySchema>;

/** The 24 trading hours of a KPX SMP day: h1 = 00-01 h ... h24 = 23-24 h. */
export const SMP_HOUR_KEYS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'h7',
  'h8',
  'h9',
  'h10',
  'h11',
  'h12',
  'h13',
  'h14',
  'h15',
  'h16',
  'h17',
  'h18',
  'h19',
  'h20',
  'h21',
  'h22',
  'h23',
  'h24',
] as const;
export type SmpHourKey = (typeof SMP_HOUR_KEYS)[number];

const hourly = Object.fromEntries(SMP_HOUR_KEYS.map((key) => [key, z.number()])) as {
  [K in SmpHourKey]: z.ZodNumber;
};

/** `smpInfo.h1` .. `h24`: SMP per trading hour, KRW/kWh; `smpDt` is YYYYMMDD. */
export const smpInfoSchema = z.object({ smpDt: z.string(), ...hourly });
export type SmpInfo = z.infer<typeof smpInfoSchema>;

export const recInfoSchema = z.object({
  /** KRW per REC (1 REC = 1 MWh). */
  landAvgPrice: z.number(),
  /** KRW per REC; the land figure when no Jeju figure is known (said in `source`). */
  jejuAvgPrice: z.number(),
  tradeDt: z.string(),
});
export type RecInfo = z.infer<typeof recInfoSchema>;

export const latestSmpRecAnswerSchema = z.object({
  smpInfo: smpInfoSchema,
  recInfo: recInfoSchema,
  /** Where each figure came from, including any fallback (public source down, Jeju unknown). */
  source: z.string(),
  /** The weakest status of the figures used. */
  confidence: z.enum(PRICE_CONFIDENCES),
});
export type LatestSmpRecAnswer = z.infer<typeof latestSmpRecAnswerSchema>;
