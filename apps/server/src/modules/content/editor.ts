import type { AdminAppSettingsBody, AdminBannerBody, AdminFaqBody } from '@haetbit/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { lockRow } from '../../db/lock.js';
import { countRows } from '../../db/count.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import {
  appSetting,
  banner,
  code,
  faq,
  matchOption,
  powerProfitDefault,
  terms,
  termsVersion,
  type TermsSection,
} from './tables.js';
import type {
  AppSettingRow,
  BannerRow,
  FaqRow,
  MatchOptionRow,
  PowerProfitDefaultRow,
} from './repo.js';

/** The operator's settings as validated; a site setting left out stays as it is. */
export type AppSettingsInput = AdminAppSettingsBody;

/** Operator writes arrive validated by the contracts' body schemas. */
export type FaqInput = AdminFaqBody;
export type BannerInput = AdminBannerBody;
export type MatchOptionInput = Omit<MatchOptionRow, 'id' | 'updatedAt'>;
export type PowerProfitInput = Pick<
  PowerProfitDefaultRow,
  'fitSmp' | 'fitRec' | 'land' | 'land1' | 'land2' | 'land3' | 'roof1' | 'roof2' | 'source'
> &
  Partial<Pick<PowerProfitDefaultRow, 'fixedContractKrwPerMwh' | 'fixedContractJejuKrwPerMwh'>>;

/** A write answers the value before and after, so the caller can audit it. */
export interface Change<T> {
  before: T | null;
  after: T | null;
}

/**
 * Writes to the content tables, for the operator console (issue 11). Every write runs in the
 * caller's transaction when one is given (the console writes its audit row in the same one) and
 * calls `onChange` so cached reads (FAQ) show the edit at once on this instance.
 */
