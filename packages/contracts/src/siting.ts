import { z } from 'zod';
import { isCalendarDate } from './content.js';
import { FACT_CONFIDENCES } from './land.js';
import { SERVICE_REGION_CODES } from './partner.js';

/*
 * The rules behind the grid and siting verdicts that change by decree or by KEPCO's list (DESIGN
 * §7): the managed substations (계통관리변전소) and the 2026 siting law's settings, kept by the
 * operator in the console (audited) and read by the land module for every parcel.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.')
  .refine(isCalendarDate, { message: '달력에 있는 날짜를 입력해 주세요.' });
/** A source's date: a day, or a month where the source gives no day (YYYY-MM). */
const asOfDate = z
  .string()
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, '기준일은 YYYY-MM-DD(또는 YYYY-MM) 형식으로 입력해 주세요.')
  .refine((value) => isCalendarDate(value.length === 7 ? `${value}-01` : value), {
    message: '달력에 있는 날짜를 입력해 주세요.',
  });
const sourceText = z.string().trim().min(1, '출처를 입력해 주세요.').max(200);
const sourceUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/\S+$/.test(value), {
    message: 'http:// 또는 https://로 시작하는 주소를 입력해 주세요.',
  })
  .nullable();

// ---------------------------------------------------------------------------------------------
// Managed substations (계통관리변전소)
// ---------------------------------------------------------------------------------------------

/**
 * managed: new plants cannot connect while the transmission side is full (from 2024-09-01);
 * flexibleOpen: a 유연접속 allocation is open, connecting on condition of being curtailed first.
 */
export const SUBSTATION_STATUSES = ['managed', 'flexibleOpen'] as const;
export type SubstationStatus = (typeof SUBSTATION_STATUSES)[number];
export const SUBSTATION_STATUS_LABELS: Record<SubstationStatus, string> = {
  managed: '계통관리(접속 제한)',
  flexibleOpen: '유연접속 허용',
};

const yearSchema = z.number().int().min(2024).max(2060);

/** A managed substation as the operator writes it (form or CSV line). */
export const managedSubstationBodySchema = z
  .object({
    sidoCode: z.enum(SERVICE_REGION_CODES, { message: '시도를 골라 주세요.' }),
    /** Null: every substation of the 시도 (the rule where a source names no substations). */
    substationName: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[^,\n]+$/, '변전소 이름에는 쉼표나 줄바꿈을 쓸 수 없습니다.')
      .nullable(),
    status: z.enum(SUBSTATION_STATUSES, { message: '상태를 골라 주세요.' }),
    /** The years connections are expected to reopen (grid reinforcement), if a source gives them. */
    reliefFromYear: yearSchema.nullable(),
    reliefToYear: yearSchema.nullable(),
    /** The 유연접속 conditions in Korean (curtailed first, allocation); required when open. */
    conditions: z.string().trim().max(500).nullable(),
    /** What an owner reads as the source: 기관·매체와 자료명 (the address goes in sourceUrl). */
    source: sourceText,
    sourceUrl,
    asOf: asOfDate,
    confidence: z.enum(FACT_CONFIDENCES, { message: '확인 수준을 골라 주세요.' }),
  })
  .strict()
  .superRefine((value, context) => {
    if (
      value.reliefFromYear !== null &&
      value.reliefToYear !== null &&
      value.reliefToYear < value.reliefFromYear
    ) {
      context.addIssue({
        code: 'custom',
        path: ['reliefToYear'],
        message: '끝 연도는 시작 연도보다 빠를 수 없습니다.',
      });
    }
    if (value.reliefToYear !== null && value.reliefFromYear === null) {
      context.addIssue({
        code: 'custom',
        path: ['reliefFromYear'],
        message: '시작 연도를 먼저 입력해 주세요.',
      });
    }
    if (value.status === 'flexibleOpen' && !value.conditions) {
      context.addIssue({
        code: 'custom',
        path: ['conditions'],
        message: '유연접속 조건(우선 출력제어, 배정 물량)을 입력해 주세요.',
      });
    }
  });
export type ManagedSubstationInput = z.infer<typeof managedSubstationBodySchema>;

export const managedSubstationSchema = z.object({
  id: z.number().int(),
  sidoCode: z.enum(SERVICE_REGION_CODES),
  substationName: z.string().nullable(),
  status: z.enum(SUBSTATION_STATUSES),
  reliefFromYear: z.number().int().nullable(),
  reliefToYear: z.number().int().nullable(),
  conditions: z.string().nullable(),
  source: z.string(),
  sourceUrl: z.string().nullable(),
  asOf: z.string(),
  confidence: z.enum(FACT_CONFIDENCES),
  updatedAt: z.string(),
});
export type ManagedSubstation = z.infer<typeof managedSubstationSchema>;
export const managedSubstationListSchema = z.object({ data: z.array(managedSubstationSchema) });

