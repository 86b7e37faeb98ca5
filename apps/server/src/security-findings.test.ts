import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SMS_BUDGET_MESSAGES } from '@haetbit/contracts';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareStart } from './launch.js';
import { manualClock } from './lib/clock.js';
import { memoryFileStorage, type FileStorage } from './modules/files/storage.js';
import { businessNumber, operatorCookie, partnerCookie } from './test/consoles.js';
import {
  createCrgRequest,
  driveToCmc,
  driveToSp1,
  driveToSp2,
  passAndRefresh,
  PROPOSAL_PDF,
  sendProposal,
} from './test/lifecycle.js';
import { signProposalToken } from './modules/matching/proposal-link.js';
import { newOwner, PARCELS, type Owner } from './test/journey.js';
import { testAppForSuite } from './test/suite.js';
import {
  buildSeededApp,
  bearerFor,
  createTestApp,
  deviceSecretOf,
  mintedBearer as mintSession,
  newDeviceId,
  testConfig,
  type TestApp,
} from './test/test-app.js';
import { createScratchDatabase } from './test/scratch-database.js';
import { publishPendingReviews } from './test/moderation.js';

/**
 * The launch review's findings (issue 20), each replayed as an attack against the app and shown
 * refused. Numbers follow the issue.
 */

const productionEnv = {
  SESSION_SECRET: 'p'.repeat(64),
  PUBLIC_BASE_URL: 'https://haetbit.example',
  DATA_DIR: '/tmp/haetbit-test-unused',
};

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

/** A session the attacker opened earlier (elsewhere): a valid bearer of a brand-new device. */
async function mintedOwner(app: TestApp): Promise<Owner> {
  const deviceId = newDeviceId();
  const authorization = await mintSession(
    app.app,
    app.config.sessionSecret,
    deviceId,
    new Date(app.clock.now().getTime() + 3600_000),
  );
  return { deviceId, authorization };
}
const mintedBearer = async (app: TestApp) => (await mintedOwner(app)).authorization;

