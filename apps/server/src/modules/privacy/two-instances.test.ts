import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { executeRows } from '../../db/execute.js';
import { manualClock } from '../../lib/clock.js';
import { insertMatchRow } from '../../test/match-rows.js';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.js';
import { buildSeededApp, testConfig } from '../../test/test-app.js';

/**
 * The retention job on two instances (each its own pool) on one PostgreSQL database: both erase
 * the same backlog at once; every request is erased by exactly one of them, and none is left.
 */
const serverUrl = process.env.DATABASE_URL;
const REQUESTS = 60;

describe.skipIf(!serverUrl)('retention on two instances of one PostgreSQL database', () => {
  let scratch: ScratchDatabase | undefined;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'haetbit_retention');
    const sessionSecret = randomBytes(32).toString('hex');
    for (const seed of [true, false]) {
      const database = await openDatabase({ kind: 'postgres', url: scratch.url });
      databases.push(database);
      apps.push(
        await buildSeededApp({
          config: testConfig({ SESSION_SECRET: sessionSecret }),
          database,
          clock: manualClock('2028-06-01T00:00:00Z'),
          seed,
        }),
      );
    }
    for (let index = 0; index < REQUESTS; index += 1) {
      await insertMatchRow(databases[0]!.db, {
        status: 'CME',
        reqDate: new Date('2026-01-01T00:00:00Z'),
      });
    }
    await databases[0]!.db.execute(
      sql`UPDATE match_req SET match_complete_date = '2026-01-10T00:00:00Z', due_at = NULL`,
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await scratch?.drop();
  });

  it('erases each request once, whichever instance claims it', async () => {
    const cutoff = new Date('2027-06-01T00:00:00Z');
    const erasedBy = await Promise.all(
      apps.map(async (app, index) => {
        const ids: number[] = [];
        for (;;) {
          const batch = await databases[index]!.db.transaction((tx) =>
            app.services.matching.privacy.eraseEndedBy(cutoff, 7, tx),
          );
          if (batch.length === 0) return ids;
          ids.push(...batch);
        }
      }),
    );
    const all = erasedBy.flat();
    expect(all).toHaveLength(REQUESTS);
    expect(new Set(all).size).toBe(REQUESTS);
    const left = await executeRows<{ n: number }>(
      databases[0]!.db,
      sql`SELECT count(*)::int AS n FROM match_req WHERE phone <> '' OR name <> ''`,
    );
    expect(left[0]!.n).toBe(0);
    // The whole job, run by both at once afterwards, finds nothing more.
    const again = await Promise.all(apps.map((app) => app.services.privacy.retentionBatch(50)));
    expect(again).toEqual([0, 0]);
  });
});