export function createContentEditor(deps: { db: Db; clock: Clock; onChange: () => void }) {
  const { db } = deps;
  const changed = <T>(value: T): T => {
    deps.onChange();
    return value;
  };

  return {
    listFaq(tx: DbOrTx = db): Promise<FaqRow[]> {
      return tx.select().from(faq).orderBy(asc(faq.category), asc(faq.sortOrder), asc(faq.id));
    },

    async createFaq(input: FaqInput, tx: DbOrTx = db): Promise<Change<FaqRow>> {
      const rows = await tx
        .insert(faq)
        .values({ siteDiv: 'SM', ...input })
        .returning();
      return changed({ before: null, after: rows[0]! });
    },

    async updateFaq(id: number, input: FaqInput, tx: DbOrTx = db): Promise<Change<FaqRow>> {
      const before = await lockRow(tx, faq, eq(faq.id, id));
      if (!before) throw new AppError('NOT_FOUND');
      const rows = await tx.update(faq).set(input).where(eq(faq.id, id)).returning();
      return changed({ before, after: rows[0]! });
    },

    async deleteFaq(id: number, tx: DbOrTx = db): Promise<Change<FaqRow>> {
      const rows = await tx.delete(faq).where(eq(faq.id, id)).returning();
      if (!rows[0]) throw new AppError('NOT_FOUND');
      return changed({ before: rows[0], after: null });
    },

    listBanners(tx: DbOrTx = db): Promise<BannerRow[]> {
      return tx.select().from(banner).orderBy(desc(banner.postDate), asc(banner.sortOrder));
    },

    async createBanner(input: BannerInput, tx: DbOrTx = db): Promise<Change<BannerRow>> {
      const rows = await tx
        .insert(banner)
        .values({ siteDiv: 'SM', ...input })
        .returning();
      return changed({ before: null, after: rows[0]! });
    },

    async updateBanner(
      id: number,
      input: BannerInput,
      tx: DbOrTx = db,
    ): Promise<Change<BannerRow>> {
      const before = await lockRow(tx, banner, eq(banner.id, id));
      if (!before) throw new AppError('NOT_FOUND');
      const rows = await tx.update(banner).set(input).where(eq(banner.id, id)).returning();
      return changed({ before, after: rows[0]! });
    },

    async deleteBanner(id: number, tx: DbOrTx = db): Promise<Change<BannerRow>> {
      const rows = await tx.delete(banner).where(eq(banner.id, id)).returning();
      if (!rows[0]) throw new AppError('NOT_FOUND');
      return changed({ before: rows[0], after: null });
    },

    /** Every version, newest first, and which one is in force per category. */
    async listTerms(tx: DbOrTx = db) {
      const [versions, current] = await Promise.all([
        tx.select().from(termsVersion).orderBy(asc(termsVersion.category), desc(termsVersion.id)),
        tx.select().from(terms),
      ]);
      return versions.map((row) => ({
        ...row,
        current: current.some(
          (now) => now.category === row.category && now.version === row.version,
        ),
      }));
    },

    /**
     * Publishes a new version: it is kept in the history and becomes the one the owner app shows
     * (`terms` holds the current version per category).
     */
    async publishTerms(
      input: { category: string; version: string; effectiveDate: string; content: TermsSection[] },
      tx: DbOrTx = db,
    ): Promise<Change<typeof terms.$inferSelect>> {
      const before = (await lockRow(tx, terms, eq(terms.category, input.category))) ?? null;
      const taken = await tx
        .select({ id: termsVersion.id })
        .from(termsVersion)
        .where(
          and(eq(termsVersion.category, input.category), eq(termsVersion.version, input.version)),
        );
      if (taken.length > 0) throw new AppError('TERMS_VERSION_EXISTS');
      // The version in force joins the history first when it was seeded after the migration.
      if (before) {
        const kept = await tx
          .select({ id: termsVersion.id })
          .from(termsVersion)
          .where(
            and(
              eq(termsVersion.category, before.category),
              eq(termsVersion.version, before.version),
            ),
          );
        if (kept.length === 0) {
          await tx.insert(termsVersion).values({
            category: before.category,
            version: before.version,
            content: before.content,
            effectiveDate: before.effectiveDate,
            createdAt: deps.clock.now(),
          });
        }
      }
      await tx.insert(termsVersion).values({ ...input, createdAt: deps.clock.now() });
      const rows = await tx
        .insert(terms)
        .values(input)
        .onConflictDoUpdate({
          target: terms.category,
          set: {
            version: input.version,
            content: input.content,
            effectiveDate: input.effectiveDate,
          },
        })
        .returning();
      return changed({ before, after: rows[0]! });
    },

    listCodes(groupCode: string, tx: DbOrTx = db) {
      return tx
        .select({ code: code.code, codeNm: code.codeNm })
        .from(code)
        .where(eq(code.groupCode, groupCode))
        .orderBy(asc(code.sortOrder));
    },

    /** Replaces a code group's list; the order given is the order shown. */
    async replaceCodes(
      groupCode: string,
      items: { code: string; codeNm: string }[],
      tx: DbOrTx = db,
    ): Promise<Change<{ code: string; codeNm: string }[]>> {
      const before = await this.listCodes(groupCode, tx);
      await tx.delete(code).where(eq(code.groupCode, groupCode));
      await tx
        .insert(code)
        .values(items.map((item, index) => ({ groupCode, ...item, sortOrder: index + 1 })));
      return changed({ before, after: items });
    },

    /** The app and site settings (guide video, searches, store links, contacts, company line). */
    async updateAppSettings(
      input: AppSettingsInput,
      tx: DbOrTx = db,
    ): Promise<Change<AppSettingRow>> {
      const before = (await lockRow(tx, appSetting, eq(appSetting.id, 1))) ?? null;
      const rows = await tx
        .insert(appSetting)
        .values({ id: 1, ...input, updatedAt: deps.clock.now() })
        .onConflictDoUpdate({
          target: appSetting.id,
          set: { ...input, updatedAt: deps.clock.now() },
        })
        .returning();
      return changed({ before, after: rows[0]! });
    },

    /** New options apply to requests made from now on: a request copies them when created. */
    async updateMatchOption(
      input: MatchOptionInput,
      tx: DbOrTx = db,
    ): Promise<Change<MatchOptionRow>> {
      const before = (await lockRow(tx, matchOption, eq(matchOption.id, 1))) ?? null;
      const rows = await tx
        .insert(matchOption)
        .values({ id: 1, ...input, updatedAt: deps.clock.now() })
        .onConflictDoUpdate({
          target: matchOption.id,
          set: { ...input, updatedAt: deps.clock.now() },
        })
        .returning();
      return changed({ before, after: rows[0]! });
    },

    /** New defaults apply to analyses computed from now on; stored results keep theirs. */
    async updatePowerProfitDefaults(
      input: PowerProfitInput,
      tx: DbOrTx = db,
    ): Promise<Change<PowerProfitDefaultRow>> {
      const before = (await lockRow(tx, powerProfitDefault, eq(powerProfitDefault.id, 1))) ?? null;
      const asOf = deps.clock.now().toISOString().slice(0, 10);
      const rows = await tx
        .insert(powerProfitDefault)
        .values({ id: 1, ...input, confidence: 'operator', asOf })
        .onConflictDoUpdate({
          target: powerProfitDefault.id,
          set: { ...input, confidence: 'operator', asOf },
        })
        .returning();
      return changed({ before, after: rows[0]! });
    },

    /** Whether a banner's image is still used (keeps deletes honest). */
    async countBannersUsingImage(fileId: string, tx: DbOrTx = db): Promise<number> {
      return countRows(tx, banner, eq(banner.imageFileId, fileId));
    },
  };
}
export type ContentEditor = ReturnType<typeof createContentEditor>;
