// Shared by the server benchmarks: the statistics line and a seeded app on in-memory PGlite.
import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { memoryFileStorage } from '../src/modules/files/storage.js';

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: Number(at(0.5).toFixed(3)), p95: Number(at(0.95).toFixed(3)), n: sorted.length };
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
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '/tmp/haetbit-bench-unused',
    WEB_DIST_DIR: '/nonexistent',
    ...options.env,
  });
  const database = await openDatabase(
    options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl }
      : { kind: 'pglite', dataDir: undefined },
  );
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    fileStorage: memoryFileStorage(),
    logger: options.logger ?? false,
  });
  await seedDatabase(database.db, app.services);
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
