import { describe, expect, it } from 'vitest';
import {
  apiEndpoints as endpoints,
  ERROR_MESSAGES,
  selectLimitMessage,
  type ProposeSelectBody,
  type UserCancelBody,
} from '@haetbit/contracts';
import type { Owner } from '../../test/journey.js';
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
    const { t, api, matching, read, snapshot } = ownerApiGroup();
    const list1 = (owner: Owner, body: { matchStatusId: number; selectStatus?: 'Y' }) =>
      api.call(endpoints.propose1List, { body, as: owner });
    const list2 = (owner: Owner, body: { matchStatusId: number; selectStatus?: 'Y' }) =>
      api.call(endpoints.propose2List, { body, as: owner });
    const select1 = (owner: Owner, body: ProposeSelectBody) =>
      api.send(endpoints.propose1Select, { body, as: owner });
    const select2 = (owner: Owner, body: ProposeSelectBody) =>
      api.send(endpoints.propose2Select, { body, as: owner });
    it('lists applicants, refuses past the limit with the spec’s alert, then shortlists (SP1 → PSB)', async () => {
      const request = await driveToSp1(t, { applicants: [1, 2, 3, 4, 5, 6] });
      const list = await list1(request.owner, { matchStatusId: request.id });
      expect(list.data.map((c) => c.ccId)).toEqual([1, 2, 3, 4, 5, 6]);

      const before = await snapshot(request);
      const tooMany = await select1(request.owner, {
        matchStatusId: request.id,
        selectedCstIds: [1, 2, 3, 4, 5, 6],
      });
      expect(tooMany.status).toBe(409);
      expect(tooMany.error).toEqual({
        code: 'SELECT_LIMIT_EXCEEDED',
        message: selectLimitMessage('SP1', 5),
        status: 'SP1',
        limit: 5,
      });
      const stranger = await select1(request.owner, {
        matchStatusId: request.id,
        selectedCstIds: [1, 9],
      });
      expect(stranger.status).toBe(409);
      expect(stranger.error).toMatchObject({ code: 'CONTRACTOR_NOT_SELECTABLE' });
      expect(await snapshot(request)).toEqual(before);

      const selected = await select1(request.owner, {
        matchStatusId: request.id,
        selectedCstIds: [2, 4],
        address: PARCELS.landP.address,
      });
      expect(selected.status).toBe(200);
      const answer = selected.answer!;
      // The 7-day proposal period (propose2Days) is announced as 7 days.
      expect(answer).toMatchObject({ matchStatusId: request.id, status: 'PSB', periodDays: 7 });
      expect(answer.selected.map((item) => item.id)).toEqual([2, 4]);
      expect(answer.selected.every((item) => item.comName.length > 0)).toBe(true);
      const shortlisted = await list1(request.owner, {
        matchStatusId: request.id,
        selectStatus: 'Y',
      });
      expect(shortlisted.data).toEqual([
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

      const again = await select1(request.owner, {
        matchStatusId: request.id,
        selectedCstIds: [1],
      });
      expect(again.status).toBe(409);
      expect(again.error).toMatchObject({ code: 'INVALID_TRANSITION', status: 'PSB' });
      expect(await matching().events(request.id)).toHaveLength(events.length);
    });

    it('confirms only contractors with a proposal, up to select2LimitCnt (SP2 → CMC, CTC)', async () => {
      const request = await driveToSp2(t, { applicants: [1, 2, 3, 4], shortlist: [1, 2, 3] });
      const list = await list2(request.owner, { matchStatusId: request.id });
      expect(list.data).toEqual([
        expect.objectContaining({ ccId: 1, proposalFileId: request.proposalFileIds.get(1) }),
        expect.objectContaining({ ccId: 2, proposalFileId: request.proposalFileIds.get(2) }),
        expect.objectContaining({ ccId: 3, proposalFileId: request.proposalFileIds.get(3) }),
      ]);
      // No contractor's contact before the owner's final choice.
      expect(list.data.map((item) => item.contact)).toEqual([null, null, null]);
      const tooMany = await select2(request.owner, {
        matchStatusId: request.id,
        selectedCstIds: [1, 2, 3],
      });
      expect(tooMany.status).toBe(409);
      expect(tooMany.error).toMatchObject({
        code: 'SELECT_LIMIT_EXCEEDED',
        message: selectLimitMessage('SP2', 2),
        limit: 2,
      });
      const notShortlisted = await select2(request.owner, {
        matchStatusId: request.id,
        selectedCstIds: [4],
      });
      expect(notShortlisted.error).toMatchObject({ code: 'CONTRACTOR_NOT_SELECTABLE' });
      const confirmed = await select2(request.owner, {
        matchStatusId: request.id,
        selectedCstIds: [1, 3],
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.answer).toMatchObject({ status: 'CMC', periodDays: null });
      expect(await read(request.owner, request.id)).toMatchObject({
        status: 'CMC',
        matchCompleteCode: 'CTC',
      });
      const finals = await list2(request.owner, { matchStatusId: request.id, selectStatus: 'Y' });
      expect(finals.data.map((item) => item.ccId)).toEqual([1, 3]);
      // At CMC the owner can reach the contractors they confirmed, and only those.
      const contacts = await t.app.services.partner.contacts([1, 3]);
      const everyone = await list2(request.owner, { matchStatusId: request.id });
      const byId = new Map(everyone.data.map((item) => [item.ccId, item.contact]));
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
    const { t, api, matching, snapshot } = ownerApiGroup();
    const cancel = (owner: Owner, body: UserCancelBody) =>
      api.send(endpoints.matchUserCancel, { body, as: owner });
    it('lists the cancel reasons as {code, codeNm}', async () => {
      const codes = await api.call(endpoints.codeListGet, { params: { group: 'SM_CANCEL_CATE' } });
      expect(codes).toContainEqual({ code: 'ETC', codeNm: '기타' });
      expect(codes.every((item) => Object.keys(item).sort().join() === 'code,codeNm')).toBe(true);
    });

    it('ends a recruiting match (CDC from CRG) and records who did it', async () => {
      const request = await createCrgRequest(t);
      const ended = await cancel(request.owner, { id: request.id, cancelReason: 'CHANGE_MIND' });
      expect(ended.status).toBe(200);
      expect(ended.answer).toEqual({
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
      const missing = await cancel(request.owner, { id: request.id, cancelReason: 'ETC' });
      expect(missing.status).toBe(400);
      expect(missing.error).toMatchObject({ code: 'VALIDATION_FAILED' });
      const unknown = await cancel(request.owner, { id: request.id, cancelReason: 'NOPE' });
      expect(unknown.status).toBe(400);
      expect(unknown.error).toMatchObject({ code: 'CANCEL_REASON_UNKNOWN' });
      const ended = await cancel(request.owner, {
        id: request.id,
        cancelReason: 'ETC',
        cancelReasonDetail: '가족과 상의 후 다시 신청하겠습니다.',
      });
      expect(ended.answer).toMatchObject({
        status: 'CME',
        matchCompleteCode: 'CDC',
        cancelEndStatus: 'SP1',
      });
    });

    it('refuses the owner’s end from PSB and changes nothing', async () => {
      const request = await driveToSp1(t);
      await matching().select1(request.owner.deviceId, request.id, [1]);
      const before = await snapshot(request);
      const refused = await cancel(request.owner, { id: request.id, cancelReason: 'CHANGE_MIND' });
      expect(refused.status).toBe(409);
      expect(refused.error).toEqual({
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
    const { t, api, matching, read } = ownerApiGroup();
    it('refuses outside CME, then makes a new CRG request while the old one stays CME', async () => {
      const request = await createCrgRequest(t);
      const recruitAgain = () =>
        api.send(endpoints.matchReqAgainRecruit, {
          body: { id: request.id, deviceId: request.owner.deviceId },
          as: request.owner,
        });
      const checkAgain = () =>
        api.call(endpoints.matchReqCheckExistAgain, {
          params: { matchReqId: request.id },
          as: request.owner,
        });
      const early = await recruitAgain();
      expect(early.status).toBe(409);
      expect(early.error).toMatchObject({ code: 'INVALID_TRANSITION', status: 'CRG' });
      expect(await checkAgain()).toEqual({ id: request.id });

      await matching().userCancel(request.owner.deviceId, {
        id: request.id,
        cancelReason: 'CHANGE_MIND',
      });
      expect(await checkAgain()).toEqual({ id: null });
      const again = await recruitAgain();
      expect(again.status).toBe(201);
      const created = again.answer!;
      expect(created.existing).toBe(false);
      expect(created.id).not.toBe(request.id);
      expect(await read(request.owner, created.id)).toMatchObject({
        status: 'CRG',
        matchAnalysisId: request.analysisId,
        reqOrder: 2,
      });
      expect((await read(request.owner, request.id)).status).toBe('CME');
      expect(await checkAgain()).toEqual({ id: created.id });

      const twice = await recruitAgain();
      expect(twice.status).toBe(200);
      expect(twice.answer).toEqual({ id: created.id, existing: true });
    });
  });
});
