import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  doublePrecision,
} from 'drizzle-orm/pg-core';

/**
 * A request to recruit contractors for an analysis (spec section 3, DESIGN section 5). It starts
 * in CRG with the recruiting period from the match options; the lifecycle moves it on.
 */
export const matchReq = pgTable(
  'match_req',
  {
    id: serial('id').primaryKey(),
    matchAnalysisId: integer('match_analysis_id').notNull(),
    deviceId: text('device_id').notNull(),
    address: text('address').notNull(),
    pnu: text('pnu').notNull(),
    installType: text('install_type').notNull(),
    systemSizeKw: doublePrecision('system_size_kw').notNull(),
    areaM2: doublePrecision('area_m2').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    memo: text('memo').notNull(),
    status: text('status').notNull(),
    matchCompleteCode: text('match_complete_code'),
    cancelEndStatus: text('cancel_end_status'),
    reqOrder: integer('req_order').notNull(),
    reqDate: timestamp('req_date', { withTimezone: true, mode: 'date' }).notNull(),
    propose1StartDate: timestamp('propose1_start_date', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    propose1EndDate: timestamp('propose1_end_date', { withTimezone: true, mode: 'date' }).notNull(),
    select1LimitCnt: integer('select1_limit_cnt').notNull(),
    select2LimitCnt: integer('select2_limit_cnt').notNull(),
    matchCompleteDate: timestamp('match_complete_date', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('match_req_device_idx').on(table.deviceId, table.reqDate),
    // One open request per analysis: a double submit cannot create two.
    uniqueIndex('match_req_open_uq')
      .on(table.matchAnalysisId)
      .where(sql`${table.status} NOT IN ('CMC', 'CME')`),
  ],
);
