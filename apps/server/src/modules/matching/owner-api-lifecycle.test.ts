import { describe, expect, it } from 'vitest';
import { apiEndpoints as endpoints } from '@haetbit/contracts';
import { PARCELS } from '../../test/journey.js';
import { createCrgRequest, driveToSp1, driveToSp2, passAndRefresh } from '../../test/lifecycle.js';
import { bearerFor } from '../../test/test-app.js';
import { ownerApiGroup } from '../../test/owner-api-kit.js';

/**
 * The owner's matching calls through HTTP (spec sections 4, 5 and 7), on PGlite or on the
 * PostgreSQL of DATABASE_URL: period ends and starting over. Time moves only by the test clock; no
 * sweeper runs, so every state reached by a period end is what a read computes itself.
 */
describe('owner matching API', () => {
  describe('period ends applied by reads, without a sweeper', () => {
    const { t, api, matching, read } = ownerApiGroup();
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
      const list = await api.call(endpoints.matchReqListByStatus, {
        query: { deviceId: owner.deviceId, statusList: 'CMC,CME' },
        as: owner,
      });
      expect(list.data).toEqual([
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
      const answer = await api.call(endpoints.propose1Select, {
        body: { matchStatusId: request.id, selectedCstIds: [1] },
        as: request.owner,
      });
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

  describe('starting over after a match ends', () => {
    const { t, api, matching } = ownerApiGroup();
    it('treats the address as analyzable again and keeps the ended analysis for its request', async () => {
      const request = await createCrgRequest(t);
      await matching().userCancel(request.owner.deviceId, {
        id: request.id,
        cancelReason: 'CHANGE_MIND',
      });
      const check = await api.call(endpoints.analysisCheckIsIng, {
        body: { pnu: PARCELS.landP.pnu, deviceId: request.owner.deviceId },
        as: request.owner,
      });
      expect(check).toMatchObject({ state: 'analyzable' });
      const fresh = await api.send(endpoints.analysisCreate, {
        body: { ...PARCELS.landP, deviceId: request.owner.deviceId },
        as: request.owner,
      });
      expect(fresh.status).toBe(201);
      // The ended analysis stays: the ended request's detail shows it and a re-recruit reuses it.
      const remove = (id: number) =>
        api.send(endpoints.analysisDelete, { params: { id }, as: request.owner });
      expect((await remove(request.analysisId)).status).toBe(409);
      expect((await remove(fresh.answer!.id)).status).toBe(204);
    });
  });
});
