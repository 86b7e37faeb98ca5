import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { prepareStart } from '../launch.js';
import { manualClock } from '../lib/clock.js';
import { createScratchDatabase } from '../test/scratch-database.js';
import { buildSeededApp, testConfig } from '../test/test-app.js';
import { productionEnv } from '../test/attack-kit.js';

/**
 * Finding 1 of the launch review (issue 20), replayed as an attack and shown refused: production
 * inherits the demo.
 */

describe('finding 1: production inherits the demo', () => {
  it('behaves as production unless demo mode is asked for', () => {
    const config = loadConfig({ ...productionEnv });
    expect(config.demo).toBe(false);
    expect(config.isProduction).toBe(true);
    expect(config.sampleContent).toBe(false);
    expect(config.host).toBe('0.0.0.0');
  });

  it('refuses a production start without the settings it needs, naming them', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/SESSION_SECRET, PUBLIC_BASE_URL/);
    expect(() => loadConfig({ ...productionEnv, PUBLIC_BASE_URL: undefined })).toThrow(
      /PUBLIC_BASE_URL/,
    );
    expect(() => loadConfig({ ...productionEnv, ADMIN_ID: 'owner1' })).toThrow(/together/);
    expect(() =>
      loadConfig({ ...productionEnv, ADMIN_ID: 'owner1', ADMIN_PASSWORD: 'admin1234!' }),
    ).toThrow(/demo password/);
  });

  it('refuses demo mode together with NODE_ENV=production', () => {
    expect(() =>
      loadConfig({ ...productionEnv, NODE_ENV: 'production', DEMO_MODE: 'true' }),
    ).toThrow(/DEMO_MODE/);
  });

  it('binds the demo to 127.0.0.1 unless told otherwise', () => {
    expect(
      loadConfig({
        DEMO_MODE: 'true',
        DATA_DIR: '/tmp/haetbit-test-unused',
        SESSION_SECRET: 'x'.repeat(40),
      }).host,
    ).toBe('127.0.0.1');
    expect(
      loadConfig({ DEMO_MODE: 'true', HOST: '0.0.0.0', SESSION_SECRET: 'x'.repeat(40) }).host,
    ).toBe('0.0.0.0');
  });

  it('refuses demo credentials and /dev/* in production after a demo start on the same data', async () => {
    const serverUrl = process.env.DATABASE_URL;
    const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'haetbit_test') : undefined;
    const database = await openDatabase(
      scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: undefined },
    );
    const clock = manualClock('2026-03-02T01:00:00Z');
    try {
      const demoConfig = testConfig();
      const demo = await buildSeededApp({ config: demoConfig, database, clock });
      await prepareStart(demo, demoConfig);
      await demo.ready();
      const demoLogins = await Promise.all([
        demo.inject({
          method: 'POST',
          url: '/api/partner/login',
          payload: { userId: 'partner01', password: 'demo1234!' },
        }),
        demo.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { id: 'admin', password: 'admin1234!' },
        }),
      ]);
      expect(demoLogins.map((response) => response.statusCode)).toEqual([200, 200]);
      await demo.close();

      const config = testConfig({
        DEMO_MODE: 'false',
        ADMIN_ID: 'operator1',
        ADMIN_PASSWORD: 'a-real-secret-9',
      });
      const production = await buildSeededApp({ config, database, clock, seed: false });
      await prepareStart(production, config);
      await production.ready();
      try {
        const partner = await production.inject({
          method: 'POST',
          url: '/api/partner/login',
          payload: { userId: 'partner01', password: 'demo1234!' },
        });
        expect(partner.statusCode).toBeGreaterThanOrEqual(400);
        expect(partner.headers['set-cookie']).toBeUndefined();
        const admin = await production.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { id: 'admin', password: 'admin1234!' },
        });
        expect(admin.statusCode).toBe(401);
        const real = await production.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { id: 'operator1', password: 'a-real-secret-9' },
        });
        expect(real.statusCode).toBe(200);
        for (const url of ['/dev/outbox?to=010-1234-5678', '/dev/clock']) {
          expect((await production.inject({ method: 'GET', url })).statusCode).toBe(404);
        }
      } finally {
        await production.close();
      }
    } finally {
      await database.close();
      await scratch?.drop();
    }
  }, 120_000);

  it('refuses a first production start without admin credentials', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      const config = testConfig({ DEMO_MODE: 'false' });
      const app = await buildSeededApp({ config, database, seed: false });
      try {
        await expect(prepareStart(app, config)).rejects.toThrow(/ADMIN_ID and ADMIN_PASSWORD/);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