/**
 * The CSV an operator imports (KEPCO publishes 송전망 접속 여유정보 as a map without a documented
 * data format, so the list is kept by hand or from a spreadsheet): UTF-8, a header line with
 * these column names in any order, one substation (or one 시도 with an empty 변전소) a line.
 */
export const SUBSTATION_CSV_COLUMNS = [
  { header: '시도', field: 'sidoCode', example: '전남', required: true },
  { header: '변전소', field: 'substationName', example: '해제', required: false },
  { header: '상태', field: 'status', example: '계통관리', required: true },
  { header: '해소 시작 연도', field: 'reliefFromYear', example: '2031', required: false },
  { header: '해소 끝 연도', field: 'reliefToYear', example: '2032', required: false },
  { header: '유연접속 조건', field: 'conditions', example: '', required: false },
  { header: '출처', field: 'source', example: '광주매일신문', required: true },
  { header: '출처 주소', field: 'sourceUrl', example: '', required: false },
  { header: '기준일', field: 'asOf', example: '2024-06-26', required: true },
  { header: '확인 수준', field: 'confidence', example: '확인', required: true },
] as const satisfies readonly {
  header: string;
  field: keyof ManagedSubstationInput;
  example: string;
  required: boolean;
}[];
/** The largest CSV the import reads. */
export const SUBSTATION_CSV_MAX_BYTES = 256 * 1024;
export const SUBSTATION_IMPORT_MAX_ROWS = 2000;

export const SUBSTATION_IMPORT_STATES = ['new', 'changed', 'unchanged', 'invalid'] as const;
export type SubstationImportState = (typeof SUBSTATION_IMPORT_STATES)[number];

/** What the import would do, line by line, before anything is written. */
export const substationImportPreviewSchema = z.object({
  /** The table's version the preview was made against; the import is refused if it moved. */
  basedOn: z.string(),
  lines: z.array(
    z.object({
      /** The CSV line number (the header is line 1). */
      line: z.number().int(),
      state: z.enum(SUBSTATION_IMPORT_STATES),
      /** The validated row, null when the line is invalid. */
      row: managedSubstationSchema.omit({ id: true, updatedAt: true }).nullable(),
      /** The row it replaces (changed, unchanged). */
      currentId: z.number().int().nullable(),
      /** Fields whose value changes (changed). */
      changedFields: z.array(z.string()),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type SubstationImportPreview = z.infer<typeof substationImportPreviewSchema>;

/** The confirmed import: the preview's valid rows, written as one audited change. */
export const substationImportBodySchema = z
  .object({
    basedOn: z.string().min(1).max(100),
    rows: z.array(managedSubstationBodySchema).min(1).max(SUBSTATION_IMPORT_MAX_ROWS),
  })
  .strict();
export const substationImportAnswerSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// The 2026 siting law and the farmland permit periods
// ---------------------------------------------------------------------------------------------

/**
 * The 재생에너지법 amendment passed on 2026-02-12 (confirmed); its effective date and the statutory
 * setback caps were not published (unconfirmed), so they are settings the verdict follows once
 * set. The farmland permit periods (영농형 타용도 일시사용허가, 재생에너지지구) sit beside them.
 */
export const sitingSettingsBodySchema = z
  .object({
    /** When the law takes effect; null while unknown (the local ordinance applies until then). */
    lawEffectiveDate: isoDate.nullable(),
    /** The statutory cap near homes (m); null while unknown. */
    residentialCapM: z.number().int().min(0).max(5000).nullable(),
    /** The statutory cap near roads (m); null while unknown. */
    roadCapM: z.number().int().min(0).max(5000).nullable(),
    /** Where the effective date and caps come from. */
    lawSource: sourceText,
    lawAsOf: asOfDate,
    lawConfidence: z.enum(FACT_CONFIDENCES),
    /** 영농형 태양광: the 타용도 일시사용허가 period (years). */
    agrivoltaicPermitYears: z.number().int().min(1).max(40),
    /** The longer period inside a 재생에너지지구, and whether it is law yet. */
    renewableZonePermitYears: z.number().int().min(1).max(40),
    renewableZoneInForce: z.boolean(),
    farmlandSource: sourceText,
    farmlandAsOf: asOfDate,
    farmlandConfidence: z.enum(FACT_CONFIDENCES),
  })
  .strict();
export type SitingSettingsInput = z.infer<typeof sitingSettingsBodySchema>;
export const sitingSettingsSchema = z.object({
  ...sitingSettingsBodySchema.shape,
  /** The plenary vote (confirmed, not editable). */
  lawPassedOn: z.string(),
  updatedAt: z.string().nullable(),
});
export type SitingSettings = z.infer<typeof sitingSettingsSchema>;
