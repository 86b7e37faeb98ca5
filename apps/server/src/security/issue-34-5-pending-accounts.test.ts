import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@haetbit/contracts';
import {
  businessNumber,
  multipart,
  operatorCookie,
  partnerCookie,
  signupInject,
} from '../test/consoles.js';
import { watchedStorage } from '../test/attack-kit.js';
import { testAppForSuite } from '../test/suite.js';

/**
 * Issue 34, item 5: accounts nobody approved filled the disk (2 × 10 MB documents each, signup
 * free). Their documents share one bound (here 1 MB), uploads beyond it are refused before the
 * body is read, and a signup no operator decided on expires with its files.
 */
const PASSWORD = 'a pending contractor';
/** A PDF of exactly `bytes` bytes, as the content check takes a scanned document. */
const pdfOf = (bytes: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(bytes - 16, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
const BOUND = 1024 * 1024;

describe('issue 34, item 5: pending accounts cannot fill the disk', () => {
  const storage = watchedStorage();
  const t = testAppForSuite({
    fileStorage: storage,
    env: { PENDING_DOCUMENTS_MAX_MB: '1', PENDING_ACCOUNT_EXPIRY_DAYS: '30' },
  });

  async function signedUp(): Promise<{ cookie: string; contractorId: number; userId: string }> {
    const userId = `pend${randomInt(1_000_000)}`;
    const created = await signupInject(t.app, {
      method: 'POST',
      url: '/api/partner/signup',
      remoteAddress: `10.35.${randomInt(250)}.${randomInt(250)}`,
      payload: {
        userId,
        password: PASSWORD,
        businessNumber: businessNumber(`35${String(randomInt(10_000_000)).padStart(7, '0')}`),
        licenceNumber: '서울-01234',
        phone: '010-2345-6789',
        comName: '대기솔라',
        representative: '김대표',
        email: `${userId}@example.com`,
      },
    });
    expect(created.statusCode).toBe(201);
    const cookie = await partnerCookie(t.app, userId, PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/partner/me', headers: { cookie } });
    return { cookie, userId, contractorId: me.json<{ contractorId: number }>().contractorId };
  }
  const upload = (cookie: string, kind: string, bytes: Buffer) => {
    const body = multipart('file', 'doc.pdf', 'application/pdf', bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/partner/documents/${kind}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };

  it('refuses documents of unapproved accounts beyond their shared bound, in Korean, and never an approved one', async () => {
    const first = await signedUp();
    const second = await signedUp();
    expect((await upload(first.cookie, 'businessRegistration', pdfOf(400_000))).statusCode).toBe(
      200,
    );
    expect((await upload(first.cookie, 'licence', pdfOf(300_000))).statusCode).toBe(200);
    // A replaced document counts once: 700 000 bytes held, the new one takes the old one's place.
    expect((await upload(first.cookie, 'businessRegistration', pdfOf(400_000))).statusCode).toBe(
      200,
    );
    const keys = storage.keys.size;
    const refused = await upload(second.cookie, 'businessRegistration', pdfOf(400_000));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'PENDING_STORAGE_FULL',
      message: expect.stringContaining('승인 대기'),
    });
    expect(storage.keys.size).toBe(keys);
    // Once full, the refusal comes before the body is read: a body over the size limit is not
    // even looked at (413 otherwise).
    expect((await upload(second.cookie, 'licence', pdfOf(BOUND - 700_000))).statusCode).toBe(200);
    const full = await upload(second.cookie, 'businessRegistration', pdfOf(11 * BOUND));
    expect(full.statusCode).toBe(429);
    // An approved contractor hands in documents whatever the unapproved ones hold.
    const approved = await partnerCookie(t.app, 'partner01');
    expect((await upload(approved, 'licence', pdfOf(400_000))).statusCode).toBe(200);
  });

  it('deletes signups nobody decided on after the expiry, with their files, once across instances', async () => {
    // The first test's two signups lapse after 30 days, and their documents leave the bound.
    const full = storage.keys.size;
    t.clock.advanceMs(31 * DAY_MS);
    expect(await t.app.pendingExpiry.runOnce()).toBe(2);
    expect(storage.keys.size).toBe(full - 3);

    const stale = await signedUp();
    const staleDocument = await upload(stale.cookie, 'licence', pdfOf(1000));
    expect(staleDocument.statusCode).toBe(200);
    const decided = await signedUp();
    // An operator rejects one: a decision, so the signup does not lapse.
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contractors/${decided.contractorId}/reject`,
      headers: { cookie: await operatorCookie(t.app) },
    });
    expect(rejected.statusCode).toBe(200);
    const keysBefore = storage.keys.size;

    t.clock.advanceMs(29 * DAY_MS);
    expect(await t.app.pendingExpiry.runOnce()).toBe(0);
    t.clock.advanceMs(2 * DAY_MS);
    const young = await signedUp();

    // Two instances at once: each account is deleted by one of them.
    const [a, b] = await Promise.all([
      t.app.services.partner.expireBatch(100),
      t.app.services.partner.expireBatch(100),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await t.app.pendingExpiry.runOnce()).toBe(0);

    const login = (userId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/partner/login',
        payload: { userId, password: PASSWORD },
      });
    expect((await login(stale.userId)).statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/partner/me',
      headers: { cookie: stale.cookie },
    });
    expect(session.statusCode).toBe(401);
    expect(storage.keys.size).toBeLessThan(keysBefore);
    const operator = await operatorCookie(t.app);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contractors/${stale.contractorId}`,
      headers: { cookie: operator },
    });
    expect(detail.statusCode).toBe(404);
    // The rejected one, the young one and the approved demo accounts stay.
    expect((await login(decided.userId)).statusCode).toBe(200);
    expect((await login(young.userId)).statusCode).toBe(200);
    expect((await partnerCookie(t.app, 'partner01')).length).toBeGreaterThan(0);
  });
});
