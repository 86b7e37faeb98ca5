import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  type AdminMatchDetail,
  type AdminUnservedItem,
  type MatchReq,
  DAY_MS,
  formatDeadline,
} from '@haetbit/contracts';
import {
  asOperator,
  callsWithoutOperatorSession,
  operatorCookie,
  partnerCookie,
  type OperatorCall,
} from '../../test/consoles.js';
import { PARCELS } from '../../test/journey.js';
import {
  advancePast,
  createCrgRequest,
  driveToSp1,
  sendProposal,
  type CrgRequest,
} from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';
import { bearerFor } from '../../test/test-app.js';
import { partnerServiceRegion } from '../partner/tables.js';

const JEJU = '50';

describe('operator rescue tools', () => {
  const t = testAppForSuite();

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    asOperator(t.app, method, url, payload);

  const detail = async (id: number) =>
    (await call('GET', `/api/admin/match-status/${id}`)).json<AdminMatchDetail>();

  /** The owner's view of a request, with a session opened now (the clock moves by days). */
  async function ownerView(request: CrgRequest, id = request.id): Promise<MatchReq> {
    const authorization = await bearerFor(t.app, request.owner.deviceId);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/match-req/${id}`,
      headers: { authorization },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<MatchReq>();
  }

  async function textsTo(phone: string): Promise<string[]> {
    await t.app.services.notifications.tick();
    const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
    return response.json<{ body: string }[]>().map((item) => item.body);
  }

  async function auditOf(target: string) {
    const cookie = await operatorCookie(t.app);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=100',
      headers: { cookie },
    });
    return answer
      .json<{ data: { action: string; target: string; before: unknown; after: unknown }[] }>()
      .data.filter((row) => row.target === target);
  }

  it('reopens a CP1 request in a 시도 no contractor serves into a new recruiting request, once', async () => {
    // No approved contractor serves 제주 in this suite.
    await t.database.db.delete(partnerServiceRegion).where(eq(partnerServiceRegion.sidoCode, JEJU));
    const jeju = await createCrgRequest(t, { parcel: PARCELS.jejuLand, name: '고제주' });
    const served = await createCrgRequest(t);

    const unserved = await call('GET', '/api/admin/unserved-requests');
    expect(unserved.statusCode).toBe(200);
    const items = unserved.json<{ data: AdminUnservedItem[] }>().data;
    expect(items.find((item) => item.id === jeju.id)).toMatchObject({
      sidoCode: JEJU,
      sidoName: '제주',
      applicantCount: 0,
    });
    expect(items.some((item) => item.id === served.id)).toBe(false);

    const tooEarly = await call('POST', `/api/admin/match-status/${jeju.id}/reopen`, {
      reason: '제주 시공사 섭외 완료',
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toMatchObject({ code: 'REOPEN_NOT_ALLOWED', status: 'CRG' });

    advancePast(t, (await ownerView(jeju)).propose1EndDate);
    const ended = await ownerView(jeju);
    expect(ended).toMatchObject({ status: 'CME', matchCompleteCode: 'CP1' });
    // An ended request is no longer recruiting: the list shows it no more.
    const after = (await call('GET', '/api/admin/unserved-requests')).json<{
      data: AdminUnservedItem[];
    }>();
    expect(after.data.some((item) => item.id === jeju.id)).toBe(false);

    const reason = '제주 시공사 섭외 완료';
    const answers = await Promise.all([
      call('POST', `/api/admin/match-status/${jeju.id}/reopen`, { reason }),
      call('POST', `/api/admin/match-status/${jeju.id}/reopen`, { reason }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const created = answers
      .find((answer) => answer.statusCode === 201)!
      .json<{
        id: number;
        fromId: number;
        propose1EndDate: string;
      }>();
    expect(created.fromId).toBe(jeju.id);
    expect(created.id).not.toBe(jeju.id);

    const reopened = await ownerView(jeju, created.id);
    expect(reopened).toMatchObject({ status: 'CRG', address: PARCELS.jejuLand.address });
    expect(Date.parse(reopened.propose1EndDate)).toBeGreaterThan(t.clock.now().getTime());
    expect((await ownerView(jeju)).status).toBe('CME');
    const events = (await detail(created.id)).events;
    expect(events).toEqual([
      expect.objectContaining({ fromStatus: 'NEW', toStatus: 'CRG', event: 'REOPEN' }),
    ]);
    expect(events[0]).toMatchObject({ actor: 'operator', actorId: 'admin' });
    expect(await auditOf(`match_req:${jeju.id}`)).toEqual([
      expect.objectContaining({
        action: 'match.reopen',
        before: { id: jeju.id, status: 'CME', code: 'CP1' },
        after: { id: created.id, status: 'CRG', reason },
      }),
    ]);
    const texts = await textsTo(jeju.phone);
    expect(texts.some((text) => text.includes('시공사 모집을 운영자가 다시 시작했습니다'))).toBe(
      true,
    );
    // The reopened request is again in the list of requests nobody can reach.
    const again = (await call('GET', '/api/admin/unserved-requests')).json<{
      data: AdminUnservedItem[];
    }>();
    expect(again.data.some((item) => item.id === created.id)).toBe(true);
  });

  it('extends a PSB by the days asked, only the period the operator saw, and tells the owner and the contractor still writing', async () => {
    const request = await driveToSp1(t, { applicants: [1, 2, 3] });
    const selected = await t.app.services.matching.select1(
      request.owner.deviceId,
      request.id,
      [1, 2],
    );
    expect(selected.status).toBe('PSB');
    await sendProposal(t, 1, request.id);
    const before = (await detail(request.id)).match.propose2EndDate!;
    const reason = '설 연휴로 제안서 작성이 늦어짐';

    for (const body of [
      { days: 0, reason, currentEndDate: before },
      { days: 15, reason, currentEndDate: before },
      { days: 1.5, reason, currentEndDate: before },
      { days: 3, reason: ' ', currentEndDate: before },
      { days: 3, currentEndDate: before },
      { days: 3, reason },
      { days: 3, reason, currentEndDate: 'tomorrow' },
    ]) {
      const answer = await call('PATCH', `/api/admin/match-status/${request.id}/extend`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }

    const body = { days: 3, reason, currentEndDate: before };
    const answers = await Promise.all([
      call('PATCH', `/api/admin/match-status/${request.id}/extend`, body),
      call('PATCH', `/api/admin/match-status/${request.id}/extend`, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'PERIOD_CHANGED',
      status: 'PSB',
    });
    const extendedEnd = new Date(Date.parse(before) + 3 * DAY_MS).toISOString();
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toEqual({
      matchStatusId: request.id,
      status: 'PSB',
      endDate: extendedEnd,
    });
    expect((await ownerView(request)).propose2EndDate).toBe(extendedEnd);
    expect(await auditOf(`match_req:${request.id}`)).toEqual([
      expect.objectContaining({
        action: 'match.extend',
        before: { status: 'PSB', endDate: before },
        after: { status: 'PSB', endDate: extendedEnd, days: 3, reason },
      }),
    ]);
    const events = (await detail(request.id)).events.filter((event) => event.event === 'EXTEND');
    expect(events).toEqual([
      expect.objectContaining({ fromStatus: 'PSB', toStatus: 'PSB', actor: 'operator' }),
    ]);

    const ownerTexts = await textsTo(request.phone);
    expect(ownerTexts.filter((text) => text.includes('연장되었습니다'))).toEqual([
      expect.stringContaining('제안서 제출 기간이'),
    ]);
    // Contractor 2 still writes its proposal and is told; contractor 1 has sent it.
    expect(await textsTo('010-0000-0002')).toContainEqual(
      expect.stringContaining('제안서 제출 기한이'),
    );
    expect(
      (await textsTo('010-0000-0001')).some((text) => text.includes('제안서 제출 기한이')),
    ).toBe(false);

    // The old end passes: the request still waits for proposals.
    advancePast(t, before);
    expect((await ownerView(request)).status).toBe('PSB');
    advancePast(t, extendedEnd);
    expect((await ownerView(request)).status).toBe('SP2');
  });

  it('extends recruiting (CRG), and refuses a period a sweep ended meanwhile', async () => {
    const request = await createCrgRequest(t);
    const end = (await detail(request.id)).match.propose1EndDate;
    const answer = await call('PATCH', `/api/admin/match-status/${request.id}/extend`, {
      days: 1,
      reason: '지원 시공사 확인 중',
      currentEndDate: end,
    });
    expect(answer.statusCode).toBe(200);
    const newEnd = new Date(Date.parse(end) + DAY_MS).toISOString();
    expect(answer.json()).toMatchObject({ status: 'CRG', endDate: newEnd });
    expect((await ownerView(request)).propose1EndDate).toBe(newEnd);
    const [extendedText] = (await textsTo(request.phone)).filter((text) => text.includes('연장'));
    // The text names the instant the server applies, with its hour.
    expect(extendedText).toMatch(/시공사 모집 기간이 \d+월 \d+일\(.\) 23:59까지 연장되었습니다\.$/);
    expect(extendedText).toContain(`${formatDeadline(newEnd)}까지 연장되었습니다.`);

    // The period has ended: a sweeper and the extension race; the sweep wins, the extension
    // changes nothing (the period ended CP1 once).
    advancePast(t, newEnd);
    const [, late] = await Promise.all([
      t.app.sweeper.runOnce(),
      call('PATCH', `/api/admin/match-status/${request.id}/extend`, {
        days: 2,
        reason: '지원 시공사 확인 중',
        currentEndDate: newEnd,
      }),
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'INVALID_TRANSITION', status: 'CME' });
    const ended = await detail(request.id);
    expect(ended.match).toMatchObject({ status: 'CME', matchCompleteCode: 'CP1' });
    expect(ended.events.filter((event) => event.toStatus === 'CME')).toHaveLength(1);
  });

  it('refuses owners, contractors and callers without a session (401), and unknown requests (404)', async () => {
    const request = await createCrgRequest(t);
    const owner = { authorization: await bearerFor(t.app, request.owner.deviceId) };
    const partner = { cookie: await partnerCookie(t.app, 'partner01') };
    const calls: OperatorCall[] = [
      ['GET', '/api/admin/unserved-requests'],
      [
        'PATCH',
        `/api/admin/match-status/${request.id}/extend`,
        { days: 1, reason: '연장합니다', currentEndDate: new Date().toISOString() },
      ],
      ['POST', `/api/admin/match-status/${request.id}/reopen`, { reason: '다시 모집' }],
    ];
    const callers = [{}, owner, partner];
    for (const { call, answer } of await callsWithoutOperatorSession(t.app, calls, callers)) {
      expect(answer.statusCode, call).toBe(401);
      expect(answer.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    const missing = await call('POST', '/api/admin/match-status/999999/reopen', { reason: '다시' });
    expect(missing.statusCode).toBe(404);
    expect((await ownerView(request)).status).toBe('CRG');
  });
});
