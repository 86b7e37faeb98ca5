import { describe, expect, it } from 'vitest';
import { newOwner } from '../../test/journey.js';
import { driveToSp2 } from '../../test/lifecycle.js';
import { ownerApiGroup } from '../../test/owner-api-kit.js';

/**
 * The owner's matching calls through HTTP (spec sections 4, 5 and 7), on PGlite or on the
 * PostgreSQL of DATABASE_URL: access and contract documents. Time moves only by the test clock; no
 * sweeper runs, so every state reached by a period end is what a read computes itself.
 */
describe('owner matching API', () => {
  describe('access', () => {
    const { t, auth, post, snapshot } = ownerApiGroup();
    it('answers 401 without a session and 403 to another device on every owner call', async () => {
      const request = await driveToSp2(t);
      const intruder = await newOwner(t.app);
      const fileId = request.proposalFileIds.values().next().value!;
      const calls: [string, string, object | undefined][] = [
        ['GET', `/api/match-req/${request.id}`, undefined],
        ['POST', `/api/match-req/check-exist-again/${request.id}`, undefined],
        [
          'PATCH',
          '/api/match-req/again-recruit',
          { id: request.id, deviceId: request.owner.deviceId },
        ],
        ['POST', '/api/match-propose1/list', { matchStatusId: request.id }],
        ['POST', '/api/match-propose2/list', { matchStatusId: request.id }],
        ['PATCH', '/api/match-propose1/select', { matchStatusId: request.id, selectedCstIds: [1] }],
        ['PATCH', '/api/match-propose2/select', { matchStatusId: request.id, selectedCstIds: [1] }],
        ['PATCH', '/api/match-status/user-cancel', { id: request.id, cancelReason: 'CHANGE_MIND' }],
        ['POST', `/api/match-com/send-proposal/${request.id}/${fileId}`, undefined],
      ];
      const before = await snapshot(request);
      for (const [method, url, payload] of calls) {
        const options = { method: method as 'GET', url, ...(payload ? { payload } : {}) };
        const anonymous = await t.app.inject(options);
        expect([url, anonymous.statusCode]).toEqual([url, 401]);
        const foreign = await t.app.inject({ ...options, headers: auth(intruder) });
        expect([url, foreign.statusCode]).toEqual([url, 403]);
        expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
        expect(foreign.body).not.toContain(request.phone);
      }
      expect(await snapshot(request)).toEqual(before);
      const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
      expect(outbox.json<{ body: string }[]>().some((m) => m.body.includes('제안서'))).toBe(false);
    });

    it.each([
      ['a missing matchStatusId', '/api/match-propose1/list', 'POST', {}],
      [
        'a bad selectStatus',
        '/api/match-propose2/list',
        'POST',
        { matchStatusId: 1, selectStatus: 'X' },
      ],
      [
        'duplicate contractors',
        '/api/match-propose1/select',
        'PATCH',
        { matchStatusId: 1, selectedCstIds: [1, 1] },
      ],
      [
        'no contractor',
        '/api/match-propose2/select',
        'PATCH',
        { matchStatusId: 1, selectedCstIds: [] },
      ],
      [
        'an unknown field',
        '/api/match-status/user-cancel',
        'PATCH',
        { id: 1, cancelReason: 'ETC', cancelReasonDetail: 'x', extra: 1 },
      ],
      [
        'a text id',
        '/api/match-req/again-recruit',
        'PATCH',
        { id: 'one', deviceId: 'A_whatever-123' },
      ],
    ])('rejects %s with 400 {code, message}', async (_label, url, method, payload) => {
      const owner = await newOwner(t.app);
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: auth(owner),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
      });
    });

    it("answers 400 for a bad path id and, for a missing request, another device's 403", async () => {
      const owner = await newOwner(t.app);
      expect((await post(owner, '/api/match-req/check-exist-again/abc')).statusCode).toBe(400);
      const missing = await post(owner, '/api/match-req/check-exist-again/987654');
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
    });
  });

  describe('contract documents', () => {
    const { t } = ownerApiGroup();
    it('documents every owner matching call in /docs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
      expect(response.statusCode).toBe(200);
      const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/match-req/check-exist-again/{matchReqId}',
          '/api/match-req/again-recruit',
          '/api/match-propose1/list',
          '/api/match-propose2/select',
          '/api/match-status/user-cancel',
          '/api/match-com/install-type/{installType}/{systemSize}',
          '/api/match-com/send-proposal/{matchReqId}/{proposalFileId}',
          '/api/file/viewer/{id}',
        ]),
      );
    });

    it('adds the corporate seal and balance certificates from 500 kW', async () => {
      const small = await t.app.inject({ method: 'GET', url: '/api/match-com/install-type/L/499' });
      const large = await t.app.inject({ method: 'GET', url: '/api/match-com/install-type/L/500' });
      expect(small.statusCode).toBe(200);
      const codes = (response: typeof small) =>
        response.json<{ data: { code: string; copies: number }[] }>().data.map((doc) => doc.code);
      expect(codes(small)).not.toContain('BALANCE_CERT');
      expect(codes(large)).toEqual(expect.arrayContaining(['CORP_SEAL_CERT', 'BALANCE_CERT']));
      expect(codes(large).length).toBe(codes(small).length + 2);
      const roof = await t.app.inject({ method: 'GET', url: '/api/match-com/install-type/R/30' });
      expect(codes(roof)).toContain('BUILDING_LEDGER');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/match-com/install-type/X/30' })).statusCode,
      ).toBe(400);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/match-com/install-type/L/-1' })).statusCode,
      ).toBe(400);
    });
  });
});
