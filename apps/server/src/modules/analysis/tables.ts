import { sql } from 'drizzle-orm';
import { FINAL_MATCH_STATUS_SQL } from '../../db/literals.js';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LandData, ProfitData } from '@haetbit/contracts';
import { columns } from '../../db/columns.js';

/**
 * One owner's analysis of one address (spec section 3). JSON blobs are jsonb here and strings only
 * at the API edge (DESIGN section 4).
 */
export const matchAnalysis = pgTable(
  'match_analysis',
  {
    id: columns.id(),
    pnu: text('pnu').notNull(),
    address: text('address').notNull(),
    roadAddress: text('road_address'),
    deviceId: columns.deviceId(),
    status: text('status').notNull().default('ANL'),
    matchReqId: columns.matchReqId(),
    matchStatusId: integer('match_status_id'),
    installType: text('install_type'),
    areaM2: doublePrecision('area_m2'),
    moduleQty: integer('module_qty'),
    systemSizeKw: doublePrecision('system_size_kw'),
    azimuthDeg: doublePrecision('azimuth_deg').notNull().default(180),
    tiltDeg: doublePrecision('tilt_deg').notNull().default(21),
    landData: jsonb('land_data').$type<LandData>().notNull(),
    profitData: jsonb('profit_data').$type<ProfitData>(),
    predictionMonthlyPower: jsonb('prediction_monthly_power').$type<number[]>(),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (table) => [
    index('match_analysis_device_idx').on(table.deviceId, table.createdAt),
    // At most one open analysis per device and address: a double tap cannot create two.
    uniqueIndex('match_analysis_open_uq')
      .on(table.deviceId, table.pnu)
      .where(sql`${table.status} NOT IN (${FINAL_MATCH_STATUS_SQL})`),
  ],
);
