import { describe, expect, it } from 'vitest';
import { apiEndpoints as endpoints, type Endpoint } from '@haetbit/contracts';
import type { Caller, Reply, UncheckedInput } from '../../test/api-client.js';
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
    const { t, api, snapshot } = ownerApiGroup();
    it('answers 401 without a session and 403 to another device on every owner call', async () => {
      const request = await driveToSp2(t);
      const intruder = await newOwner(t.app);
      const fileId = request.proposalFileIds.values().next().value!;
      const id = request.id;
      const calls: [string, (as: Caller | null) => Promise<Reply<Endpoint>>][] = [
        ['read', (as) => api.send(endpoints.matchReqGet, { params: { id }, as })],
        [
          'check again',
          (as) => api.send(endpoints.matchReqCheckExistAgain, { params: { matchReqId: id }, as }),
        ],
        [
          'recruit again',
          (as) =>
            api.send(endpoints.matchReqAgainRecruit, {
              body: { id, deviceId: request.owner.deviceId },
              as,
            }),
        ],
        ['list 1', (as) => api.send(endpoints.propose1List, { body: { matchStatusId: id }, as })],
        ['list 2', (as) => api.send(endpoints.propose2List, { body: { matchStatusId: id }, as })],
        [
          'select 1',
          (as) =>
            api.send(endpoints.propose1Select, {
              body: { matchStatusId: id, selectedCstIds: [1] },
              as,
            }),
        ],
        [
          'select 2',
          (as) =>
            api.send(endpoints.propose2Select, {
              body: { matchStatusId: id, selectedCstIds: [1] },
              as,
            }),
        ],
        [
          'cancel',
          (as) =>
            api.send(endpoints.matchUserCancel, {
              body: { id, cancelReason: 'CHANGE_MIND' },
              as,
            }),
        ],
        [
          'send proposal',
          (as) =>
            api.send(endpoints.matchSendProposal, {
              params: { matchReqId: id, proposalFileId: fileId },
              as,
            }),
        ],
      ];
      const before = await snapshot(request);
      for (const [label, send] of calls) {
        const anonymous = await send(null);
        expect([label, anonymous.status]).toEqual([label, 401]);
        const foreign = await send(intruder);
        expect([label, foreign.status]).toEqual([label, 403]);
        expect(foreign.error).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
        expect(foreign.text).not.toContain(request.phone);
      }
      expect(await snapshot(request)).toEqual(before);
      const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
      expect(outbox.json<{ body: string }[]>().some((m) => m.body.includes('제안서'))).toBe(false);
    });

    it.each<[string, Endpoint, UncheckedInput['body']]>([
      ['a missing matchStatusId', endpoints.propose1List, {}],
      ['a bad selectStatus', endpoints.propose2List, { matchStatusId: 1, selectStatus: 'X' }],
      [
        'duplicate contractors',
        endpoints.propose1Select,
        { matchStatusId: 1, selectedCstIds: [1, 1] },
      ],
      ['no contractor', endpoints.propose2Select, { matchStatusId: 1, selectedCstIds: [] }],
      [
        'an unknown field',
        endpoints.matchUserCancel,
        { id: 1, cancelReason: 'ETC', cancelReasonDetail: 'x', extra: 1 },
      ],
      ['a text id', endpoints.matchReqAgainRecruit, { id: 'one', deviceId: 'A_whatever-123' }],
    ])('rejects %s with 400 {code, message}', async (_label, declaration, body) => {
      const owner = await newOwner(t.app);
      const response = await api.sendUnchecked(declaration, { body, as: owner });
      expect(response.status).toBe(400);
      expect(response.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
      });
    });

    it("answers 400 for a bad path id and, for a missing request, another device's 403", async () => {
      const owner = await newOwner(t.app);
      const check = (matchReqId: string | number) =>
        api.send(endpoints.matchReqCheckExistAgain, { params: { matchReqId }, as: owner });
      expect((await check('abc')).status).toBe(400);
      const missing = await check(987654);
      expect(missing.status).toBe(403);
      expect(missing.error).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
    });
  });

  describe('contract documents', () => {
    const { t, api } = ownerApiGroup();
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
      const documents = async (installType: 'R' | 'L', systemSize: number) =>
        (
          await api.call(endpoints.contractDocumentList, { params: { installType, systemSize } })
        ).data.map((doc) => doc.code);
      const small = await documents('L', 499);
      const large = await documents('L', 500);
      expect(small).not.toContain('BALANCE_CERT');
      expect(large).toEqual(expect.arrayContaining(['CORP_SEAL_CERT', 'BALANCE_CERT']));
      expect(large.length).toBe(small.length + 2);
      expect(await documents('R', 30)).toContain('BUILDING_LEDGER');
      const refused = (params: { installType: string; systemSize: number }) =>
        api.sendUnchecked(endpoints.contractDocumentList, { params });
      expect((await refused({ installType: 'X', systemSize: 30 })).status).toBe(400);
      expect((await refused({ installType: 'L', systemSize: -1 })).status).toBe(400);
    });
  });
});
