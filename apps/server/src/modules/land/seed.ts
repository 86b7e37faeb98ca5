import type { DbOrTx } from '../../db/client.js';
import { countRows } from '../../db/count.js';
import {
  LIMIT_AREA_SOURCE,
  ORDINANCE_SEED,
  SIDO_NAMES,
  limitAreaConfidence,
  limitAreaText,
  ordinanceContent,
  ordinanceContent2,
} from './seed-data.js';
import { MANAGED_SUBSTATION_SEED, SITING_SETTINGS_SEED } from './siting-seed.js';
import type { managedSubstation, sitingSetting } from './tables.js';
import { localLimitArea, localOrdinance } from './tables.js';

type AnyDb = DbOrTx;

export function ordinanceRows(): (typeof localOrdinance.$inferInsert)[] {
  return ORDINANCE_SEED.map((seed) => ({
    sido: seed.sido,
    sigungu: seed.sigungu,
    title: `${seed.sigungu} 태양광 발전시설 이격거리 기준`,
    content: ordinanceContent(seed),
    content2: ordinanceContent2(seed),
    roadM: seed.roadM,
    residentialM: seed.residentialM,
    asOf: seed.asOf,
    status: seed.status,
    source: seed.source,
  }));
}

export function limitAreaRows(): (typeof localLimitArea.$inferInsert)[] {
  return Object.entries(SIDO_NAMES).map(([sidoCode, sidoName]) => ({
    sidoCode,
    sidoName,
    limitArea: limitAreaText(),
    source: LIMIT_AREA_SOURCE,
    confidence: limitAreaConfidence(),
  }));
}

/** The rules the migration writes, as rows (the memory repository and the tests read them). */
export function managedSubstationRows(): (typeof managedSubstation.$inferInsert)[] {
  return MANAGED_SUBSTATION_SEED.map((seed) => ({ ...seed }));
}

export function sitingSettingsRow(): Omit<typeof sitingSetting.$inferInsert, 'id' | 'updatedAt'> {
  return { ...SITING_SETTINGS_SEED };
}

/**
 * Inserts the ordinance and limit-list rows into each table that is empty (idempotent). The
 * managed substations and siting settings are written once by their migration (0017), so an
 * operator who removes a seeded rule does not get it back at the next start.
 */
export async function seedLand(db: AnyDb): Promise<{ ordinances: number; limitAreas: number }> {
  const inserted = { ordinances: 0, limitAreas: 0 };
  if ((await countRows(db, localOrdinance)) === 0) {
    const rows = ordinanceRows();
    await db.insert(localOrdinance).values(rows);
    inserted.ordinances = rows.length;
  }
  if ((await countRows(db, localLimitArea)) === 0) {
    const rows = limitAreaRows();
    await db.insert(localLimitArea).values(rows);
    inserted.limitAreas = rows.length;
  }
  return inserted;
}
