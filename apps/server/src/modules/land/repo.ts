import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { limitAreaRows, managedSubstationRows, ordinanceRows, sitingSettingsRow } from './seed.js';
import { localLimitArea, localOrdinance, managedSubstation, sitingSetting } from './tables.js';

export type OrdinanceRow = typeof localOrdinance.$inferSelect;
export type LimitAreaRow = typeof localLimitArea.$inferSelect;
export type ManagedSubstationRow = typeof managedSubstation.$inferSelect;
export type ManagedSubstationValues = Omit<
  typeof managedSubstation.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type SitingSettingRow = typeof sitingSetting.$inferSelect;
export type SitingSettingValues = Omit<typeof sitingSetting.$inferInsert, 'id' | 'updatedAt'>;

/** The reads every parcel's verdict makes (SQL of the land module's own tables). */
export interface LandRepo {
  findOrdinancesBySigungu(sigungu: string): Promise<OrdinanceRow[]>;
  findLimitArea(sidoCode: string): Promise<LimitAreaRow | null>;
  listManagedSubstations(tx?: DbOrTx): Promise<ManagedSubstationRow[]>;
  findSitingSettings(tx?: DbOrTx): Promise<SitingSettingRow | null>;
}

/** The operator's writes of the grid and siting rules, each inside the caller's transaction. */
export interface SitingRepo {
  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T>;
  /** Serialises writers of the substation list for the rest of the transaction. */
  lockManagedSubstations(tx: DbOrTx): Promise<void>;
  findManagedSubstation(id: number, tx: DbOrTx): Promise<ManagedSubstationRow | null>;
  insertManagedSubstation(
    values: ManagedSubstationValues,
    now: Date,
    tx: DbOrTx,
  ): Promise<ManagedSubstationRow>;
  updateManagedSubstation(
    id: number,
    values: ManagedSubstationValues,
    now: Date,
    tx: DbOrTx,
  ): Promise<ManagedSubstationRow | null>;
  deleteManagedSubstation(id: number, tx: DbOrTx): Promise<ManagedSubstationRow | null>;
  saveSitingSettings(values: SitingSettingValues, now: Date, tx: DbOrTx): Promise<SitingSettingRow>;
}

export function createLandRepo(db: DbOrTx): LandRepo {
  return {
    async findOrdinancesBySigungu(sigungu) {
      return db.select().from(localOrdinance).where(eq(localOrdinance.sigungu, sigungu));
    },
    async findLimitArea(sidoCode) {
      const [row] = await db
        .select()
        .from(localLimitArea)
        .where(eq(localLimitArea.sidoCode, sidoCode))
        .limit(1);
      return row ?? null;
    },
    async listManagedSubstations(tx = db) {
      return tx
        .select()
        .from(managedSubstation)
        .orderBy(
          asc(managedSubstation.sidoCode),
          sql`${managedSubstation.substationName} asc nulls first`,
        );
    },
    async findSitingSettings(tx = db) {
      const [row] = await tx.select().from(sitingSetting).where(eq(sitingSetting.id, 1)).limit(1);
      return row ?? null;
    },
  };
}

export function createSitingRepo(db: Db): SitingRepo {
  return {
    transaction: (work) => db.transaction((tx) => work(tx)),
    async lockManagedSubstations(tx) {
      await tx.execute(sql`lock table ${managedSubstation} in share row exclusive mode`);
    },
    async findManagedSubstation(id, tx) {
      const [row] = await tx
        .select()
        .from(managedSubstation)
        .where(eq(managedSubstation.id, id))
        .limit(1);
      return row ?? null;
    },
    async insertManagedSubstation(values, now, tx) {
      const [row] = await tx
        .insert(managedSubstation)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },
    async updateManagedSubstation(id, values, now, tx) {
      const [row] = await tx
        .update(managedSubstation)
        .set({ ...values, updatedAt: now })
        .where(eq(managedSubstation.id, id))
        .returning();
      return row ?? null;
    },
    async deleteManagedSubstation(id, tx) {
      const [row] = await tx
        .delete(managedSubstation)
        .where(eq(managedSubstation.id, id))
        .returning();
      return row ?? null;
    },
    async saveSitingSettings(values, now, tx) {
      const [row] = await tx
        .insert(sitingSetting)
        .values({ id: 1, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: sitingSetting.id, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },
  };
}

/** The seeded rows in memory: for tests and for running without the tables. */
export function createMemoryLandRepo(): LandRepo {
  const ordinances: OrdinanceRow[] = ordinanceRows().map((row, index) => ({
    id: index + 1,
    sido: row.sido,
    sigungu: row.sigungu,
    title: row.title,
    content: row.content,
    content2: row.content2,
    roadM: row.roadM ?? null,
    residentialM: row.residentialM ?? null,
    asOf: row.asOf,
    status: row.status,
    source: row.source,
  }));
  const limits = new Map(limitAreaRows().map((row) => [row.sidoCode, row as LimitAreaRow]));
  const seededAt = new Date(0);
  const substations: ManagedSubstationRow[] = managedSubstationRows().map((row, index) => ({
    id: index + 1,
    sidoCode: row.sidoCode,
    substationName: row.substationName ?? null,
    status: row.status,
    reliefFromYear: row.reliefFromYear ?? null,
    reliefToYear: row.reliefToYear ?? null,
    conditions: row.conditions ?? null,
    source: row.source,
    sourceUrl: row.sourceUrl ?? null,
    asOf: row.asOf,
    confidence: row.confidence,
    createdAt: seededAt,
    updatedAt: seededAt,
  }));
  const seed = sitingSettingsRow();
  const settings: SitingSettingRow = {
    id: 1,
    ...seed,
    lawEffectiveDate: seed.lawEffectiveDate ?? null,
    residentialCapM: seed.residentialCapM ?? null,
    roadCapM: seed.roadCapM ?? null,
    updatedAt: seededAt,
  };
  return {
    async findOrdinancesBySigungu(sigungu) {
      return ordinances.filter((row) => row.sigungu === sigungu);
    },
    async findLimitArea(sidoCode) {
      return limits.get(sidoCode) ?? null;
    },
    async listManagedSubstations() {
      return substations;
    },
    async findSitingSettings() {
      return settings;
    },
  };
}
