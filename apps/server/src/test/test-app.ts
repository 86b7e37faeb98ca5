import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedDatabase } from '../db/seed/seed.js';
import { manualClock } from '../lib/clock.js';
import { memoryFileStorage } from '../modules/files/storage.js';
import type { Providers } from '../providers/index.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

/**
 * A fully wired app on a fresh database: in-memory PGlite by default, or a new database created on
 * the PostgreSQL server named by DATABASE_URL (dropped again on close), so the same suite runs on
 * both (DESIGN D4).
 */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; providers?: Providers } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '/tmp/haetbit-test-unused',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Every injected request comes from one address: suites test the ceiling explicitly.
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    ...options.env,
  });
  const clock = manualClock('2026-03-02T01:00:00Z');
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  if (serverUrl) {
    const name = `haetbit_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  }
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    clock,
    fileStorage: memoryFileStorage(),
    logger: false,
    ...(options.providers ? { providers: options.providers } : {}),
  });
  if (options.seed !== false) await seedDatabase(database.db, app.services);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

let deviceCounter = 0;
/** A fresh, valid device id for each call. */
export function newDeviceId(os: 'A' | 'I' | 'E' = 'A'): string {
  deviceCounter += 1;
  return `${os}_test-device-${deviceCounter}-${randomBytes(6).toString('hex')}`;
}

/** Opens a session for a device and returns the Authorization header value. */
export async function bearerFor(app: FastifyInstance, deviceId: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/session', payload: { deviceId } });
  if (response.statusCode !== 201) throw new Error(`session failed: ${response.body}`);
  return `Bearer ${(response.json() as { token: string }).token}`;
}
