import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { signProposalToken } from '../modules/matching/proposal-link.js';
import { partnerCookie } from '../test/consoles.js';
import { newOwner } from '../test/journey.js';
import { driveToSp1, passAndRefresh, sendProposal } from '../test/lifecycle.js';
import { testAppForSuite } from '../test/suite.js';
import { buildSeededApp, testConfig } from '../test/test-app.js';

/**
 * Finding 7 of the launch review (issue 20), the smaller gaps, each replayed and shown refused
 * (ids enumerated by their answers: security-findings-enumeration.test.ts).
 */

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
