import {
  appSettingsSchema,
  type AppSettings,
  DEFAULT_CUSTOMER_HOURS,
  type Banner,
  type BannerCategory,
  type CodeItem,
  type FaqCategory,
  type FaqItem,
  type InstallReview,
  isoDateFromYmd,
  LIMITS,
  type MatchOption,
  type PowerProfitDefaults,
  powerProfitDefaultsSchema,
} from '@haetbit/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { answerFields, fieldsOf } from '../../lib/answer-fields.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { createContentEditor } from './editor.js';
import type { ContractorsService } from '../contractors/service.js';
import { createContentRepo, type AppSettingRow, type PowerProfitDefaultRow } from './repo.js';

/** Reference content: code lists, FAQ, banners, terms, match options, profit defaults, reviews. */
export function createContentService(deps: {
  db: Db;
  clock?: Clock;
  /** Contractor names for the sample reviews (the contractors module owns them). */
  contractors: Pick<ContractorsService, 'cards'>;
}) {
  const repo = createContentRepo(deps.db);
  // Every screen's FAQ is the same list and it changes only with a release of the seed (or, later,
  // an admin edit): one query a minute instead of one a request (docs/decisions/009).
  const faqCache = ttlCache<FaqItem[]>({ ttlMs: 60_000, clock: deps.clock ?? systemClock });
  // Every forecast reads the profit defaults: the analysis takes them from here (one query a
  // minute); the data service and the console read the row itself.
  const profitDefaultsCache = ttlCache<PowerProfitDefaults>({
    ttlMs: 60_000,
    clock: deps.clock ?? systemClock,
  });
  // The operator console's writes; an edit clears the cache so this instance shows it at once.
  const editor = createContentEditor({
    db: deps.db,
    clock: deps.clock ?? systemClock,
    onChange: () => {
      faqCache.clear();
      profitDefaultsCache.clear();
    },
  });

  return {
    editor,

    async codes(groupCode: string): Promise<CodeItem[]> {
      const rows = await repo.listCodes(groupCode);
      if (rows.length === 0) throw new AppError('UNKNOWN_CODE_GROUP');
      return rows;
    },

    async faq(siteDiv: string, category?: FaqCategory): Promise<FaqItem[]> {
      return faqCache.get(`${siteDiv}:${category ?? ''}`, async () => {
        const rows = await repo.listFaq(siteDiv, category);
        return rows.map((row) => ({
          id: row.id,
          subject: row.subject,
          content: row.content,
          category: row.category as FaqCategory,
          isOpen: false,
        }));
      });
    },

    async banners(filter: {
      siteDiv: string;
      category?: BannerCategory | undefined;
      searchDate?: string | undefined;
      isNullIgnore?: 'Y' | 'N' | undefined;
    }): Promise<Banner[]> {
      const rows = await repo.listBanners({
        siteDiv: filter.siteDiv,
        ...(filter.category ? { category: filter.category } : {}),
        ...(filter.searchDate ? { postedOnOrBefore: isoDateFromYmd(filter.searchDate) } : {}),
        withImageOnly: filter.isNullIgnore !== 'Y',
      });
      return rows.map((row) => ({
        id: row.id,
        category: row.category as BannerCategory,
        title: row.title,
        subTitle: row.subTitle,
        link: row.link,
        imageFileId: row.imageFileId,
        imageFileName: row.imageFileId ? `${row.imageFileId}.svg` : null,
        postDate: row.postDate,
      }));
    },

    /** Terms as the JSON string the spec keeps in `contents`. */
    async defaultTerms(): Promise<{ contents: string }> {
      const rows = await repo.listTerms();
      const documents = rows.map((row) => ({ category: row.category, content: row.content }));
      return { contents: JSON.stringify(documents) };
    },

    /** The app settings; before an operator saved any, nothing set and searches open. */
    async appSettings(): Promise<AppSettings> {
      return toAppSettings(await repo.findAppSettings());
    },

    async matchOption(): Promise<MatchOption> {
      const row = await repo.findMatchOption();
      if (!row) throw new AppError('NOT_FOUND');
      return {
        propose1Days: row.propose1Days,
        select1Days: row.select1Days,
        propose2Days: row.propose2Days,
        select2Days: row.select2Days,
        select1LimitCnt: row.select1LimitCnt,
        select2LimitCnt: row.select2LimitCnt,
        listAvailableAfterDays: row.listAvailableAfterDays,
        maxApplicants: row.maxApplicants,
      };
    },

    async powerProfitDefaults(): Promise<PowerProfitDefaults> {
      const row = await repo.findPowerProfitDefault();
      if (!row) throw new AppError('NOT_FOUND');
      return toPowerProfitDefaults(row);
    },

    /**
     * The same, kept a minute in this process (an edit through the console shows at once on this
     * instance, within a minute on the others).
     */
    cachedPowerProfitDefaults(): Promise<PowerProfitDefaults> {
      return profitDefaultsCache.get('1', async () => {
        const row = await repo.findPowerProfitDefault();
        if (!row) throw new AppError('NOT_FOUND');
        return toPowerProfitDefaults(row);
      });
    },

    /**
     * The curated sample reviews (seed), newest first. They are sample content (DESIGN D14): the
     * reviews module serves them after the customers' own, marked, and only where enabled.
     */
    async sampleReviews(
      installType?: 'R' | 'L',
      limit: number = LIMITS.reviewSliderCount,
    ): Promise<InstallReview[]> {
      const rows = await repo.listInstallReviews(installType, limit);
      const cards = await deps.contractors.cards(
        rows.flatMap((review) => (review.contractorId === null ? [] : [review.contractorId])),
      );
      return rows.map((review) => ({
        id: review.id,
        installType: review.installType === 'R' ? 'R' : 'L',
        region: review.region,
        systemSize: review.systemSizeKw,
        score: review.score,
        title: review.title,
        contents: review.contents,
        writerName: review.writerName,
        comName:
          review.contractorId === null ? null : (cards.get(review.contractorId)?.comName ?? null),
        createdAt: review.createdAt.toISOString(),
        isSample: true,
      }));
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

const PROFIT_DEFAULT_FIELDS = fieldsOf(powerProfitDefaultsSchema);
const APP_SETTING_FIELDS = fieldsOf(appSettingsSchema);

/** The settings before an operator saved any: nothing set, searches open, the spec's hours. */
const UNSET_APP_SETTINGS: AppSettings = {
  guideVideoUrl: '',
  serviceOpen: true,
  appStoreUrl: '',
  googlePlayUrl: '',
  customerPhone: '',
  customerEmail: '',
  customerHours: DEFAULT_CUSTOMER_HOURS,
  companyName: '',
  representative: '',
  businessNumber: '',
  companyAddress: '',
  mailOrderNumber: '',
};

/** The app settings as the API answers them (the public read and the operator's write). */
export function toAppSettings(row: AppSettingRow | undefined): AppSettings {
  return row ? answerFields(row, APP_SETTING_FIELDS) : UNSET_APP_SETTINGS;
}

/** The profit defaults as the API answers them, the confidence named beside the source. */
export function toPowerProfitDefaults(row: PowerProfitDefaultRow): PowerProfitDefaults {
  return {
    ...answerFields(row, PROFIT_DEFAULT_FIELDS),
    source: `${row.source} (${row.confidence})`,
  };
}
