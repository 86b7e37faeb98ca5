import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
