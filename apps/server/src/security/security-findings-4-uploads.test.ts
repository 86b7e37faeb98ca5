import { randomInt } from 'node:crypto';
import { signupInject } from '../test/consoles.js';
import { describe, expect, it } from 'vitest';
import { businessNumber, partnerCookie } from '../test/consoles.js';
import {
  createCrgRequest,
  driveToSp1,
  passAndRefresh,
  PROPOSAL_PDF,
  quoteBody,
} from '../test/lifecycle.js';
import { operationsOf } from '../test/openapi-arbitraries.js';
import { testAppForSuite } from '../test/suite.js';
import { watchedStorage } from '../test/attack-kit.js';
import { bareProfile, multipart, PNG } from '../test/contractor-console-kit.js';

/**
 * Finding 4 of the launch review (issue 20), replayed as an attack and shown refused: unapproved
 * accounts writing public data and filling the disk.
 */

describe('finding 4: unapproved accounts write public data and fill the disk', () => {
  const storage = watchedStorage();
  const t = testAppForSuite({ fileStorage: storage });

  const upload = (cookie: string, url: string, file: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...file.headers },
      payload: file.payload,
    });
  const logo = (cookie: string, bytes = PNG, type = 'image/png', name = 'logo.png') =>
    upload(cookie, '/api/partner/profile/logo', multipart('file', name, type, bytes));

  async function signedUp(userId: string): Promise<{ cookie: string; contractorId: number }> {
    const created = await signupInject(t.app, {
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId,
        password: 'Sunny2026!',
        businessNumber: businessNumber(`12081${String(randomInt(10_000)).padStart(4, '0')}`),
        licenceNumber: '서울-01234',
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

  /** A contractor's profile as its console sends it back (the logo is written on its own). */
  async function profileOf(userId: string): Promise<Record<string, unknown>> {
    const cookie = await partnerCookie(t.app, userId);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/partner/profile',
      headers: { cookie },
    });
    const { comLogoFileId: _logo, ...current } = profile.json<Record<string, unknown>>();
    return current;
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
        payload: bareProfile('공식 햇빛 매칭 https://evil.example', ['11']),
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

  it('a pending contractor writes nothing through any contractor write', async () => {
    const recruiting = await createCrgRequest(t);
    const due = await driveToSp1(t, { applicants: [1] });
    await t.app.services.matching.select1(due.owner.deviceId, due.id, [1]);
    // Signed up after the clock moved days: console sessions last 12 hours.
    const pending = await signedUp('pending03');
    const pdf = multipart('file', '제안서.pdf', 'application/pdf', PROPOSAL_PDF);
    const png = multipart('file', 'logo.png', 'image/png', PNG);
    /** A valid call of each contractor write: only who sends it can be wrong. */
    const calls: Record<string, { id?: number; json?: object; file?: typeof pdf }> = {
      '/api/partner/profile': { json: await profileOf('partner01') },
      '/api/partner/profile/logo': { file: png },
      // A photo of a finished plant, named by the plants of a later profile save (decision 028).
      '/api/partner/plant-photos': { file: png },
      '/api/partner/requests/{matchReqId}/apply': { id: recruiting.id },
      '/api/partner/requests/{matchReqId}/proposal': { id: due.id, file: pdf },
      // A complete quote, so only the sender can be refused.
      '/api/partner/requests/{matchReqId}/quote': { id: due.id, json: quoteBody() },
      // The conversation before the choice: a message and a site visit on a shortlisted request.
      '/api/partner/requests/{matchReqId}/messages': {
        id: due.id,
        json: { body: '현장 방문 전에 지붕 사진을 볼 수 있을까요?' },
      },
      '/api/partner/requests/{matchReqId}/visit': {
        id: due.id,
        json: { times: [new Date(Date.now() + 3 * 86_400_000).toISOString()] },
      },
    };
    const writes = operationsOf(t.app.swagger()).filter(
      (op) =>
        op.role === 'partner' &&
        op.method !== 'GET' &&
        // The vetting documents are what a pending account hands in for its approval; they are
        // private and never public data (decision 015).
        !/\/(login|logout|signup|alert-settings|documents\/\{kind\})$/.test(op.path),
    );
    expect(writes.map((op) => op.path).sort()).toEqual(Object.keys(calls).sort());
    const stored = storage.keys.size;
    for (const op of writes) {
      const call = calls[op.path]!;
      const response = await t.app.inject({
        method: op.method as 'POST',
        url: op.path.replace('{matchReqId}', String(call.id)),
        headers: { cookie: pending.cookie, ...call.file?.headers },
        ...(call.file ? { payload: call.file.payload } : { payload: call.json ?? {} }),
      });
      expect(response.statusCode, op.path).toBe(403);
      expect(response.json(), op.path).toMatchObject({ code: 'PARTNER_NOT_APPROVED' });
    }
    expect(storage.keys.size).toBe(stored);
    const applicants = await t.app.services.matching.propose1List(
      recruiting.owner.deviceId,
      recruiting.id,
    );
    expect(applicants).toEqual([]);
  });

  it('checks approval and shortlisting before reading the body', async () => {
    const pending = await signedUp('pending02');
    // Over the logo limit: refused for who sends it, not for its size.
    const large = await logo(pending.cookie, Buffer.concat([PNG, Buffer.alloc(2 << 20)]));
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
      multipart('file', 'p.pdf', 'application/pdf', Buffer.alloc(21 << 20)),
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
    // The clock moved days: the contractor signs in again (console sessions last 12 hours).
    const later = await partnerCookie(t.app, 'partner05');
    const url = `/api/partner/requests/${request.id}/proposal`;
    const send = () =>
      upload(later, url, multipart('file', '제안서.pdf', 'application/pdf', PROPOSAL_PDF));
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
    // The clock moved to SP2: signed in again to read the own proposal.
    const own = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: await partnerCookie(t.app, 'partner05') },
    });
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
    expect(served.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
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
