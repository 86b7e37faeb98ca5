import { and, asc, desc, eq, gte, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  appSetting,
  banner,
  code,
  faq,
  installReview,
  matchOption,
  powerProfitDefault,
  terms,
} from './tables.js';

export type FaqRow = typeof faq.$inferSelect;
export type BannerRow = typeof banner.$inferSelect;
export type MatchOptionRow = typeof matchOption.$inferSelect;
export type AppSettingRow = typeof appSetting.$inferSelect;
export type PowerProfitDefaultRow = typeof powerProfitDefault.$inferSelect;

export function createContentRepo(db: DbOrTx) {
  return {
    listCodes(groupCode: string) {
      return db
        .select({ code: code.code, codeNm: code.codeNm })
        .from(code)
        .where(eq(code.groupCode, groupCode))
        .orderBy(asc(code.sortOrder));
    },

    listFaq(siteDiv: string, category?: string) {
      return db
        .select()
        .from(faq)
        .where(and(eq(faq.siteDiv, siteDiv), category ? eq(faq.category, category) : undefined))
        .orderBy(asc(faq.category), asc(faq.sortOrder));
    },

    listBanners(filter: {
      siteDiv: string;
      category?: string;
      postedOnOrBefore?: string;
      withImageOnly: boolean;
    }) {
      return db
        .select()
        .from(banner)
        .where(
          and(
            eq(banner.siteDiv, filter.siteDiv),
            filter.category ? eq(banner.category, filter.category) : undefined,
            filter.postedOnOrBefore ? lte(banner.postDate, filter.postedOnOrBefore) : undefined,
            // The operator console's date window: a banner past its last day is no longer shown.
            filter.postedOnOrBefore
              ? or(isNull(banner.endDate), gte(banner.endDate, filter.postedOnOrBefore))
              : undefined,
            filter.withImageOnly ? isNotNull(banner.imageFileId) : undefined,
          ),
        )
        .orderBy(desc(banner.postDate), asc(banner.sortOrder));
    },

    listTerms() {
      return db.select().from(terms).orderBy(asc(terms.category));
    },

    async findAppSettings() {
      const rows = await db.select().from(appSetting).where(eq(appSetting.id, 1));
      return rows[0];
    },

    async findMatchOption() {
      const rows = await db.select().from(matchOption).where(eq(matchOption.id, 1));
      return rows[0];
    },

    async findPowerProfitDefault() {
      const rows = await db.select().from(powerProfitDefault).where(eq(powerProfitDefault.id, 1));
      return rows[0];
    },

    listInstallReviews(installType: string | undefined, limit: number) {
      return db
        .select()
        .from(installReview)
        .where(installType ? eq(installReview.installType, installType) : undefined)
        .orderBy(desc(installReview.createdAt), desc(installReview.id))
        .limit(limit);
    },
  };
}
