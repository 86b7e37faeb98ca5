import { doublePrecision, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns.js';

/** An installation contractor and its business info (spec section 3). */
export const contractor = pgTable('contractor', {
  id: serial('id').primaryKey(),
  comName: text('com_name').notNull(),
  intro: text('intro').notNull(),
  region: text('region').notNull(),
  constructionCapacityKw: doublePrecision('construction_capacity_kw').notNull(),
  constructionCnt: integer('construction_cnt').notNull(),
  constructionPerformanceName: text('construction_performance_name').notNull(),
  constructionCareerName: text('construction_career_name').notNull(),
  capitalMillionKrw: integer('capital_million_krw').notNull(),
  nationwideTotalLank: integer('nationwide_total_lank').notNull(),
  nationwideOwnLank: integer('nationwide_own_lank').notNull(),
  localTotalLank: integer('local_total_lank').notNull(),
  localOwnLank: integer('local_own_lank').notNull(),
  comLogoFileId: text('com_logo_file_id'),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});