describe('finding 2: rate limits keyed on a self-minted identity', () => {
  const t = testAppForSuite();
  /** Each test its own address, so the suite's tests do not spend each other's allowance. */
  let addressCounter = 0;
  const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

  it('limits /api/session per address whatever bearer each call carries', async () => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress,
        headers: { authorization: await mintedBearer(t) },
        payload: { deviceId: newDeviceId() },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits signup and both logins per address whatever bearer each call carries', async () => {
    const cases = [
      { url: '/api/partner/signup', max: 60, payload: {} },
      { url: '/api/partner/login', max: 100, payload: { userId: 'x', password: '' } },
      { url: '/api/admin/login', max: 100, payload: { id: 'x', password: '' } },
    ];
    for (const { url, max, payload } of cases) {
      const remoteAddress = nextAddress();
      const statuses: number[] = [];
      for (let index = 0; index <= max; index += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress,
          headers: { authorization: await mintedBearer(t) },
          payload,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, max).includes(429), url).toBe(false);
      expect(statuses[max], url).toBe(429);
    }
  });

  it('throttles failed logins per address across accounts and both consoles', async () => {
    const remoteAddress = nextAddress();
    // Spraying one password over many accounts: no account reaches its own lockout.
    for (let index = 0; index < 30; index += 1) {
      const partner = index % 2 === 0;
      const response = await t.app.inject({
        method: 'POST',
        url: partner ? '/api/partner/login' : '/api/admin/login',
        remoteAddress,
        headers: { authorization: await mintedBearer(t) },
        payload: partner
          ? { userId: `spray${index}`, password: 'Password1!' }
          : { id: `spray${index}`, password: 'Password1!' },
      });
      expect(response.statusCode).toBe(401);
    }
    // The right password from that address is refused too: the sprayer learns nothing more.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      remoteAddress,
      payload: { userId: 'partner01', password: 'demo1234!' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'LOGIN_THROTTLED',
      message: '로그인 실패가 너무 많습니다. 1시간 후 다시 시도해 주세요.',
    });
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress,
      payload: { id: 'admin', password: 'admin1234!' },
    });
    expect(admin.statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      remoteAddress: nextAddress(),
      payload: { userId: 'partner01', password: 'demo1234!' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('finding 2: SMS budgets', () => {
  /** A device with an analysis to verify a phone for, its bearer minted without /api/session. */
  async function textingDevice(app: TestApp, remoteAddress: string) {
    const owner = await mintedOwner(app);
    const { deviceId, authorization } = owner;
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/match-analysis',
      remoteAddress,
      headers: { authorization },
      payload: { ...PARCELS.landP, deviceId },
    });
    expect(created.statusCode).toBe(201);
    return { owner, analysisId: created.json<{ id: number }>().id };
  }

  const sendCode = (
    app: TestApp,
    remoteAddress: string,
    authorization: string,
    id: number,
    phone: string,
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/api/match-analysis/send-auth-number',
      remoteAddress,
      headers: { authorization },
      payload: { id, phone, name: '김햇빛' },
    });

  it('25 devices cannot send 25 texts from one address', async () => {
    const app = await createTestApp({ env: { SMS_PER_ADDRESS_PER_HOUR: '10' } });
    try {
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let index = 0; index < 25; index += 1) {
        const { owner, analysisId } = await textingDevice(app, '198.51.100.7');
        last = await sendCode(
          app,
          '198.51.100.7',
          owner.authorization,
          analysisId,
          `010-5555-${String(1000 + index)}`,
        );
        statuses.push(last.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
      expect(last?.json()).toEqual({
        code: 'SMS_SEND_LIMIT',
        message: SMS_BUDGET_MESSAGES.address,
      });
      // A device elsewhere still gets its code.
      const { owner, analysisId } = await textingDevice(app, '198.51.100.8');
      expect(
        (await sendCode(app, '198.51.100.8', owner.authorization, analysisId, '010-5555-2000'))
          .statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('keeps the service-wide, per-phone and per-device hourly budgets with their messages', async () => {
    const app = await createTestApp({
      env: { SMS_GLOBAL_PER_HOUR: '4', SMS_PER_PHONE_PER_HOUR: '1', SMS_PER_DEVICE_PER_HOUR: '1' },
    });
    try {
      const first = await textingDevice(app, '192.0.2.1');
      expect(
        (
          await sendCode(
            app,
            '192.0.2.1',
            first.owner.authorization,
            first.analysisId,
            '010-7777-0001',
          )
        ).statusCode,
      ).toBe(200);
      // The same phone from another device and address: the phone's budget.
      const second = await textingDevice(app, '192.0.2.2');
      const phone = await sendCode(
        app,
        '192.0.2.2',
        second.owner.authorization,
        second.analysisId,
        '010-7777-0001',
      );
      expect(phone.json()).toEqual({ code: 'SMS_SEND_LIMIT', message: SMS_BUDGET_MESSAGES.phone });
      // The same device, another phone, an hour's window not yet passed: the device's budget.
      app.clock.advanceMs(60_000);
      const device = await sendCode(
        app,
        '192.0.2.1',
        first.owner.authorization,
        first.analysisId,
        '010-7777-0002',
      );
      expect(device.json()).toEqual({
        code: 'SMS_SEND_LIMIT',
        message: SMS_BUDGET_MESSAGES.device,
      });
      // Three more devices at three addresses: the fourth text of the hour is the last.
      const statuses: number[] = [];
      for (let index = 3; index <= 6; index += 1) {
        const owner = await textingDevice(app, `192.0.2.${index}`);
        const response = await sendCode(
          app,
          `192.0.2.${index}`,
          owner.owner.authorization,
          owner.analysisId,
          `010-7777-000${index}`,
        );
        statuses.push(response.statusCode);
        if (index === 6) {
          expect(response.json()).toEqual({
            code: 'SMS_SEND_LIMIT',
            message: SMS_BUDGET_MESSAGES.global,
          });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('finding 5: no proxy setting', () => {
  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges, never "trust all"', () => {
    expect(loadConfig({ ...productionEnv }).trustProxy).toBe(false);
    expect(loadConfig({ ...productionEnv, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ ...productionEnv, TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.4', '::1']);
    for (const bad of ['true', '0', '10.0.0.0/33', 'proxy.internal', '1,2']) {
      expect(() => loadConfig({ ...productionEnv, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  const sessionsFrom = async (app: TestApp, forwardedFor: (index: number) => string) => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': forwardedFor(index) },
        payload: { deviceId: newDeviceId() },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it.each(['10.0.0.0/8', '1'])(
    'behind a trusted proxy (TRUST_PROXY=%s) counts each visitor on their own address',
    async (trustProxy) => {
      const app = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
      try {
        const statuses = await sessionsFrom(app, (index) => `198.18.0.${index + 1}`);
        expect(statuses.every((status) => status === 201)).toBe(true);
      } finally {
        await app.close();
      }
    },
  );

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const app = await createTestApp();
    try {
      const statuses = await sessionsFrom(app, (index) => `198.18.0.${index + 1}`);
      expect(statuses[30]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('the shared limiter store (REDIS_URL)', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('shares the per-address limits and the login throttle between instances', async () => {
    const first = await createTestApp({ env: { REDIS_URL: redisUrl } });
    const second = await createTestApp({ env: { REDIS_URL: redisUrl } });
    try {
      // A fresh address per run: counters in Redis outlive the apps.
      const remoteAddress = `100.${64 + randomInt(64)}.${randomInt(256)}.${randomInt(256)}`;
      const session = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/session',
          remoteAddress,
          payload: { deviceId: newDeviceId() },
        });
      for (let index = 0; index < 15; index += 1) {
        expect((await session(first)).statusCode).toBe(201);
        expect((await session(second)).statusCode).toBe(201);
      }
      // 30 a minute per address, counted together by both instances.
      expect((await session(second)).statusCode).toBe(429);
      expect((await session(first)).statusCode).toBe(429);

      for (let index = 0; index < 30; index += 1) {
        const app = index % 2 === 0 ? first : second;
        const failed = await app.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress,
          payload: { id: `spray${index}`, password: 'Password1!' },
        });
        expect(failed.statusCode).toBe(401);
      }
      const throttled = await first.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress,
        payload: { id: 'admin', password: 'admin1234!' },
      });
      expect(throttled.json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});

/** A multipart body with one file field `file`. */
function multipartFile(fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----haetbit${randomInt(1_000_000_000)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Memory storage that lets the test see which keys hold bytes. */
function watchedStorage(): FileStorage & { keys: Set<string> } {
  const inner = memoryFileStorage();
  const keys = new Set<string>();
  return {
    keys,
    async put(key, bytes) {
      keys.add(key);
      await inner.put(key, bytes);
    },
    get: (key) => inner.get(key),
    async delete(key) {
      keys.delete(key);
      await inner.delete(key);
    },
  };
}

const LOGO_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);

describe('finding 4: unapproved accounts write public data and fill the disk', () => {
  const storage = watchedStorage();
  const t = testAppForSuite({ fileStorage: storage });

  const upload = (cookie: string, url: string, file: ReturnType<typeof multipartFile>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...file.headers },
      payload: file.payload,
    });
  const logo = (cookie: string, bytes = LOGO_PNG, type = 'image/png', name = 'logo.png') =>
    upload(cookie, '/api/partner/profile/logo', multipartFile(name, type, bytes));

  async function signedUp(userId: string): Promise<{ cookie: string; contractorId: number }> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId,
        password: 'Sunny2026!',
        businessNumber: businessNumber(`12081${String(randomInt(10_000)).padStart(4, '0')}`),
        phone: '010-2345-6789',
        comName: '새빛솔라',
        representative: '김대표',
        email: `${userId}@example.com`,
      },
    });
    expect(created.statusCode).toBe(201);
    const cookie = await partnerCookie(t.app, userId, 'Sunny2026!');
    const me = await t.app.inject({ method: 'GET', url: '/api/partner/me', headers: { cookie } });
    return { cookie, contractorId: me.json<{ contractorId: number }>().contractorId };
  }

  it('a pending or rejected contractor cannot write the profile or a logo', async () => {
    const pending = await signedUp('pending01');
    const rejected = await signedUp('rejected01');
    await t.app.services.partner.setStatus(rejected.contractorId, 'rejected');
    for (const { cookie } of [pending, rejected]) {
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/partner/profile',
        headers: { cookie },
        payload: {
          comName: '공식 햇빛 매칭 https://evil.example',
          intro: '',
          constructionCapacity: 0,
          constructionCnt: 0,
          constructionPerformanceName: '',
          constructionCareerName: '',
          capital: 0,
          nationwideTotalLank: 0,
          nationwideOwnLank: 0,
          localTotalLank: 0,
          localOwnLank: 0,
          regions: ['11'],
        },
      });
      expect(profile.statusCode).toBe(403);
      expect(profile.json()).toMatchObject({ code: 'PARTNER_NOT_APPROVED' });
      const before = storage.keys.size;
      const refused = await logo(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PARTNER_NOT_APPROVED' });
      expect(storage.keys.size).toBe(before);
    }
  });

  it('checks approval and shortlisting before reading the body', async () => {
    const pending = await signedUp('pending02');
    // Over the logo limit: refused for who sends it, not for its size.
    const large = await logo(pending.cookie, Buffer.concat([LOGO_PNG, Buffer.alloc(2 << 20)]));
    expect(large.statusCode).toBe(403);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/partner/profile/logo',
      headers: { cookie: pending.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '\u0000',
    });
    expect(broken.json()).toMatchObject({ code: 'PARTNER_NOT_APPROVED' });
    // An approved contractor that was not shortlisted: a 21 MB proposal is refused unread.
    const request = await driveToSp1(t, { applicants: [3, 4] });
    await t.app.services.matching.select1(request.owner.deviceId, request.id, [3]);
    const notShortlisted = await partnerCookie(t.app, 'partner04');
    const huge = await upload(
      notShortlisted,
      `/api/partner/requests/${request.id}/proposal`,
      multipartFile('p.pdf', 'application/pdf', Buffer.alloc(21 << 20)),
    );
    expect(huge.statusCode).toBe(403);
    expect(huge.json()).toMatchObject({ code: 'PARTNER_NOT_SHORTLISTED' });
  }, 60_000);

  it('deletes a replaced logo and a replaced proposal, row and bytes, and serves PDFs as downloads', async () => {
    const cookie = await partnerCookie(t.app, 'partner05');
    const first = (await logo(cookie)).json<{ comLogoFileId: string }>().comLogoFileId;
    expect(storage.keys.has(first)).toBe(true);
    const second = (await logo(cookie)).json<{ comLogoFileId: string }>().comLogoFileId;
    expect(second).not.toBe(first);
    expect(storage.keys.has(first)).toBe(false);
    expect(storage.keys.has(second)).toBe(true);
    const gone = await t.app.inject({ method: 'GET', url: `/api/file/viewer/${first}` });
    expect(gone.statusCode).toBe(404);

    const request = await driveToSp1(t, { applicants: [5, 6] });
    const selected = await t.app.services.matching.select1(request.owner.deviceId, request.id, [5]);
    const url = `/api/partner/requests/${request.id}/proposal`;
    const send = () =>
      upload(cookie, url, multipartFile('제안서.pdf', 'application/pdf', PROPOSAL_PDF));
    const one = (await send()).json<{ proposalFileId: string }>().proposalFileId;
    const two = (await send()).json<{ proposalFileId: string }>().proposalFileId;
    expect(storage.keys.has(one)).toBe(false);
    expect(storage.keys.has(two)).toBe(true);
    // The owner reads proposals once they are shown (SP2).
    const owner = await passAndRefresh(t, request.owner, selected.periodEndDate);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/file/viewer/${one}`,
          headers: { authorization: owner.authorization },
        })
      ).statusCode,
    ).toBe(404);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/file/viewer/${two}`,
      headers: { authorization: owner.authorization },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^attachment;/);
    expect(shown.headers['content-security-policy']).toContain('sandbox');
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
  }, 60_000);

  it('limits uploads per contractor', async () => {
    const cookie = await partnerCookie(t.app, 'partner07');
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) statuses.push((await logo(cookie)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await logo(await partnerCookie(t.app, 'partner08'))).statusCode).toBe(200);
  });

  it('stores an SVG logo as a PNG drawing and refuses namespaced or escaped tricks', async () => {
    const cookie = await partnerCookie(t.app, 'partner09');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#f5a623"/></svg>',
    );
    const saved = await logo(cookie, svg, 'image/svg+xml', 'logo.svg');
    expect(saved.statusCode).toBe(200);
    const fileId = saved.json<{ comLogoFileId: string }>().comLogoFileId;
    const served = await t.app.inject({ method: 'GET', url: `/api/file/viewer/${fileId}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(0, 8)).toEqual(LOGO_PNG.subarray(0, 8));
    expect(served.rawPayload.includes(Buffer.from('<svg'))).toBe(false);
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:u\\72l(https://evil.example/)"/></svg>',
    ]) {
      const refused = await logo(cookie, Buffer.from(text), 'image/svg+xml', 'logo.svg');
      expect(refused.json(), text).toMatchObject({ code: 'LOGO_FILE_INVALID' });
    }
  });
});

describe('finding 6: free text from one party speaks through the platform', () => {
  const t = testAppForSuite();
  const HOSTILE_ADDRESS = `${PARCELS.landP.address} http://phish.example/pay 지금 입금`;
  const HOSTILE_NAME = '새빛솔라\n[햇빛 매칭 공지] https://evil.example/login 에서 재인증';
  const typedLinks = /phish|evil|https?:|www\./i;

  it('platform messages, lead lists and public reviews carry no URL a user typed', async () => {
    // An approved contractor may name itself anything: the platform's messages must not relay it.
    const cookie = await partnerCookie(t.app, 'partner01');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/partner/profile',
      headers: { cookie },
    });
    const { comLogoFileId: _logo, ...current } = profile.json<Record<string, unknown>>();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/partner/profile',
      headers: { cookie },
      payload: { ...current, comName: HOSTILE_NAME },
    });
    expect(renamed.statusCode).toBe(200);
    const parcel = { pnu: PARCELS.landP.pnu, address: HOSTILE_ADDRESS };
    const request = await driveToCmc(t, {
      parcel,
      applicants: [1, 2],
      shortlist: [1, 2],
      finals: [1],
    });
    await t.app.services.notifications.tick();
    // The owner asks for the confirmed contractor's proposal link by SMS.
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/match-com/send-proposal/${request.id}/${request.proposalFileIds.get(1)!}`,
      headers: { authorization: request.owner.authorization },
    });
    expect(link.statusCode).toBe(200);
    // A new lead with the same typed address, as another contractor's board shows it.
    await createCrgRequest(t, { parcel });
    await t.app.services.notifications.tick();
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/partner/requests',
      headers: { cookie: await partnerCookie(t.app, 'partner02') },
    });
    const leads = board.json<{ data: { areaAddress: string }[] }>().data;
    expect(leads.map((lead) => lead.areaAddress)).toContain('경상남도 산청군 단성면');
    // The owner's public review shows the region of the parcel.
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/match-review',
      headers: { authorization: request.owner.authorization },
      payload: {
        matchReqId: request.id,
        deviceId: request.owner.deviceId,
        score: 5,
        title: '후기',
        contents: '친절했습니다.',
        matchReviews: [{ ccId: 1, comName: '새빛솔라', score: 5, contents: '좋았습니다.' }],
      },
    });
    expect(review.statusCode).toBeLessThan(300);
    // Public once an operator published it.
    await publishPendingReviews(t.app);
    const reviews = await t.app.inject({ method: 'GET', url: '/api/match-com/install-review' });

    const outbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json<
      { body: string }[]
    >();
    const sent = await t.app.services.notifications.recent(500);
    const texts = [
      ...outbox.map((message) => message.body),
      ...sent.map((message) => JSON.stringify(message)),
      JSON.stringify(leads),
      reviews.body,
    ];
    expect(outbox.length).toBeGreaterThan(5);
    expect(sent.length).toBeGreaterThan(5);
    // Only the platform's own links (the proposal viewer, the console) may appear.
    const ownLinks = /https?:\/\/localhost:3000\/\S*/g;
    for (const text of texts) expect(text.replace(ownLinks, ''), text).not.toMatch(typedLinks);
    const proposalSms = outbox.find((message) => message.body.includes('제안서입니다'));
    expect(proposalSms?.body).toContain(
      '[햇빛 매칭] 새빛솔라 [햇빛 매칭 공지] 에서 재인증의 제안서입니다.',
    );
    expect(proposalSms?.body.split('\n')).toHaveLength(2);
  }, 120_000);
});

describe('finding 7: smaller gaps', () => {
  const t = testAppForSuite();

  it('keeps a proposal closed to its owner during PSB, before the selection stage', async () => {
    const request = await driveToSp1(t, { applicants: [1, 2] });
    const selected = await t.app.services.matching.select1(
      request.owner.deviceId,
      request.id,
      [1, 2],
    );
    const fileId = await sendProposal(t, 1, request.id);
    const link = signProposalToken(
      fileId,
      new Date(t.clock.now().getTime() + 3600_000),
      t.config.sessionSecret,
    );
    const asOwner = { authorization: request.owner.authorization };
    for (const url of [
      `/api/file/viewer/${fileId}`,
      `/api/file/${fileId}`,
      `/api/file/viewer/${fileId}?t=${link}`,
    ]) {
      const early = await t.app.inject({ method: 'GET', url, headers: asOwner });
      expect(early.statusCode, url).toBe(409);
      expect(early.json()).toMatchObject({ code: 'PROPOSAL_NOT_SHOWN' });
    }
    // Once proposals are shown (SP2) the owner reads it.
    const owner = await passAndRefresh(t, request.owner, selected.periodEndDate);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/file/viewer/${fileId}`,
      headers: { authorization: owner.authorization },
    });
    expect(shown.statusCode).toBe(200);
  });

  it('marks JSON answers with personal data no-store', async () => {
    const owner = await newOwner(t.app);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/match-req/list?deviceId=${owner.deviceId}`,
      headers: { authorization: owner.authorization },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/partner/me',
      headers: { cookie: await partnerCookie(t.app, 'partner03') },
    });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('adopts only a short plain x-request-id', async () => {
    const ask = (id: string) =>
      t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
    expect((await ask('trace-1234.abc')).headers['x-request-id']).toBe('trace-1234.abc');
    for (const odd of [
      'x'.repeat(65),
      'a'.repeat(2000),
      'id with spaces',
      'id\u0000x',
      '<script>',
    ]) {
      const echoed = (await ask(odd)).headers['x-request-id'];
      expect(echoed, odd).not.toBe(odd);
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('lets an anonymous console call meet 401 before the body is validated', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/faq'],
      ['PUT', '/api/admin/match-option'],
      ['POST', '/api/admin/contractors/abc/approve'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { nonsense: true } });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().details, url).toBeUndefined();
    }
    const partner = await t.app.inject({
      method: 'PUT',
      url: '/api/partner/profile',
      payload: { nonsense: true },
    });
    expect(partner.statusCode).toBe(401);
  });

  it('lets an owner call without a session meet 401 before its body is read or validated', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/match-req', { nonsense: true }],
      ['PATCH', '/api/match-propose1/select', 'not json at all'],
      ['POST', '/api/match-analysis', { pnu: 12 }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, url).toBe(401);
      expect(response.json<{ code: string }>().code, url).toBe('UNAUTHORIZED');
      expect(response.json().details, url).toBeUndefined();
    }
  });

  it('keeps /readyz details and /docs to the demo', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    const config = testConfig({
      DEMO_MODE: 'false',
      ADMIN_ID: 'operator1',
      ADMIN_PASSWORD: 'a-real-secret-9',
    });
    const production = await buildSeededApp({ config, database, seed: false });
    try {
      await production.ready();
      const ready = await production.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: {} });
      for (const url of ['/docs', '/docs/json']) {
        expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      const demoReady = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(Object.keys(demoReady.json<{ checks: object }>().checks)).toContain('database');
      expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await production.close();
      await database.close();
    }
  });
});

describe('finding 3: operators hold owners’ credentials', () => {
  const lines: string[] = [];
  const t = testAppForSuite({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });

  it('no console answer or log line carries a device id or a proposal token', async () => {
    const request = await driveToSp2(t, { applicants: [1, 2], shortlist: [1, 2] });
    const { deviceId } = request.owner;
    const owner = { authorization: request.owner.authorization };
    await t.app.inject({
      method: 'GET',
      url: `/api/match-req/list?deviceId=${deviceId}`,
      headers: owner,
    });
    await t.app.inject({ method: 'GET', url: `/api/match-com/match-user/is-exist/${deviceId}` });
    const fileId = request.proposalFileIds.get(1)!;
    await t.app.inject({
      method: 'POST',
      url: `/api/match-com/send-proposal/${request.id}/${fileId}`,
      headers: owner,
    });
    const outbox = (
      await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` })
    ).json<{ body: string }[]>();
    const link = new URL(/https?:\/\/\S+/.exec(outbox[0]!.body)![0]);
    const token = link.searchParams.get('t')!;
    expect(
      (await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode,
    ).toBe(200);

    const cookie = await operatorCookie(t.app);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/match-status/${request.id}`,
      headers: { cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(deviceId);
    const events = detail.json<{ events: { actor: string; actorId: string | null }[] }>().events;
    const ownerEvents = events.filter((event) => event.actor === 'owner');
    expect(ownerEvents.length).toBeGreaterThan(0);
    expect(new Set(ownerEvents.map((event) => event.actorId)).size).toBe(1);
    expect(ownerEvents[0]!.actorId).toMatch(/^owner-[0-9a-f]{12}$/);
    // The alias is worth nothing at /api/session: it is no device id.
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { deviceId: ownerEvents[0]!.actorId },
    });
    expect(exchanged.statusCode).toBe(400);

    const logged = lines.join('\n');
    expect(logged).toContain('/api/match-req/list?deviceId=[redacted]');
    expect(logged).toContain('/api/match-com/match-user/is-exist/[device]');
    expect(logged).not.toContain(deviceId);
    expect(logged).not.toContain(token);
  }, 120_000);

  it("an operator holding an owner's device id cannot open the owner's session with it", async () => {
    const request = await driveToSp2(t, { applicants: [1, 2], shortlist: [1, 2] });
    const { deviceId } = request.owner;
    const other = newDeviceId();
    await bearerFor(t.app, other);
    // The id as someone who saw it (a log, a console, the shell's query string) would send it.
    for (const payload of [
      { deviceId },
      { deviceId, deviceSecret: 'A'.repeat(43) },
      { deviceId, deviceSecret: deviceSecretOf(t.app, other) },
    ]) {
      const stolen = await t.app.inject({ method: 'POST', url: '/api/session', payload });
      expect(stolen.statusCode).toBe(403);
      expect(stolen.json()).toMatchObject({ code: 'DEVICE_SECRET_MISMATCH' });
      expect(stolen.body).not.toContain('token');
    }
    // Without a session the owner's data and actions stay closed.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/match-req/list?deviceId=${deviceId}`,
    });
    expect(list.statusCode).toBe(401);
    // The owner's own shell, holding the secret, still opens one.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { deviceId, deviceSecret: deviceSecretOf(t.app, deviceId) },
    });
    expect(own.statusCode).toBe(201);
  });
});
