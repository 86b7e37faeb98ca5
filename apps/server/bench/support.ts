// Shared by the server benchmarks: the statistics line and a seeded app on in-memory PGlite.
import type { FastifyServerOptions } from 'fastify';
import { openDatabase } from '../src/db/client.js';
import { buildSeededApp, testConfig } from '../src/test/test-app.js';

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: Number(at(0.5).toFixed(3)), p95: Number(at(0.95).toFixed(3)), n: sorted.length };
}

/** Milliseconds taken by each of 200 calls, after 20 warm-up calls that are not counted. */
export async function timeCalls(call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i += 1) await call();
  const samples: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * The full app (all plugins and modules) on a freshly seeded in-memory database, or on the
 * PostgreSQL database `databaseUrl` names (migrated, seeded when empty). Logging is off unless a
 * logger is given.
 */
export async function createBenchApp(
  options: {
    databaseUrl?: string;
    logger?: FastifyServerOptions['logger'];
    env?: Record<string, string>;
  } = {},
) {
  const database = await openDatabase(
    options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl }
      : { kind: 'pglite', dataDir: undefined },
  );
  const app = await buildSeededApp({
    config: testConfig(options.env),
    database,
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    /** For benchmarks that prepare rows in bulk with SQL. */
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
