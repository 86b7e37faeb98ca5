import { beforeEach, describe, expect, it } from 'vitest';
import { signupInject } from '../../test/consoles.js';
import { MATCH_END_MESSAGES } from '@haetbit/contracts';
import { businessNumber, partnerCookie, submitDocuments } from '../../test/consoles.js';
import type { TestApp } from '../../test/test-app.js';
import { DAY_MS, operatorConsoleKit } from '../../test/operator-console-kit.js';

describe('operator console: matches, contractors and the funnel', () => {
  const kit = operatorConsoleKit();
  const { login, openRequest } = kit;
  let t: TestApp;
  let adminCookie: string;
  let operatorCookie: string;
  beforeEach(() => {
    ({ t, adminCookie, operatorCookie } = kit);
  });

  it('ends an open match with ADC and a reason, audits it, and answers 409 once it has ended', async () => {
    const { owner, id } = await openRequest();
    const ended = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/match-status/${id}/end`,
      headers: { cookie: operatorCookie },
      payload: { reason: '허위 요청으로 확인됨' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'CME', matchCompleteCode: 'ADC' });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/match-req/${id}`,
      headers: { authorization: owner.authorization },
    });
    // The owner is told the operator's reason.
    expect(seen.json()).toMatchObject({
      status: 'CME',
      matchCompleteCode: 'ADC',
      operatorEndReason: '허위 요청으로 확인됨',
    });
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/match-status/${id}/end`,
      headers: { cookie: operatorCookie },
      payload: { reason: '두 번째 종료' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', status: 'CME' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/match-status/${id}`,
      headers: { cookie: operatorCookie },
    });
    expect(detail.json<{ events: { event: string; actor: string }[] }>().events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'OPERATOR_END', actor: 'operator' }),
      ]),
    );
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: adminCookie },
    });
    expect(
      audit.json<{ data: { action: string; target: string; loginId: string }[] }>().data,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'match.end',
          target: `match_req:${id}`,
          loginId: 'op01',
        }),
      ]),
    );
  });

  it.each(['SP1', 'PSB', 'SP2'] as const)('ends a match in %s with ADC', async (stage) => {
    const { id } = await openRequest();
    await t.app.services.matching.apply(1, id);
    await t.app.services.matching.apply(2, id);
    t.clock.advanceMs(4 * DAY_MS);
    if (stage !== 'SP1') {
      const owner = (await t.app.services.matching.repo.findById(id))!;
      await t.app.services.matching.select1(owner.deviceId, id, [1]);
    }
    if (stage === 'SP2') {
      await t.app.services.matching.submitProposal(1, id, 'proposal-file-' + id);
      t.clock.advanceMs(8 * DAY_MS);
    }
    operatorCookie = await login('op01', 'operate the sun daily');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/match-status?status=${stage}&region=48`,
      headers: { cookie: operatorCookie },
    });
    expect(list.json<{ data: { id: number }[] }>().data.map((item) => item.id)).toContain(id);
    const ended = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/match-status/${id}/end`,
      headers: { cookie: operatorCookie },
      payload: { reason: '운영 정책 위반' },
    });
    expect(ended.json()).toMatchObject({ status: 'CME', matchCompleteCode: 'ADC' });
  });

  it('approves a new contractor, and a suspension withdraws its open applications', async () => {
    const signup = await signupInject(t.app, {
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId: 'newsolar1',
        password: 'solar123!',
        businessNumber: businessNumber('100004321'),
        licenceNumber: '서울-01234',
        phone: '010-3333-1234',
        comName: '새빛솔라',
        representative: '이대표',
        email: 'new@example.com',
      },
    });
    expect(signup.statusCode).toBe(201);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contractors?status=pending',
      headers: { cookie: operatorCookie },
    });
    const entry = pending
      .json<{ data: { contractorId: number; userId: string; comName: string }[] }>()
      .data.find((item) => item.userId === 'newsolar1')!;
    expect(entry.comName).toBe('새빛솔라');
    await submitDocuments(t.app, await partnerCookie(t.app, 'newsolar1', 'solar123!'));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contractors/${entry.contractorId}/approve`,
      headers: { cookie: operatorCookie },
    });
    expect(approved.json()).toMatchObject({ status: 'approved' });

    const { id } = await openRequest();
    await t.app.services.matching.apply(entry.contractorId, id);
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contractors/${entry.contractorId}/suspend`,
      headers: { cookie: operatorCookie },
    });
    expect(suspended.json()).toMatchObject({ status: 'suspended', withdrawn: 1 });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/match-status/${id}`,
      headers: { cookie: operatorCookie },
    });
    const body = detail.json<{ applicants: unknown[]; events: { event: string }[] }>();
    expect(body.applicants).toEqual([]);
    expect(body.events.map((event) => event.event)).toContain('WITHDRAW');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { userId: 'newsolar1', password: 'solar123!' },
    });
    expect(login.statusCode).toBe(403);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: adminCookie },
    });
    expect(audit.json<{ data: { action: string }[] }>().data.map((item) => item.action)).toEqual(
      expect.arrayContaining(['contractor.approved', 'contractor.suspended']),
    );
  });

  it('answers 409 when ending a completed match', async () => {
    const { id } = await openRequest();
    await t.app.services.matching.apply(1, id);
    t.clock.advanceMs(4 * DAY_MS);
    const row = (await t.app.services.matching.repo.findById(id))!;
    await t.app.services.matching.select1(row.deviceId, id, [1]);
    await t.app.services.matching.submitProposal(1, id, 'done-file-' + id);
    t.clock.advanceMs(8 * DAY_MS);
    await t.app.services.matching.select2(row.deviceId, id, [1]);
    operatorCookie = await login('op01', 'operate the sun daily');
    const ended = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/match-status/${id}/end`,
      headers: { cookie: operatorCookie },
      payload: { reason: '완료 후 종료 시도' },
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ status: 'CMC' });
  });

  it('draws the funnel of a period from analyses to completed matches', async () => {
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?from=2026-03-01&to=2026-12-31',
      headers: { cookie: operatorCookie },
    });
    expect(dashboard.statusCode).toBe(200);
    const body = dashboard.json<{
      funnel: { step: string; count: number }[];
      endCodes: { code: string; count: number }[];
    }>();
    const count = (step: string) => body.funnel.find((item) => item.step === step)!.count;
    expect(count('analyses')).toBeGreaterThanOrEqual(count('requests'));
    expect(count('requests')).toBeGreaterThan(0);
    expect(count('CMC')).toBeGreaterThanOrEqual(1);
    expect(body.endCodes.find((item) => item.code === 'ADC')!.count).toBeGreaterThanOrEqual(4);
    expect(MATCH_END_MESSAGES.ADC).toBeTruthy();
  });

  it('takes the 30 days ending at the server’s today when no period is given', async () => {
    const kstToday = () =>
      new Date(t.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard',
          headers: { cookie: operatorCookie },
        })
      ).json<{ from: string; to: string; funnel: { step: string; count: number }[] }>();
    await openRequest();
    const before = await read();
    expect(before.to).toBe(kstToday());
    expect((new Date(before.to).getTime() - new Date(before.from).getTime()) / DAY_MS).toBe(29);
    expect(before.funnel.find((item) => item.step === 'requests')!.count).toBeGreaterThan(0);

    // A clock moved well past the browser's today still counts what happened in its period.
    t.clock.advanceMs(20 * DAY_MS);
    operatorCookie = await login('op01', 'operate the sun daily');
    const moved = await read();
    expect(moved.to).toBe(kstToday());
    expect(moved.to > before.to).toBe(true);
    expect(moved.funnel.find((item) => item.step === 'requests')!.count).toBeGreaterThan(0);
  });
});
