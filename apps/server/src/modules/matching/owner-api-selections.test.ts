import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, selectLimitMessage, type ProposeSelectAnswer } from '@haetbit/contracts';
import { PARCELS } from '../../test/journey.js';
import { createCrgRequest, driveToSp1, driveToSp2 } from '../../test/lifecycle.js';
import { ownerApiGroup } from '../../test/owner-api-kit.js';

/**
 * The owner's matching calls through HTTP (spec sections 4, 5 and 7), on PGlite or on the
 * PostgreSQL of DATABASE_URL: both selections, ending and re-recruiting. Time moves only by the
 * test clock; no sweeper runs, so every state reached by a period end is what a read computes
 * itself.
 */
describe('owner matching API', () => {
  describe('selections', () => {
    const { t, matching, read, patch, post, snapshot } = ownerApiGroup();
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
    const { t, matching, patch, snapshot } = ownerApiGroup();
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
    const { t, matching, read, patch, post } = ownerApiGroup();
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
});
