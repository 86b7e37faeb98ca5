import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from '../../db/columns.js';

/**
 * KMA ASOS stations with the spec's calibration (energy' = gradient x energy + constant,
 * kWh/year). Seeded from @haetbit/solar STATIONS with their fleet-region calibration; an operator
 * can recalibrate a region here without code changes (the seed never overwrites such a row).
 */
export const weatherStation = pgTable('weather_station', {
  stnId: integer('stn_id').primaryKey(),
  stnName: text('stn_name').notNull(),
  latitudeDeg: doublePrecision('latitude_deg').notNull(),
  longitudeDeg: doublePrecision('longitude_deg').notNull(),
  gradient: doublePrecision('gradient').notNull().default(1),
  constant: doublePrecision('constant').notNull().default(0),
  /** Who set the calibration and why (the seed writes the fleet region and its figure). */
  calibrationSource: text('calibration_source').notNull(),
  updatedAt: columns.updatedAt().defaultNow(),
});
