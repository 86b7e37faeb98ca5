import { describe, expect, it } from 'vitest';
import { createAnalysis, PARCELS, type Owner } from '../test/journey.js';
import { driveToCmc, driveToSp2 } from '../test/lifecycle.js';
import { testAppForSuite } from '../test/suite.js';
import { bearerFor } from '../test/test-app.js';

/** An id no row carries (the serial ids of a test database stay far below it). */
const MISSING = 2_000_000_000;

describe('finding 7: "not yours" and "does not exist" enumerate ids', () => {
  const t = testAppForSuite();

  it('answers a missing id byte for byte as another device’s, on every owner call with an id', async () => {
    // The attacker has a complete request of its own; the victim's waits for its final choice.
    const own = await driveToCmc(t, { parcel: PARCELS.jejuLand });
    const victim = await driveToSp2(t);
    const attacker = { ...own.owner, authorization: await bearerFor(t.app, own.owner.deviceId) };
    const draft = await createAnalysis(t.app, victim.owner, PARCELS.roofWithBuilding);
    const victimUser = (
      await t.app.inject({
        method: 'POST',
        url: `/api/match-com/match-user/check/${victim.owner.deviceId}`,
        headers: { authorization: victim.owner.authorization },
      })
    ).json<{ id: number }>().id;
    const proposal = victim.proposalFileIds.get(victim.shortlist[0]!)!;

    type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
    /** Each owner call that names a device's record, for a given request, analysis and user id. */
    const calls = (request: number, analysis: number, user: number, by: Owner): Call[] => [
      { method: 'GET', url: `/api/match-req/${request}` },
      { method: 'POST', url: `/api/match-req/check-exist-again/${request}` },
      {
        method: 'PATCH',
        url: '/api/match-req/again-recruit',
        payload: { id: request, deviceId: by.deviceId },
      },
      { method: 'POST', url: '/api/match-propose1/list', payload: { matchStatusId: request } },
      { method: 'POST', url: '/api/match-propose2/list', payload: { matchStatusId: request } },
      {
        method: 'PATCH',
        url: '/api/match-propose1/select',
        payload: { matchStatusId: request, selectedCstIds: [1] },
      },
      {
        method: 'PATCH',
        url: '/api/match-propose2/select',
        payload: { matchStatusId: request, selectedCstIds: [1] },
      },
      {
        method: 'PATCH',
        url: '/api/match-status/user-cancel',
        payload: { id: request, cancelReason: 'CHANGE_MIND' },
      },
      { method: 'POST', url: `/api/match-com/send-proposal/${request}/${proposal}` },
      { method: 'GET', url: `/api/match-quote/${request}` },
      { method: 'POST', url: '/api/match-review/detail', payload: { matchReqId: request } },
      { method: 'POST', url: `/api/match-review/check-is-exist/${request}` },
      {
        method: 'POST',
        url: '/api/match-review',
        payload: {
          matchReqId: request,
          deviceId: by.deviceId,
          score: 5,
          contents: '견적 비교가 쉬웠고 공사 일정도 잘 지켜졌습니다.',
          matchReviews: [{ ccId: 1, comName: '상호', score: 4, contents: '친절했습니다.' }],
        },
      },
      {
        method: 'POST',
        url: '/api/match-req',
        payload: {
          name: '김햇빛',
          phone: '010-2000-3000',
          email: 'owner@example.com',
          memo: '',
          matchAnalysisId: analysis,
          deviceId: by.deviceId,
          agreeThirdPartyYn: true,
        },
      },
      { method: 'GET', url: `/api/match-analysis/${analysis}` },
      { method: 'PATCH', url: '/api/match-analysis', payload: { id: analysis, installType: 'R' } },
      {
        method: 'PATCH',
        url: '/api/match-analysis/prediction',
        payload: {
          id: analysis,
          lat: 35.3,
          lng: 127.9,
          azimuth: 180,
          tilt: 21,
          area: 100,
          moduleQty: 10,
          systemSize: 5,
        },
      },
      { method: 'DELETE', url: `/api/match-analysis/${analysis}` },
      {
        method: 'POST',
        url: '/api/match-analysis/send-auth-number',
        payload: { id: analysis, phone: '010-2000-3001', name: '김햇빛' },
      },
      {
        method: 'POST',
        url: '/api/match-analysis/check-sms-auth-number',
        payload: { id: analysis, smsAuthNumber: '123456' },
      },
      { method: 'GET', url: `/api/match-user/${user}` },
      { method: 'PATCH', url: '/api/match-user', payload: { id: user, matchAlimYn: true } },
    ];
    const send = (by: Owner, call: Call) =>
      t.app.inject({
        method: call.method,
        url: call.url,
        headers: { authorization: by.authorization },
        ...(call.payload ? { payload: call.payload } : {}),
      });

    const foreignCalls = calls(victim.id, draft, victimUser, attacker);
    const missingCalls = calls(MISSING, MISSING, MISSING, attacker);
    for (const [index, foreignCall] of foreignCalls.entries()) {
      const foreign = await send(attacker, foreignCall);
      const missing = await send(attacker, missingCalls[index]!);
      const name = `${foreignCall.method} ${foreignCall.url}`;
      expect(foreign.statusCode, name).toBe(403);
      expect(missing.statusCode, name).toBe(403);
      expect(missing.body, name).toBe(foreign.body);
      expect(missing.headers['content-type'], name).toBe(foreign.headers['content-type']);
      expect(foreign.json(), name).toEqual({
        code: 'FORBIDDEN_DEVICE',
        message: '다른 기기의 정보에는 접근할 수 없습니다.',
      });
    }

    // Another request's proposal, even one of the caller's own requests, answers the same.
    const crossed = await send(attacker, {
      method: 'POST',
      url: `/api/match-com/send-proposal/${own.id}/${proposal}`,
    });
    expect(crossed.statusCode).toBe(403);
    expect(crossed.body).toBe(
      (await send(attacker, { method: 'POST', url: `/api/match-com/send-proposal/${own.id}/x` }))
        .body,
    );

    // Nothing of the victim's changed.
    const { authorization } = victim.owner;
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/match-req/${victim.id}`,
      headers: { authorization },
    });
    expect(still.json()).toMatchObject({ id: victim.id, status: 'SP2' });
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/match-analysis/${draft}`,
      headers: { authorization },
    });
    expect(kept.statusCode).toBe(200);
  });
});
