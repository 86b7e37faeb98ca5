import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedDatabase } from '../db/seed/seed.js';
import { manualClock, type Clock } from '../lib/clock.js';
import { memoryFileStorage, type FileStorage } from '../modules/files/storage.js';
import { signSessionToken } from '../modules/session/token.js';
import type { Providers } from '../providers/index.js';
import { createScratchDatabase } from './scratch-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

/**
 * Config for an app that tests drive: silent, a fresh session secret, nothing read from disk, in
 * demo mode (demo accounts, /dev/*) unless the test asks for production (`DEMO_MODE: 'false'` or
 * `NODE_ENV: 'production'`).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DEMO_MODE: env.NODE_ENV === 'production' ? 'false' : 'true',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '/tmp/haetbit-test-unused',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
}

/**
 * The full app (all plugins and modules) on `database`, migrated here and seeded unless `seed` is
 * false, with files kept in memory. Not yet ready: a caller may still add to it or listen.
 */
export async function buildSeededApp(options: {
  config: Config;
  database: Database;
  clock?: Clock;
  providers?: Providers | undefined;
  logger?: FastifyServerOptions['logger'] | undefined;
  seed?: boolean | undefined;
  /** Where file bytes go; in memory unless a test watches them. */
  fileStorage?: FileStorage | undefined;
}): Promise<FastifyInstance> {
  const { config, database } = options;
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    fileStorage: options.fileStorage ?? memoryFileStorage(),
    logger: options.logger ?? false,
    ...(options.providers ? { providers: options.providers } : {}),
  });
  if (options.seed !== false) await seedDatabase(database.db, app.services, { demo: config.demo });
  return app;
}

/**
 * A fully wired app on a fresh database: in-memory PGlite by default, or a new database created on
 * the PostgreSQL server named by DATABASE_URL (dropped again on close), so the same suite runs on
 * both (DESIGN D4).
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    providers?: Providers;
    fileStorage?: FileStorage;
    /** A logger to watch (silent otherwise). */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  // Every injected request comes from one address: suites test the ceiling explicitly.
  // Every test call comes from one address: the per-address ceilings are opted into where tested.
  const config = testConfig({
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    SMS_PER_ADDRESS_PER_HOUR: '0',
    ...options.env,
  });
  const clock = manualClock('2026-03-02T01:00:00Z');
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'haetbit_test') : undefined;
  const database = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: undefined },
  );
  const app = await buildSeededApp({
    config,
    database,
    clock,
    providers: options.providers,
    seed: options.seed,
    fileStorage: options.fileStorage,
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

let deviceCounter = 0;
/** A fresh, valid device id for each call. */
export function newDeviceId(os: 'A' | 'I' | 'E' = 'A'): string {
  deviceCounter += 1;
  return `${os}_test-device-${deviceCounter}-${randomBytes(6).toString('hex')}`;
}

/**
 * The secrets the server issued to the devices the tests opened sessions for, per app: what the
 * shell keeps (decision 003), so a later exchange for the same device presents it.
 */
const deviceSecrets = new WeakMap<FastifyInstance, Map<string, string>>();
function secretsOf(app: FastifyInstance): Map<string, string> {
  let secrets = deviceSecrets.get(app);
  if (!secrets) {
    secrets = new Map();
    deviceSecrets.set(app, secrets);
  }
  return secrets;
}

/** The secret this app issued to the device in a test's exchange, if any. */
export function deviceSecretOf(app: FastifyInstance, deviceId: string): string | undefined {
  return secretsOf(app).get(deviceId);
}

/** Keeps a secret the app issued outside `bearerFor` (a browser's exchange, a recovery). */
export function keepDeviceSecret(app: FastifyInstance, deviceId: string, secret: string): void {
  secretsOf(app).set(deviceId, secret);
}

/**
 * Opens a session for a device, presenting the secret an earlier exchange issued to it, and
 * returns the Authorization header value.
 */
export async function bearerFor(app: FastifyInstance, deviceId: string): Promise<string> {
  const deviceSecret = deviceSecretOf(app, deviceId);
  const response = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { deviceId, ...(deviceSecret ? { deviceSecret } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`session failed: ${response.body}`);
  const session = response.json<{ token: string; deviceSecret?: string }>();
  if (session.deviceSecret) keepDeviceSecret(app, deviceId, session.deviceSecret);
  return `Bearer ${session.token}`;
}

/**
 * A session token signed directly, for a device claimed without the HTTP exchange (tests that
 * must not spend the exchange's per-address limit).
 */
export async function mintedBearer(
  app: FastifyInstance,
  secret: string,
  deviceId: string,
  expiresAt: Date,
): Promise<string> {
  const claim = await app.services.credentials.exchange(deviceId, deviceSecretOf(app, deviceId));
  if (claim.deviceSecret) keepDeviceSecret(app, deviceId, claim.deviceSecret);
  const token = signSessionToken(
    { deviceId, expiresAt, claimedAtMs: claim.claimedAt.getTime() },
    secret,
  );
  return `Bearer ${token}`;
}
