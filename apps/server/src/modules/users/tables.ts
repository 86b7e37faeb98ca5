import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { columns, timestampTz } from '../../db/columns.js';

/** The owner using the app, identified by the shell's device id (spec section 3, DESIGN D8). */
export const matchUser = pgTable('match_user', {
  id: columns.id(),
  deviceId: columns.deviceId().unique(),
  agreePiPpYn: boolean('agree_pi_pp_yn').notNull().default(false),
  advAlimYn: boolean('adv_alim_yn').notNull().default(false),
  advAlimChangeDate: timestampTz('adv_alim_change_date'),
  accessCnt: integer('access_cnt').notNull().default(0),
  matchAlimYn: boolean('match_alim_yn').notNull().default(true),
  createdAt: columns.createdAt().defaultNow(),
  updatedAt: columns.updatedAt().defaultNow(),
});
