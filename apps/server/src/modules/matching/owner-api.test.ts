import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  selectLimitMessage,
  type MatchReq,
  type ProposeSelectAnswer,
} from '@haetbit/contracts';
import { newOwner, PARCELS, type Owner } from '../../test/journey.js';
import {
  createCrgRequest,
  driveToSp1,
  driveToSp2,
  passAndRefresh,
  sendProposal,
  type CrgRequest,
} from '../../test/lifecycle.js';
import { bearerFor, createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The owner's matching calls through HTTP (spec sections 4, 5 and 7), on PGlite or on the
 * PostgreSQL of DATABASE_URL. Time moves only by the test clock; no sweeper runs, so every state
 * reached by a period end is what a read computes itself.
 */
describe('owner matching API', () => {
  let t: TestApp;
  /**
   * A fresh app per group: the session and analysis routes are rate-limited per app (30 a
   * minute), and every group opens many owner sessions.
   */
  function withApp() {
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());
  }

  const auth = (owner: Owner) => ({ authorization: owner.authorization });
  const matching = () => t.app.services.matching;

  async function read(owner: Owner, id: number) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/match-req/${id}`,
      headers: auth(owner),
    });
    expect(response.statusCode).toBe(200);
    return response.json<MatchReq>();
  }

  const patch = (owner: Owner | null, url: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url,
      headers: owner ? auth(owner) : {},
      payload,
    });
  const post = (owner: Owner | null, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: owner ? auth(owner) : {},
      ...(payload ? { payload } : {}),
    });

  /** The row and its audit trail, to prove a refused call changed nothing. */
  async function snapshot(request: CrgRequest) {
    return {
      row: await matching().get(request.owner.deviceId, request.id),
      events: await matching().events(request.id),
    };
  }

  describe('period ends applied by reads, without a sweeper', () => {
    withApp();
    it('shows SP1 after propose1EndDate when contractors applied, select1 counted from the deadline', async () => {
      const request = await createCrgRequest(t);
      await matching().apply(1, request.id);
      const before = await read(request.owner, request.id);
      const owner = await passAndRefresh(t, request.owner, before.propose1EndDate);
      const after = await read(owner, request.id);
      expect(after.status).toBe('SP1');
      expect(after.matchStatus.status).toBe('SP1');
      expect(after.select1StartDate).toBe(before.propose1EndDate);
      expect(Date.parse(after.select1EndDate!) - Date.parse(before.propose1EndDate)).toBe(
        3 * 86_400_000,
      );
      const events = await matching().events(request.id);
      expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
        ['NEW', 'CRG', 'owner'],
        ['CRG', 'SP1', 'system'],
      ]);
      expect(events[1]!.at.toISOString()).toBe(before.propose1EndDate);
    });

    it('ends with CP1 when nobody applied, read as CME by the list and the detail', async () => {
      const request = await createCrgRequest(t);
      const before = await read(request.owner, request.id);
      const owner = await passAndRefresh(t, request.owner, before.propose1EndDate);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/match-req?deviceId=${owner.deviceId}&statusList=CMC,CME`,
        headers: auth(owner),
      });
      expect(list.json<{ data: MatchReq[] }>().data).toEqual([
        expect.objectContaining({ id: request.id, status: 'CME', matchCompleteCode: 'CP1' }),
      ]);
      const after = await read(owner, request.id);
      expect(after).toMatchObject({
        status: 'CME',
        matchCompleteCode: 'CP1',
        cancelEndStatus: 'CRG',
      });
      expect(after.matchCompleteDate).toBe(before.propose1EndDate);
    });

    it('ends with CS1 when the owner does not select in time', async () => {
      const request = await driveToSp1(t);
      const sp1 = await read(request.owner, request.id);
      const owner = await passAndRefresh(t, request.owner, sp1.select1EndDate);
      expect(await read(owner, request.id)).toMatchObject({
        status: 'CME',
        matchCompleteCode: 'CS1',
        cancelEndStatus: 'SP1',
      });
    });

    it('ends with CP2 when no shortlisted contractor sends a proposal', async () => {
      const request = await driveToSp1(t);
      const selected = await patch(request.owner, '/api/match-propose1/select', {
        matchStatusId: request.id,
        selectedCstIds: [1],
      });
      const answer = selected.json<ProposeSelectAnswer>();
      expect(answer.status).toBe('PSB');
      const owner = await passAndRefresh(t, request.owner, answer.periodEndDate);
      expect(await read(owner, request.id)).toMatchObject({
        status: 'CME',
        matchCompleteCode: 'CP2',
        cancelEndStatus: 'PSB',
      });
    });

    it('ends with CS2 when the owner does not confirm in time', async () => {
      const request = await driveToSp2(t);
      const sp2 = await read(request.owner, request.id);
      expect(sp2.select2StartDate).toBe(sp2.propose2EndDate);
      const owner = await passAndRefresh(t, request.owner, sp2.select2EndDate);
      expect(await read(owner, request.id)).toMatchObject({
        status: 'CME',
        matchCompleteCode: 'CS2',
        cancelEndStatus: 'SP2',
      });
    });

    it('applies two passed periods in one read (CRG → SP1 → CME CS1), one audit row each', async () => {
      const request = await createCrgRequest(t);
      await matching().apply(2, request.id);
      const crg = await read(request.owner, request.id);
      t.clock.advanceMs(
        Date.parse(crg.propose1EndDate) - t.clock.now().getTime() + 10 * 86_400_000,
      );
      const owner = {
        ...request.owner,
        authorization: await bearerFor(t.app, request.owner.deviceId),
      };
      expect((await read(owner, request.id)).matchCompleteCode).toBe('CS1');
      await read(owner, request.id);
      const events = await matching().events(request.id);
      expect(events.map((event) => `${event.fromStatus}>${event.toStatus}`)).toEqual([
        'NEW>CRG',
        'CRG>SP1',
        'SP1>CME',
      ]);
      expect(events[2]).toMatchObject({ matchCompleteCode: 'CS1', actor: 'system' });
    });
  });

  describe('selections', () => {
    withApp();
    it('lists applicants, refuses past the limit with the spec’s alert, then shortlists (SP1 → PSB)', async () => {
      const request = await driveToSp1(t, { applicants: [1, 2, 3, 4, 5, 6] });
      const list = await post(request.owner, '/api/match-propose1/list', {
        matchStatusId: request.id,
      });
      expect(list.statusCode).toBe(200);
      expect(
        list.json<{ data: { ccId: number; checked: boolean }[] }>().data.map((c) => c.ccId),
      ).toEqual([1, 2, 3, 4, 5, 6]);

      const before = await snapshot(request);
      const tooMany = await patch(request.owner, '/api/match-propose1/select', {
        matchStatusId: request.id,
        selectedCstIds: [1, 2, 3, 4, 5, 6],
      });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toEqual({
        code: 'SELECT_LIMIT_EXCEEDED',
        message: selectLimitMessage('SP1', 5),
        status: 'SP1',
        limit: 5,
      });
      const stranger = await patch(request.owner, '/api/match-propose1/select', {
        matchStatusId: request.id,
        selectedCstIds: [1, 9],
      });
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json()).toMatchObject({ code: 'CONTRACTOR_NOT_SELECTABLE' });
      expect(await snapshot(request)).toEqual(before);

      const selected = await patch(request.owner, '/api/match-propose1/select', {
        matchStatusId: request.id,
        selectedCstIds: [2, 4],
        address: PARCELS.landP.address,
      });
      expect(selected.statusCode).toBe(200);
      const answer = selected.json<ProposeSelectAnswer>();
      // The 7-day proposal period (propose2Days) is announced as 7 days.
      expect(answer).toMatchObject({ matchStatusId: request.id, status: 'PSB', periodDays: 7 });
      expect(answer.selected.map((item) => item.id)).toEqual([2, 4]);
      expect(answer.selected.every((item) => item.comName.length > 0)).toBe(true);
      const shortlisted = await post(request.owner, '/api/match-propose1/list', {
        matchStatusId: request.id,
        selectStatus: 'Y',
      });
      expect(shortlisted.json<{ data: { ccId: number; checked: boolean }[] }>().data).toEqual([
        expect.objectContaining({ ccId: 2, checked: true }),
        expect.objectContaining({ ccId: 4, checked: true }),
      ]);
      const events = await matching().events(request.id);
      expect(events.at(-1)).toMatchObject({
        fromStatus: 'SP1',
        toStatus: 'PSB',
        event: 'SELECT1',
        actor: 'owner',
        actorId: request.owner.deviceId,
      });

      const again = await patch(request.owner, '/api/match-propose1/select', {
        matchStatusId: request.id,
        selectedCstIds: [1],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', status: 'PSB' });
      expect(await matching().events(request.id)).toHaveLength(events.length);
    });

    it('confirms only contractors with a proposal, up to select2LimitCnt (SP2 → CMC, CTC)', async () => {
      const request = await driveToSp2(t, { applicants: [1, 2, 3, 4], shortlist: [1, 2, 3] });
      const list = await post(request.owner, '/api/match-propose2/list', {
        matchStatusId: request.id,
      });
      expect(list.json<{ data: { ccId: number; proposalFileId: string | null }[] }>().data).toEqual(
        [
          expect.objectContaining({ ccId: 1, proposalFileId: request.proposalFileIds.get(1) }),
          expect.objectContaining({ ccId: 2, proposalFileId: request.proposalFileIds.get(2) }),
          expect.objectContaining({ ccId: 3, proposalFileId: request.proposalFileIds.get(3) }),
        ],
      );
      // No contractor's contact before the owner's final choice.
      expect(
        list.json<{ data: { contact: unknown }[] }>().data.map((item) => item.contact),
      ).toEqual([null, null, null]);
      const tooMany = await patch(request.owner, '/api/match-propose2/select', {
        matchStatusId: request.id,
        selectedCstIds: [1, 2, 3],
      });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toMatchObject({
        code: 'SELECT_LIMIT_EXCEEDED',
        message: selectLimitMessage('SP2', 2),
        limit: 2,
      });
      const notShortlisted = await patch(request.owner, '/api/match-propose2/select', {
        matchStatusId: request.id,
        selectedCstIds: [4],
      });
      expect(notShortlisted.json()).toMatchObject({ code: 'CONTRACTOR_NOT_SELECTABLE' });
      const confirmed = await patch(request.owner, '/api/match-propose2/select', {
        matchStatusId: request.id,
        selectedCstIds: [1, 3],
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ status: 'CMC', periodDays: null });
      expect(await read(request.owner, request.id)).toMatchObject({
        status: 'CMC',
        matchCompleteCode: 'CTC',
      });
      const finals = await post(request.owner, '/api/match-propose2/list', {
        matchStatusId: request.id,
        selectStatus: 'Y',
      });
      expect(finals.json<{ data: { ccId: number }[] }>().data.map((item) => item.ccId)).toEqual([
        1, 3,
      ]);
      // At CMC the owner can reach the contractors they confirmed, and only those.
      const contacts = await t.app.services.partner.contacts([1, 3]);
      const everyone = await post(request.owner, '/api/match-propose2/list', {
        matchStatusId: request.id,
      });
      const byId = new Map(
        everyone
          .json<{ data: { ccId: number; contact: unknown }[] }>()
          .data.map((item) => [item.ccId, item.contact]),
      );
      for (const id of [1, 3]) {
        const account = contacts.get(id)!;
        expect(byId.get(id)).toEqual({
          representative: account.representative,
          phone: account.phone,
          email: account.email,
        });
      }
      expect(byId.get(1)).toEqual({
        representative: expect.any(String),
        phone: expect.stringMatching(/^0\d/),
        email: expect.stringContaining('@'),
      });
      expect(byId.get(2)).toBeNull();
    });
  });

  describe('ending', () => {
    withApp();
    it('lists the cancel reasons as {code, codeNm}', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/code/SM_CANCEL_CATE' });
      expect(response.statusCode).toBe(200);
      const codes = response.json<{ code: string; codeNm: string }[]>();
      expect(codes).toContainEqual({ code: 'ETC', codeNm: '기타' });
      expect(codes.every((item) => Object.keys(item).sort().join() === 'code,codeNm')).toBe(true);
    });

    it('ends a recruiting match (CDC from CRG) and records who did it', async () => {
      const request = await createCrgRequest(t);
      const ended = await patch(request.owner, '/api/match-status/user-cancel', {
        id: request.id,
        cancelReason: 'CHANGE_MIND',
      });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({
        matchStatusId: request.id,
        status: 'CME',
        matchCompleteCode: 'CDC',
        cancelEndStatus: 'CRG',
      });
      expect((await matching().events(request.id)).at(-1)).toMatchObject({
        fromStatus: 'CRG',
        toStatus: 'CME',
        matchCompleteCode: 'CDC',
        event: 'USER_CANCEL',
        actor: 'owner',
        actorId: request.owner.deviceId,
      });
    });

    it('ends a match in SP1 with ETC and its detail; ETC without a detail is 400', async () => {
      const request = await driveToSp1(t);
      const missing = await patch(request.owner, '/api/match-status/user-cancel', {
        id: request.id,
        cancelReason: 'ETC',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      const unknown = await patch(request.owner, '/api/match-status/user-cancel', {
        id: request.id,
        cancelReason: 'NOPE',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'CANCEL_REASON_UNKNOWN' });
      const ended = await patch(request.owner, '/api/match-status/user-cancel', {
        id: request.id,
        cancelReason: 'ETC',
        cancelReasonDetail: '가족과 상의 후 다시 신청하겠습니다.',
      });
      expect(ended.json()).toMatchObject({
        status: 'CME',
        matchCompleteCode: 'CDC',
        cancelEndStatus: 'SP1',
      });
    });

    it('refuses the owner’s end from PSB and changes nothing', async () => {
      const request = await driveToSp1(t);
      await matching().select1(request.owner.deviceId, request.id, [1]);
      const before = await snapshot(request);
      const refused = await patch(request.owner, '/api/match-status/user-cancel', {
        id: request.id,
        cancelReason: 'CHANGE_MIND',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'INVALID_TRANSITION',
        message: ERROR_MESSAGES.INVALID_TRANSITION,
        status: 'PSB',
      });
      expect(await snapshot(request)).toEqual(before);
    });

    it('lets an operator end an open match (ADC) but not a completed one', async () => {
      const request = await driveToSp1(t);
      await matching().select1(request.owner.deviceId, request.id, [1]);
      const ended = await matching().operatorEnd(request.id, {
        reason: '허위 신청',
        operatorId: 'op-1',
      });
      expect(ended).toMatchObject({
        status: 'CME',
        matchCompleteCode: 'ADC',
        cancelEndStatus: 'PSB',
      });
      expect((await matching().events(request.id)).at(-1)).toMatchObject({
        actor: 'operator',
        actorId: 'op-1',
      });
      await expect(
        matching().operatorEnd(request.id, { reason: 'again', operatorId: 'op-1' }),
      ).rejects.toMatchObject({ statusCode: 409, code: 'INVALID_TRANSITION' });
    });
  });

  describe('re-recruiting', () => {
    withApp();
    it('refuses outside CME, then makes a new CRG request while the old one stays CME', async () => {
      const request = await createCrgRequest(t);
      const early = await patch(request.owner, '/api/match-req/again-recruit', {
        id: request.id,
        deviceId: request.owner.deviceId,
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION', status: 'CRG' });
      expect(
        (await post(request.owner, `/api/match-req/check-exist-again/${request.id}`)).json(),
      ).toEqual({ id: request.id });

      await matching().userCancel(request.owner.deviceId, {
        id: request.id,
        cancelReason: 'CHANGE_MIND',
      });
      expect(
        (await post(request.owner, `/api/match-req/check-exist-again/${request.id}`)).json(),
      ).toEqual({ id: null });
      const again = await patch(request.owner, '/api/match-req/again-recruit', {
        id: request.id,
        deviceId: request.owner.deviceId,
      });
      expect(again.statusCode).toBe(201);
      const created = again.json<{ id: number; existing: boolean }>();
      expect(created.existing).toBe(false);
      expect(created.id).not.toBe(request.id);
      expect(await read(request.owner, created.id)).toMatchObject({
        status: 'CRG',
        matchAnalysisId: request.analysisId,
        reqOrder: 2,
      });
      expect((await read(request.owner, request.id)).status).toBe('CME');
      expect(
        (await post(request.owner, `/api/match-req/check-exist-again/${request.id}`)).json(),
      ).toEqual({ id: created.id });

      const twice = await patch(request.owner, '/api/match-req/again-recruit', {
        id: request.id,
        deviceId: request.owner.deviceId,
      });
      expect(twice.statusCode).toBe(200);
      expect(twice.json()).toEqual({ id: created.id, existing: true });
    });
  });

  describe('access', () => {
    withApp();
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

  describe('proposal links', () => {
    withApp();
    it('texts a 72-hour link that opens the PDF without a session; others get 403', async () => {
      const request = await driveToSp2(t);
      const fileId = request.proposalFileIds.get(1)!;
      const sent = await post(
        request.owner,
        `/api/match-com/send-proposal/${request.id}/${fileId}`,
      );
      expect(sent.statusCode).toBe(200);
      const answer = sent.json<{ result: boolean; to: string; expiresAt: string }>();
      expect(answer.result).toBe(true);
      expect(answer.to).toBe(`010-****-${request.phone.slice(-4)}`);
      expect(Date.parse(answer.expiresAt) - t.clock.now().getTime()).toBeGreaterThan(
        71.9 * 3_600_000,
      );

      const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
      const text = outbox.json<{ body: string }[]>()[0]!.body;
      expect(text).toContain('제안서');
      const link = new URL(/(https?:\/\/\S+)/.exec(text)![1]!);
      expect(link.origin).toBe(t.config.publicBaseUrl);
      expect(link.pathname).toBe(`/api/file/viewer/${fileId}`);

      const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.headers['cache-control']).toBe('private, no-store');
      expect(opened.body.startsWith('%PDF')).toBe(true);

      // The owner's own session opens it; anyone else, or the link on another file, does not.
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/file/viewer/${fileId}`,
        headers: auth(request.owner),
      });
      expect(own.statusCode).toBe(200);
      const intruder = await newOwner(t.app);
      for (const url of [`/api/file/viewer/${fileId}`, `/api/file/${fileId}`]) {
        const foreign = await t.app.inject({ method: 'GET', url, headers: auth(intruder) });
        expect(foreign.statusCode).toBe(403);
        expect(foreign.body).not.toContain('%PDF');
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
      }
      const otherFile = request.proposalFileIds.get(2)!;
      const borrowed = await t.app.inject({
        method: 'GET',
        url: `/api/file/viewer/${otherFile}${link.search}`,
      });
      expect(borrowed.statusCode).toBe(403);
      expect(borrowed.json()).toMatchObject({ code: 'PROPOSAL_LINK_INVALID' });

      t.clock.advanceMs(73 * 3_600_000);
      const expired = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 'PROPOSAL_LINK_INVALID' });
    });

    it('texts each proposal once: a second tap sends nothing and names the same expiry', async () => {
      const request = await driveToSp2(t);
      const url = (ccId: number) =>
        `/api/match-com/send-proposal/${request.id}/${request.proposalFileIds.get(ccId)!}`;
      const first = (await post(request.owner, url(1))).json<{
        sent: boolean;
        expiresAt: string;
      }>();
      t.clock.advanceMs(3_600_000);
      const second = (await post(request.owner, url(1))).json<{
        sent: boolean;
        expiresAt: string;
      }>();
      expect(first.sent).toBe(true);
      expect(second).toMatchObject({ sent: false, expiresAt: first.expiresAt });
      const other = (await post(request.owner, url(2))).json<{ sent: boolean }>();
      expect(other.sent).toBe(true);
      const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${request.phone}` });
      const links = outbox
        .json<{ body: string }[]>()
        .filter((sms) => sms.body.includes('제안서입니다'));
      expect(links).toHaveLength(2);
    });

    it('tells the owner in PSB who has submitted, without opening the files before SP2', async () => {
      const request = await driveToSp1(t);
      const select = await patch(request.owner, '/api/match-propose1/select', {
        matchStatusId: request.id,
        selectedCstIds: [1, 2],
      });
      expect(select.statusCode).toBe(200);
      await sendProposal(t, 2, request.id);
      const list = await post(request.owner, '/api/match-propose2/list', {
        matchStatusId: request.id,
      });
      expect(list.json<{ data: unknown[] }>().data).toEqual([
        expect.objectContaining({ ccId: 1, proposalSubmitted: false, proposalFileId: null }),
        expect.objectContaining({ ccId: 2, proposalSubmitted: true, proposalFileId: null }),
      ]);
    });

    it('refuses a file that is not a proposal of the request, and a request before SP2', async () => {
      const other = await driveToSp2(t);
      const request = await driveToSp2(t);
      const foreignFile = other.proposalFileIds.get(1)!;
      const wrong = await post(
        request.owner,
        `/api/match-com/send-proposal/${request.id}/${foreignFile}`,
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
      const early = await driveToSp1(t);
      const fileId = request.proposalFileIds.get(1)!;
      const notYet = await post(early.owner, `/api/match-com/send-proposal/${early.id}/${fileId}`);
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json()).toMatchObject({ code: 'INVALID_TRANSITION', status: 'SP1' });
    });

    it('lets the contractor that sent a proposal view it, and keeps logos public', async () => {
      const request = await driveToSp2(t);
      const fileId = request.proposalFileIds.get(1)!;
      expect(await matching().canView(fileId, { contractorId: 1 })).toEqual({
        restricted: true,
        denied: null,
      });
      expect(await matching().canView(fileId, { contractorId: 2 })).toEqual({
        restricted: true,
        denied: 'FORBIDDEN_DEVICE',
      });
      const logo = await t.app.services.files.save({
        fileName: 'logo.png',
        contentType: 'image/png',
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      });
      expect(await matching().canView(logo, {})).toEqual({ restricted: false, denied: null });
      const open = await t.app.inject({ method: 'GET', url: `/api/file/viewer/${logo}` });
      expect(open.statusCode).toBe(200);
      expect(open.headers['cache-control']).toContain('public');
    });
  });

  describe('contract documents', () => {
    withApp();
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

  describe('contractor side (service calls of the contractor console)', () => {
    withApp();
    it('applies once while recruiting, up to the applicant limit', async () => {
      const request = await createCrgRequest(t);
      for (const ccId of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        await matching().apply(ccId, request.id);
      }
      await expect(matching().apply(11, request.id)).rejects.toMatchObject({
        statusCode: 409,
        code: 'APPLICANT_LIMIT_REACHED',
      });
      await expect(matching().apply(1, request.id)).rejects.toMatchObject({ statusCode: 409 });
      const ended = await createCrgRequest(t);
      await matching().userCancel(ended.owner.deviceId, {
        id: ended.id,
        cancelReason: 'CHANGE_MIND',
      });
      await expect(matching().apply(1, ended.id)).rejects.toMatchObject({
        statusCode: 409,
        code: 'INVALID_TRANSITION',
        extra: { status: 'CME' },
      });
      const other = await createCrgRequest(t);
      await matching().apply(3, other.id);
      await expect(matching().apply(3, other.id)).rejects.toMatchObject({
        statusCode: 409,
        code: 'ALREADY_APPLIED',
      });
    });

    it('takes proposals only from the shortlisted while proposals are due, and replaces one', async () => {
      const request = await driveToSp1(t);
      const save = (name: string) =>
        t.app.services.files.save({
          fileName: name,
          contentType: 'application/pdf',
          bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
        });
      const first = await save('a.pdf');
      await expect(matching().submitProposal(1, request.id, first)).rejects.toMatchObject({
        statusCode: 409,
        code: 'PROPOSAL_NOT_ALLOWED',
      });
      const answer = await matching().select1(request.owner.deviceId, request.id, [1]);
      await expect(matching().submitProposal(2, request.id, first)).rejects.toMatchObject({
        statusCode: 409,
        code: 'PROPOSAL_NOT_ALLOWED',
      });
      await matching().submitProposal(1, request.id, first);
      const second = await save('b.pdf');
      await matching().submitProposal(1, request.id, second);
      const list = await matching().propose2List(request.owner.deviceId, request.id);
      // The owner is told it was sent; the file opens from SP2.
      expect(list).toEqual([
        expect.objectContaining({ ccId: 1, proposalSubmitted: true, proposalFileId: null }),
      ]);
      // Not before SP2 (spec section 4): during PSB the owner only learns it was sent.
      expect(await matching().canView(second, { deviceId: request.owner.deviceId })).toEqual({
        restricted: true,
        denied: 'PROPOSAL_NOT_SHOWN',
      });
      // The replaced file is nobody's any more: it reads as missing.
      const gone = await t.app.inject({
        method: 'GET',
        url: `/api/file/viewer/${first}`,
        headers: auth(request.owner),
      });
      expect(gone.statusCode).toBe(404);

      t.clock.advanceMs(Date.parse(answer.periodEndDate!) - t.clock.now().getTime() + 1000);
      const third = await save('c.pdf');
      await expect(matching().submitProposal(1, request.id, third)).rejects.toMatchObject({
        statusCode: 409,
        code: 'PROPOSAL_NOT_ALLOWED',
        extra: { status: 'SP2' },
      });
      expect(await matching().canView(second, { deviceId: request.owner.deviceId })).toEqual({
        restricted: true,
        denied: null,
      });
    });
  });

  describe('starting over after a match ends', () => {
    withApp();
    it('treats the address as analyzable again and keeps the ended analysis for its request', async () => {
      const request = await createCrgRequest(t);
      await matching().userCancel(request.owner.deviceId, {
        id: request.id,
        cancelReason: 'CHANGE_MIND',
      });
      const check = await post(request.owner, '/api/match-analysis/check-is-ing', {
        pnu: PARCELS.landP.pnu,
        deviceId: request.owner.deviceId,
      });
      expect(check.json()).toMatchObject({ state: 'analyzable' });
      const fresh = await post(request.owner, '/api/match-analysis', {
        ...PARCELS.landP,
        deviceId: request.owner.deviceId,
      });
      expect(fresh.statusCode).toBe(201);
      // The ended analysis stays: the ended request's detail shows it and a re-recruit reuses it.
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/match-analysis/${request.analysisId}`,
        headers: auth(request.owner),
      });
      expect(removed.statusCode).toBe(409);
      const deletedFresh = await t.app.inject({
        method: 'DELETE',
        url: `/api/match-analysis/${fresh.json<{ id: number }>().id}`,
        headers: auth(request.owner),
      });
      expect(deletedFresh.statusCode).toBe(204);
    });
  });
});
