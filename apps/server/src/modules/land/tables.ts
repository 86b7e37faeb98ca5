import { boolean, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { columns } from '../../db/columns.js';

/** 지자체 태양광 이격거리 조례, one row per 시군구 (seeded from setback-ordinances.csv). */
export const localOrdinance = pgTable(
  'local_ordinance',
  {
    id: columns.id(),
    /** Short 시도 name as in the source table (경남, 전남 ...). */
    sido: text('sido').notNull(),
    sigungu: text('sigungu').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    content2: text('content2').notNull(),
    roadM: integer('road_m'),
    residentialM: integer('residential_m'),
    asOf: text('as_of').notNull(),
    /** confirmed / partly confirmed / reported (unconfirmed) / unconfirmed ... */
    status: text('status').notNull(),
    source: text('source').notNull(),
  },
  (table) => [uniqueIndex('local_ordinance_sido_sigungu_idx').on(table.sido, table.sigungu)],
);

/** Zones that block ground PV, per 시도 code (first two PNU digits), comma-separated. */
export const localLimitArea = pgTable('local_limit_area', {
  sidoCode: text('sido_code').primaryKey(),
  sidoName: text('sido_name').notNull(),
  limitArea: text('limit_area').notNull(),
  source: text('source').notNull(),
  confidence: text('confidence').notNull(),
});

/**
 * 계통관리변전소 (DESIGN §7): a substation closed to new plants, or with an open 유연접속
 * allocation, kept by the operator (audited). A null name is a rule for every substation of the
 * 시도 (전남, 제주), where the source gives no names.
 */
export const managedSubstation = pgTable(
  'managed_substation',
  {
    id: columns.id(),
    /** Current 시도 code (강원 51, 전북 52; a parcel's old code matches too). */
    sidoCode: text('sido_code').notNull(),
    substationName: text('substation_name'),
    /** managed | flexibleOpen (contracts SUBSTATION_STATUSES). */
    status: text('status').notNull(),
    reliefFromYear: integer('relief_from_year'),
    reliefToYear: integer('relief_to_year'),
    conditions: text('conditions'),
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    asOf: text('as_of').notNull(),
    /** confirmed | reported | unconfirmed | derived (contracts FACT_CONFIDENCES). */
    confidence: text('confidence').notNull(),
    createdAt: columns.createdAt().defaultNow(),
    updatedAt: columns.updatedAt().defaultNow(),
  },
  (table) => [
    unique('managed_substation_sido_name_key')
      .on(table.sidoCode, table.substationName)
      .nullsNotDistinct(),
  ],
);

/**
 * The siting rules that wait for a decree (one row, id 1): the 2026 재생에너지법's effective date
 * and setback caps, and the farmland permit periods, each group with its source and confidence.
 */
export const sitingSetting = pgTable('siting_setting', {
  id: integer('id').primaryKey(),
  lawEffectiveDate: text('law_effective_date'),
  residentialCapM: integer('residential_cap_m'),
  roadCapM: integer('road_cap_m'),
  lawSource: text('law_source').notNull(),
  lawAsOf: text('law_as_of').notNull(),
  lawConfidence: text('law_confidence').notNull(),
  agrivoltaicPermitYears: integer('agrivoltaic_permit_years').notNull(),
  renewableZonePermitYears: integer('renewable_zone_permit_years').notNull(),
  renewableZoneInForce: boolean('renewable_zone_in_force').notNull(),
  farmlandSource: text('farmland_source').notNull(),
  farmlandAsOf: text('farmland_as_of').notNull(),
  farmlandConfidence: text('farmland_confidence').notNull(),
  updatedAt: columns.updatedAt().defaultNow(),
});
