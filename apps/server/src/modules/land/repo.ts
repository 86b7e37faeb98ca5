import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { limitAreaRows, ordinanceRows } from './seed.js';
import { localLimitArea, localOrdinance } from './tables.js';

export type OrdinanceRow = typeof localOrdinance.$inferSelect;
export type LimitAreaRow = typeof localLimitArea.$inferSelect;

/** SQL of the land module's own tables. */
export interface LandRepo {
  findOrdinancesBySigungu(sigungu: string): Promise<OrdinanceRow[]>;
  findLimitArea(sidoCode: string): Promise<LimitAreaRow | null>;
}

type AnyDb = DbOrTx;

export function createLandRepo(db: AnyDb): LandRepo {
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
  return {
    async findOrdinancesBySigungu(sigungu) {
      return ordinances.filter((row) => row.sigungu === sigungu);
    },
    async findLimitArea(sidoCode) {
      return limits.get(sidoCode) ?? null;
    },
  };
}
