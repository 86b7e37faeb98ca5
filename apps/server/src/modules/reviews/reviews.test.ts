import { describe, expect, it } from 'vitest';
import type { InstallReview, ReviewDetail } from '@haetbit/contracts';
import { loadConfig } from '../../config.js';
import { newOwner, PARCELS, type Owner } from '../../test/journey.js';
import {
  createCrgRequest,
  driveToCmc,
  driveToSp2,
  reviewBody,
  type CmcRequest,
} from '../../test/lifecycle.js';
import { publishPendingReviews } from '../../test/moderation.js';
import { bearerFor, createTestApp } from '../../test/test-app.js';
import { testAppForSuite } from '../../test/suite.js';

const auth = (owner: Owner) => ({ authorization: owner.authorization });

describe('match reviews', () => {
  const t = testAppForSuite();

  const post = (owner: Owner | undefined, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, ...(owner ? { headers: auth(owner) } : {}), payload });

  it('lets the owner review a completed matching once, naming the contractors from their records', async () => {
    const request = await driveToCmc(t, { applicants: [1, 2, 3], shortlist: [1, 2], finals: [2] });
    const { owner, id } = request;

    const before = await post(owner, `/api/match-review/check-is-exist/${id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: false });

    const empty = await post(owner, '/api/match-review/detail', { matchReqId: id });
    expect(empty.statusCode).toBe(200);
    const emptyBody = empty.json<ReviewDetail>();
    expect(emptyBody.matchReq).toMatchObject({ id, status: 'CMC' });
    expect(emptyBody.matchReview).toBeNull();
    expect(emptyBody.matchReviewCst).toEqual([]);
    expect(emptyBody.matchPropose2).toHaveLength(1);
    expect(emptyBody.matchPropose2[0]).toMatchObject({ ccId: 2 });
    const realName = emptyBody.matchPropose2[0]!.comName;
    expect(realName).not.toBe('가짜 상호');

    const contents = '가'.repeat(500);
    const created = await post(owner, '/api/match-review', reviewBody(request, { contents }));
    expect(created.statusCode).toBe(201);
    const reviewId = created.json<{ id: number }>().id;

    const detail = (
      await post(owner, '/api/match-review/detail', { matchReqId: id })
    ).json<ReviewDetail>();
    expect(detail.matchReview).toMatchObject({
      id: reviewId,
      matchReqId: id,
      score: 5,
      title: '지상형 발전소 후기',
      contents,
      fileId: null,
    });
    expect(detail.matchReviewCst).toEqual([
      { ccId: 2, comName: realName, score: 4, contents: '설명이 친절했습니다.' },
    ]);

    expect((await post(owner, `/api/match-review/check-is-exist/${id}`)).json()).toEqual({
      data: true,
    });
    const list = await post(owner, '/api/match-review/list', { deviceId: owner.deviceId });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [{ id: reviewId, matchReqId: id }] });

    const again = await post(owner, '/api/match-review', reviewBody(request));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'REVIEW_EXISTS',
      message: '이미 후기를 작성했습니다.',
    });
  });

  it('stores one review when the form is submitted twice at once', async () => {
    const request = await driveToCmc(t);
    const answers = await Promise.all([
      post(request.owner, '/api/match-review', reviewBody(request)),
      post(request.owner, '/api/match-review', reviewBody(request)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'REVIEW_EXISTS',
    });
    const list = await post(request.owner, '/api/match-review/list', {
      deviceId: request.owner.deviceId,
    });
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('accepts reviews only of completed matchings', async () => {
    const recruiting = await createCrgRequest(t);
    const early = await post(recruiting.owner, '/api/match-review', {
      ...reviewBody({ ...recruiting, finals: [1] } as CmcRequest),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'REVIEW_NOT_ALLOWED',
      message: '매칭이 완료된 경우에만 후기를 작성할 수 있습니다.',
      status: 'CRG',
    });

    const choosing = await driveToSp2(t);
    const atSp2 = await post(choosing.owner, '/api/match-review', {
      ...reviewBody({ ...choosing, finals: choosing.shortlist } as CmcRequest),
    });
    expect(atSp2.statusCode).toBe(409);
    expect(atSp2.json()).toMatchObject({ code: 'REVIEW_NOT_ALLOWED', status: 'SP2' });
    const detail = (
      await post(choosing.owner, '/api/match-review/detail', { matchReqId: choosing.id })
    ).json<ReviewDetail>();
    expect(detail.matchReview).toBeNull();
    expect(detail.matchPropose2).toEqual([]);
  });

  it('limits company reviews to the final contractors and then stores nothing', async () => {
    const request = await driveToCmc(t, { applicants: [1, 2, 3], shortlist: [1, 2], finals: [1] });
    const shortlistedOnly = reviewBody(request, {
      matchReviews: [
        { ccId: 1, score: 5, contents: '좋았습니다.' },
        { ccId: 2, score: 3, contents: '최종 확정하지 않은 시공사입니다.' },
      ],
    });
    const answer = await post(request.owner, '/api/match-review', shortlistedOnly);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'REVIEW_CONTRACTOR_INVALID',
      message: '최종 확정한 시공사에 대해서만 후기를 작성할 수 있습니다.',
    });
    const stranger = await post(
      request.owner,
      '/api/match-review',
      reviewBody(request, { matchReviews: [{ ccId: 9, score: 5, contents: '모르는 시공사' }] }),
    );
    expect(stranger.json()).toMatchObject({ code: 'REVIEW_CONTRACTOR_INVALID' });
    expect(
      (await post(request.owner, `/api/match-review/check-is-exist/${request.id}`)).json(),
    ).toEqual({ data: false });
  });

  it('answers 400 with a code and a message for invalid reviews', async () => {
    const request = await driveToCmc(t);
    const company = { ccId: request.finals[0], score: 5, contents: '좋았습니다.' };
    const invalid: Record<string, unknown>[] = [
      { score: 0 },
      { score: 6 },
      { score: 4.5 },
      { contents: '' },
      { contents: '   ' },
      { contents: '가'.repeat(501) },
      { matchReviews: [] },
      { matchReviews: [{ ...company, score: 0 }] },
      { matchReviews: [{ ...company, contents: '' }] },
      { matchReviews: [{ ...company, contents: '가'.repeat(501) }] },
      { matchReviews: [company, company] },
      { matchReqId: 'abc' },
      { title: '가'.repeat(101) },
      { unexpected: true },
    ];
    for (const overrides of invalid) {
      const answer = await post(request.owner, '/api/match-review', reviewBody(request, overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    for (const [url, payload] of [
      ['/api/match-review', {}],
      ['/api/match-review/list', {}],
      ['/api/match-review/list', { deviceId: 'x' }],
      ['/api/match-review/detail', { matchReqId: -1 }],
      ['/api/match-review/check-is-exist/abc', undefined],
      ['/api/match-review/check-is-exist/0', undefined],
    ] as const) {
      const answer = await post(request.owner, url, payload);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    const missing = await post(request.owner, '/api/match-review/detail', { matchReqId: 999_999 });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
    expect(
      (await post(request.owner, `/api/match-review/check-is-exist/${request.id}`)).json(),
    ).toEqual({ data: false });
  });

  it('needs a session, and answers 403 to another device', async () => {
    const request = await driveToCmc(t);
    const stranger = await newOwner(t.app);
    const body = reviewBody(request);
    for (const [url, payload] of [
      ['/api/match-review/list', { deviceId: request.owner.deviceId }],
      ['/api/match-review/detail', { matchReqId: request.id }],
      [`/api/match-review/check-is-exist/${request.id}`, undefined],
      ['/api/match-review', body],
    ] as const) {
      const anonymous = await post(undefined, url, payload);
      expect(anonymous.statusCode, url).toBe(401);
      const foreign = await post(stranger, url, payload);
      expect(foreign.statusCode, url).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN_DEVICE' });
      expect(foreign.body).not.toContain(request.phone);
    }
    // Naming one's own device in the body does not open another device's request.
    const disguised = await post(stranger, '/api/match-review', {
      ...body,
      deviceId: stranger.deviceId,
    });
    expect(disguised.statusCode).toBe(403);
    expect(
      (await post(request.owner, `/api/match-review/check-is-exist/${request.id}`)).json(),
    ).toEqual({ data: false });
  });

  it('shows customers’ reviews before the samples, newest first, with only the region and a masked name', async () => {
    const land = await driveToCmc(t, { name: '박지상', finals: [3], shortlist: [3, 1] });
    await post(land.owner, '/api/match-review', reviewBody(land, { title: '땅 후기' }));
    t.clock.advanceMs(60_000);
    const roof = await driveToCmc(t, {
      parcel: PARCELS.roofWithBuilding,
      installType: 'R',
      name: '이지붕',
    });
    await post(
      roof.owner,
      '/api/match-review',
      reviewBody(roof, { title: undefined, score: 4, contents: '지붕 발전소 만족합니다.' }),
    );
    // Written reviews wait for an operator: none is public before it is published.
    const waiting = await t.app.inject({ method: 'GET', url: '/api/match-com/install-review' });
    expect(waiting.json<{ data: InstallReview[] }>().data.every((review) => review.isSample)).toBe(
      true,
    );
    expect(await publishPendingReviews(t.app)).toBeGreaterThanOrEqual(4);

    const all = await t.app.inject({ method: 'GET', url: '/api/match-com/install-review' });
    expect(all.statusCode).toBe(200);
    const reviews = all.json<{ data: InstallReview[] }>().data;
    expect(reviews.length).toBeLessThanOrEqual(100);
    const firstSample = reviews.findIndex((review) => review.isSample);
    expect(firstSample).toBeGreaterThan(0);
    expect(reviews.slice(firstSample).every((review) => review.isSample)).toBe(true);
    const real = reviews.slice(0, firstSample);
    const times = real.map((review) => Date.parse(review.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(real[0]).toMatchObject({
      installType: 'R',
      region: '경남 함양군',
      score: 4,
      title: '',
      contents: '지붕 발전소 만족합니다.',
      writerName: '이**',
      isSample: false,
    });
    const landReview = real.find((review) => review.title === '땅 후기');
    expect(landReview).toMatchObject({
      installType: 'L',
      region: '경남 산청군',
      writerName: '박**',
      isSample: false,
    });
    // The roof's periods outlasted the land owner's session: open a new one.
    const landOwner = { ...land.owner, authorization: await bearerFor(t.app, land.owner.deviceId) };
    const finalName = (
      await post(landOwner, '/api/match-review/detail', { matchReqId: land.id })
    ).json<ReviewDetail>().matchPropose2[0]!.comName;
    expect(landReview?.comName).toBe(finalName);
    expect(landReview?.systemSize).toBeGreaterThan(0);
    expect(all.body).not.toContain('남사리');
    expect(all.body).not.toContain('박지상');

    const roofs = await t.app.inject({
      method: 'GET',
      url: '/api/match-com/install-review?installType=R',
    });
    const roofReviews = roofs.json<{ data: InstallReview[] }>().data;
    expect(roofReviews[0]).toMatchObject({ writerName: '이**', isSample: false });
    expect(roofReviews.every((review) => review.installType === 'R')).toBe(true);
    expect(roofReviews.some((review) => review.isSample)).toBe(true);
    expect(roofReviews.some((review) => review.title === '땅 후기')).toBe(false);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/match-com/install-review?installType=X',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sample reviews', () => {
  it('are off by default in production and on in demo mode, following SAMPLE_CONTENT', () => {
    const base = {
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_BASE_URL: 'https://haetbit.example',
      DATA_DIR: '/tmp/haetbit-test-unused',
    };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).sampleContent).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).sampleContent).toBe(false);
    expect(loadConfig({ ...base, DEMO_MODE: 'true' }).sampleContent).toBe(true);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', SAMPLE_CONTENT: 'true' }).sampleContent,
    ).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test', SAMPLE_CONTENT: 'false' }).sampleContent).toBe(
      false,
    );
  });

  it('are never served when sample content is off: only customers’ reviews are', async () => {
    const t = await createTestApp({ env: { SAMPLE_CONTENT: 'false' } });
    try {
      const before = await t.app.inject({ method: 'GET', url: '/api/match-com/install-review' });
      expect(before.json()).toEqual({ data: [] });
      const request = await driveToCmc(t);
      await t.app.inject({
        method: 'POST',
        url: '/api/match-review',
        headers: auth(request.owner),
        payload: reviewBody(request),
      });
      await publishPendingReviews(t.app);
      for (const url of [
        '/api/match-com/install-review',
        '/api/match-com/install-review?installType=L',
      ]) {
        const reviews = (await t.app.inject({ method: 'GET', url })).json<{
          data: InstallReview[];
        }>().data;
        expect(reviews).toHaveLength(1);
        expect(reviews[0]).toMatchObject({ isSample: false, writerName: '김**' });
      }
      const roofs = await t.app.inject({
        method: 'GET',
        url: '/api/match-com/install-review?installType=R',
      });
      expect(roofs.json()).toEqual({ data: [] });
    } finally {
      await t.close();
    }
  }, 90_000);
});
