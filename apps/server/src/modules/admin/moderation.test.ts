import { describe, expect, it } from 'vitest';
import type {
  AdminReviewItem,
  ContractorBizInfo,
  InstallReview,
  PartnerReviewList,
} from '@haetbit/contracts';
import {
  asOperator,
  callsWithoutOperatorSession,
  partnerCookie,
  type OperatorCall,
} from '../../test/consoles.js';
import { driveToCmc } from '../../test/lifecycle.js';
import { testAppForSuite } from '../../test/suite.js';
import { bearerFor } from '../../test/test-app.js';

describe('review moderation', () => {
  const t = testAppForSuite();

  const operator = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    asOperator(t.app, method, url, payload);

  const queue = async (state: string) =>
    (await operator('GET', `/api/admin/reviews?state=${state}`)).json<{
      data: AdminReviewItem[];
      total: number;
    }>();

  const publicTitles = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/match-com/install-review' }))
      .json<{ data: InstallReview[] }>()
      .data.filter((review) => !review.isSample)
      .map((review) => review.title);

  const bizReviews = async (ccId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/match-com/biz-info/${ccId}` })
    ).json<ContractorBizInfo>().reviews;

  const partnerReviews = async (userId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/partner/reviews',
        headers: { cookie: await partnerCookie(t.app, userId) },
      })
    ).json<PartnerReviewList>();

  async function auditRows(target: string) {
    const answer = await operator('GET', '/api/admin/audit?limit=100');
    return answer
      .json<{ data: { action: string; target: string; before: unknown; after: unknown }[] }>()
      .data.filter((row) => row.target === target);
  }

  it('publishes reviews only after an operator’s decision, hides one with a reason, audits each', async () => {
    const request = await driveToCmc(t, { shortlist: [1, 2], finals: [2], name: '김후기' });
    const authorization = await bearerFor(t.app, request.owner.deviceId);
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/match-review',
      headers: { authorization },
      payload: {
        matchReqId: request.id,
        deviceId: request.owner.deviceId,
        score: 5,
        title: '검토 후 공개되는 후기',
        contents: '비교가 쉬웠습니다.',
        matchReviews: [{ ccId: 2, score: 4, contents: '일정을 잘 지켰습니다.' }],
      },
    });
    expect(written.statusCode).toBe(201);

    // Written, but shown to nobody yet.
    expect(await publicTitles()).not.toContain('검토 후 공개되는 후기');
    expect(await bizReviews(2)).toEqual({ average: null, count: 0, recent: [] });
    const pending = await queue('pending');
    const platform = pending.data.find((item) => item.kind === 'platform');
    const company = pending.data.find((item) => item.kind === 'contractor');
    expect(platform).toMatchObject({
      matchReqId: request.id,
      score: 5,
      title: '검토 후 공개되는 후기',
      writerName: '김**',
      region: '경남 산청군',
      state: 'pending',
      ccId: null,
      moderatedBy: null,
    });
    expect(company).toMatchObject({
      matchReqId: request.id,
      ccId: 2,
      score: 4,
      contents: '일정을 잘 지켰습니다.',
      state: 'pending',
    });
    expect(pending.total).toBe(2);

    const published = await operator('PATCH', `/api/admin/reviews/platform/${platform!.id}`, {
      decision: 'publish',
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published', moderatedBy: 'admin' });
    expect(await publicTitles()).toContain('검토 후 공개되는 후기');

    for (const payload of [
      { decision: 'hide' },
      { decision: 'hide', reason: ' ' },
      { decision: 'hide', reason: '가'.repeat(301) },
      { decision: 'remove', reason: '사유' },
      { decision: 'publish', reason: '사유' },
    ]) {
      const refused = await operator(
        'PATCH',
        `/api/admin/reviews/contractor/${company!.id}`,
        payload,
      );
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const reason = '연락처가 포함되어 숨김';
    const hidden = await operator('PATCH', `/api/admin/reviews/contractor/${company!.id}`, {
      decision: 'hide',
      reason,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ state: 'hidden', hiddenReason: reason });
    expect((await bizReviews(2)).count).toBe(0);
    expect((await partnerReviews('partner02')).count).toBe(0);
    expect((await queue('hidden')).data).toEqual([
      expect.objectContaining({ kind: 'contractor', id: company!.id, hiddenReason: reason }),
    ]);

    const shown = await operator('PATCH', `/api/admin/reviews/contractor/${company!.id}`, {
      decision: 'publish',
    });
    expect(shown.json()).toMatchObject({ state: 'published', hiddenReason: null });
    const summary = await bizReviews(2);
    expect(summary).toMatchObject({ average: 4, count: 1 });
    expect(summary.recent).toEqual([
      expect.objectContaining({ score: 4, contents: '일정을 잘 지켰습니다.', writerName: '김**' }),
    ]);
    const own = await partnerReviews('partner02');
    expect(own).toMatchObject({ average: 4, count: 1 });
    expect(own.data).toHaveLength(1);
    expect((await partnerReviews('partner01')).count).toBe(0);
    expect((await queue('pending')).total).toBe(0);

    // Publishing a published review changes nothing and is not audited again.
    const again = await operator('PATCH', `/api/admin/reviews/contractor/${company!.id}`, {
      decision: 'publish',
    });
    expect(again.statusCode).toBe(200);
    expect(await auditRows(`review_platform:${platform!.id}`)).toEqual([
      expect.objectContaining({
        action: 'review.publish',
        before: { state: 'pending', hiddenReason: null },
        after: { state: 'published', hiddenReason: null },
      }),
    ]);
    expect(
      (await auditRows(`review_contractor:${company!.id}`)).map((row) => row.action).sort(),
    ).toEqual(['review.hide', 'review.publish']);

    const missing = await operator('PATCH', '/api/admin/reviews/platform/999999', {
      decision: 'publish',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await operator('PATCH', '/api/admin/reviews/other/1', { decision: 'publish' })).statusCode,
    ).toBe(400);
    expect((await operator('GET', '/api/admin/reviews?state=gone')).statusCode).toBe(400);
  });

  it('refuses owners, contractors and callers without a console session (401)', async () => {
    const request = await driveToCmc(t);
    const owner = { authorization: await bearerFor(t.app, request.owner.deviceId) };
    const partner = { cookie: await partnerCookie(t.app, 'partner01') };
    const calls: OperatorCall[] = [
      ['GET', '/api/admin/reviews'],
      ['PATCH', '/api/admin/reviews/platform/1', { decision: 'publish' }],
    ];
    const callers = [{}, owner, partner];
    for (const { call, answer } of await callsWithoutOperatorSession(t.app, calls, callers)) {
      expect(answer.statusCode, call).toBe(401);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/partner/reviews' });
    expect(anonymous.statusCode).toBe(401);
    const byOwner = await t.app.inject({
      method: 'GET',
      url: '/api/partner/reviews',
      headers: owner,
    });
    expect(byOwner.statusCode).toBe(401);
  });
});
