import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MATCH_END_MESSAGES } from '@haetbit/contracts';
import { businessNumber, partnerCookie } from '../../test/consoles.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newOwner, PARCELS, sizedAnalysis, type Owner } from '../../test/journey.js';
import { submitMatchReq, verifyPhone } from '../../test/journey.js';

const DAY_MS = 86_400_000;

describe('operator console', () => {
  let t: TestApp;
  let phoneCounter = 3000;
  let adminCookie: string;
  let operatorCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await login('admin', 'admin1234!');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: { cookie: adminCookie },
      payload: { loginId: 'op01', name: '김운영', role: 'operator', password: 'operate123!' },
    });
    expect(created.statusCode).toBe(201);
    operatorCookie = await login('op01', 'operate123!');
  });
  afterAll(async () => t.close());
  // Tests move the clock by days; console sessions last 12 hours, so each test logs in afresh.
  beforeEach(async () => {
    adminCookie = await login('admin', 'admin1234!');
    operatorCookie = await login('op01', 'operate123!');
  });

  async function login(id: string, password: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { id, password },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    return setCookie.split(';')[0]!;
  }

  async function openRequest(): Promise<{ owner: Owner; id: number; phone: string }> {
    const owner = await newOwner(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/match-com/match-user/check/${owner.deviceId}`,
      headers: { authorization: owner.authorization },
    });
    const analysisId = await sizedAnalysis(t.app, owner, PARCELS.landP, 'L');
    const phone = `010-6666-${String((phoneCounter += 1)).padStart(4, '0')}`;
    await verifyPhone(t.app, owner, analysisId, phone);
    const created = await submitMatchReq(t.app, owner, { analysisId, phone });
    expect(created.statusCode).toBe(201);
    return { owner, id: created.json<{ id: number }>().id, phone };
  }

  const operatorCalls: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
    { method: 'GET', url: '/api/admin/me' },
    { method: 'GET', url: '/api/admin/dashboard?from=2026-03-01&to=2026-03-31' },
    { method: 'GET', url: '/api/admin/match-status' },
    { method: 'GET', url: '/api/admin/match-status/1' },
    { method: 'PATCH', url: '/api/admin/match-status/1/end', payload: { reason: '중복 요청' } },
    { method: 'GET', url: '/api/admin/contractors' },
    { method: 'POST', url: '/api/admin/contractors/1/approve' },
    { method: 'POST', url: '/api/admin/contractors/1/reject' },
    { method: 'POST', url: '/api/admin/contractors/1/suspend' },
    { method: 'GET', url: '/api/admin/notifications' },
  ];
  const adminCalls: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
  }[] = [
    { method: 'GET', url: '/api/admin/accounts' },
    {
      method: 'POST',
      url: '/api/admin/accounts',
      payload: { loginId: 'nobody', name: '누구', role: 'admin', password: 'whatever123' },
    },
    { method: 'PATCH', url: '/api/admin/accounts/1', payload: { name: '변경' } },
    { method: 'GET', url: '/api/admin/audit' },
    { method: 'GET', url: '/api/admin/faq' },
    {
      method: 'POST',
      url: '/api/admin/faq',
      payload: { category: 'ETC', subject: '질문', content: '답변', sortOrder: 1 },
    },
    {
      method: 'PUT',
      url: '/api/admin/faq/1',
      payload: { category: 'ETC', subject: '질문', content: '답변', sortOrder: 1 },
    },
    { method: 'DELETE', url: '/api/admin/faq/1' },
    { method: 'GET', url: '/api/admin/banners' },
    { method: 'GET', url: '/api/admin/terms' },
    { method: 'GET', url: '/api/admin/codes/SM_CANCEL_CATE' },
    {
      method: 'PUT',
      url: '/api/admin/match-option',
      payload: {
        propose1Days: 3,
        select1Days: 3,
        propose2Days: 7,
        select2Days: 5,
        select1LimitCnt: 5,
        select2LimitCnt: 1,
        listAvailableAfterDays: 3,
        maxApplicants: 10,
      },
    },
    {
      method: 'POST',
      url: '/api/admin/notifications/advert',
      payload: { body: '봄맞이 점검 안내' },
    },
    {
      method: 'PUT',
      url: '/api/admin/app-settings',
      payload: { guideVideoUrl: '', serviceOpen: true },
    },
  ];

  it('refuses every console call without a console session, also with a device token', async () => {
    const owner = await newOwner(t.app);
    for (const call of [...operatorCalls, ...adminCalls]) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const device = await t.app.inject({
        ...call,
        headers: { authorization: owner.authorization },
      });
      expect(device.statusCode, `${call.method} ${call.url}`).toBe(401);
      const forged = await t.app.inject({
        ...call,
        headers: { cookie: 'haetbit_admin=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
      });
      expect(forged.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('refuses a contractor session on every console call', async () => {
    const cookie = await partnerCookie(t.app, 'partner01');
    for (const call of [...operatorCalls, ...adminCalls]) {
      const response = await t.app.inject({ ...call, headers: { cookie } });
      expect([401, 403], `${call.method} ${call.url}`).toContain(response.statusCode);
    }
  });

  it('lets an operator run the market but not accounts, content or settings', async () => {
    for (const call of adminCalls) {
      const response = await t.app.inject({ ...call, headers: { cookie: operatorCookie } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/match-status',
      headers: { cookie: operatorCookie },
    });
    expect(list.statusCode).toBe(200);
  });

  it('locks an account after five failed logins, even for the right password, for 15 minutes', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: { cookie: adminCookie },
      payload: { loginId: 'op02', name: '박운영', role: 'operator', password: 'operate123!' },
    });
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { id: 'op02', password } });
    for (let count = 1; count <= 4; count += 1) {
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    }
    expect((await attempt('wrong-password')).statusCode).toBe(423);
    const right = await attempt('operate123!');
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({ code: 'ADMIN_LOCKED' });
    t.clock.advanceMs(15 * 60_000 + 1);
    expect(await login('op02', 'operate123!')).toMatch(/^haetbit_admin=/);
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
    operatorCookie = await login('op01', 'operate123!');
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
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/partner/signup',
      payload: {
        userId: 'newsolar1',
        password: 'solar123!',
        businessNumber: businessNumber('100004321'),
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
    operatorCookie = await login('op01', 'operate123!');
    const ended = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/match-status/${id}/end`,
      headers: { cookie: operatorCookie },
      payload: { reason: '완료 후 종료 시도' },
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ status: 'CMC' });
  });

  it('applies changed match options to new requests only, and audits the change', async () => {
    const before = await openRequest();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/match-option',
      headers: { cookie: adminCookie },
      payload: {
        propose1Days: 5,
        select1Days: 3,
        propose2Days: 7,
        select2Days: 5,
        select1LimitCnt: 4,
        select2LimitCnt: 1,
        listAvailableAfterDays: 3,
        maxApplicants: 8,
      },
    });
    expect(changed.statusCode).toBe(200);
    const after = await openRequest();
    const read = async (id: number, owner: Owner) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/match-req/${id}`,
          headers: { authorization: owner.authorization },
        })
      ).json<{ reqDate: string; propose1EndDate: string; select1LimitCnt: number }>();
    const old = await read(before.id, before.owner);
    const fresh = await read(after.id, after.owner);
    expect((Date.parse(fresh.propose1EndDate) - Date.parse(fresh.reqDate)) / DAY_MS).toBe(5);
    expect(fresh.select1LimitCnt).toBe(4);
    expect((Date.parse(old.propose1EndDate) - Date.parse(old.reqDate)) / DAY_MS).not.toBe(5);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: adminCookie },
    });
    const row = audit
      .json<{
        data: {
          action: string;
          before: { propose1Days: number };
          after: { propose1Days: number };
        }[];
      }>()
      .data.find((item) => item.action === 'match-option.update');
    expect(row?.after.propose1Days).toBe(5);
    expect(row?.before.propose1Days).not.toBe(5);
  });

  it('sets the guide video link and closes new searches for the app, audited', async () => {
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/match-com/app-settings' })).json();
    expect(await read()).toEqual({ guideVideoUrl: '', serviceOpen: true });
    const put = (payload: object, cookie = adminCookie) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/app-settings',
        headers: { cookie },
        payload,
      });
    const refused = await put({ guideVideoUrl: 'http://video.example/guide', serviceOpen: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].message).toBe('https://로 시작하는 주소를 입력해 주세요.');
    expect((await put({ guideVideoUrl: '', serviceOpen: false }, operatorCookie)).statusCode).toBe(
      403,
    );
    const url = 'https://www.youtube.com/watch?v=haetbit-guide';
    const saved = await put({ guideVideoUrl: ` ${url} `, serviceOpen: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ guideVideoUrl: url, serviceOpen: false });
    expect(await read()).toEqual({ guideVideoUrl: url, serviceOpen: false });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: adminCookie },
    });
    const row = audit
      .json<{ data: { action: string; target: string; after: { guideVideoUrl: string } }[] }>()
      .data.find((item) => item.action === 'app-settings.update');
    expect(row).toMatchObject({ target: 'app_setting:1', after: { guideVideoUrl: url } });
    await put({ guideVideoUrl: '', serviceOpen: true });
    expect(await read()).toEqual({ guideVideoUrl: '', serviceOpen: true });
  });

  it('shows an edited FAQ item in the owner app at once, and keeps who changed what', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/faq',
      headers: { cookie: adminCookie },
    });
    const first = list.json<{ data: { id: number; category: string; sortOrder: number }[] }>()
      .data[0]!;
    await t.app.inject({ method: 'GET', url: '/api/faq?siteDiv=SM' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/faq/${first.id}`,
      headers: { cookie: adminCookie },
      payload: {
        category: first.category,
        subject: '수정된 질문입니다',
        content: '수정된 답변입니다.',
        sortOrder: first.sortOrder,
      },
    });
    expect(edited.statusCode).toBe(200);
    const owner = await t.app.inject({ method: 'GET', url: '/api/faq?siteDiv=SM' });
    expect(
      owner.json<{ data: { subject: string }[] }>().data.map((item) => item.subject),
    ).toContain('수정된 질문입니다');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: adminCookie },
    });
    expect(
      audit.json<{ data: { action: string; target: string; after: { subject: string } }[] }>()
        .data[0],
    ).toMatchObject({
      action: 'faq.update',
      target: `faq:${first.id}`,
      after: { subject: '수정된 질문입니다' },
    });
  });

  it('publishes a new terms version that the owner app shows, keeping the old one', async () => {
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/terms',
      headers: { cookie: adminCookie },
      payload: {
        category: 'USE_TERMS',
        version: '2026-04',
        effectiveDate: '2026-04-01',
        content: [{ title: '제1조 (목적)', contents: ['새 약관입니다.'] }],
      },
    });
    expect(published.statusCode).toBe(201);
    const owner = await t.app.inject({ method: 'GET', url: '/api/match-com/default-terms' });
    expect(owner.json<{ contents: string }>().contents).toContain('새 약관입니다.');
    const versions = await t.app.inject({
      method: 'GET',
      url: '/api/admin/terms',
      headers: { cookie: adminCookie },
    });
    const useTerms = versions
      .json<{ data: { category: string; version: string; current: boolean }[] }>()
      .data.filter((item) => item.category === 'USE_TERMS');
    expect(useTerms.length).toBeGreaterThanOrEqual(2);
    expect(useTerms.find((item) => item.version === '2026-04')?.current).toBe(true);
  });

  it('uploads a banner image and shows the banner in its date window only', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32),
    ]);
    const svg = await t.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      headers: { cookie: adminCookie },
      payload: { fileName: 'a.svg', dataBase64: Buffer.from('<svg></svg>').toString('base64') },
    });
    expect(svg.statusCode).toBe(400);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      headers: { cookie: adminCookie },
      payload: { fileName: 'spring.png', dataBase64: png.toString('base64') },
    });
    expect(uploaded.statusCode).toBe(201);
    const imageFileId = uploaded.json<{ id: string }>().id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      headers: { cookie: adminCookie },
      payload: {
        category: 'SOLAR_SCHOOL',
        title: '봄맞이 태양광 점검',
        subTitle: '무료 점검 안내',
        link: 'https://example.com/spring',
        imageFileId,
        postDate: '2026-04-01',
        endDate: '2026-04-30',
        sortOrder: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    const titles = async (searchDate: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/banner?siteDiv=SM&category=SOLAR_SCHOOL&searchDate=${searchDate}`,
        })
      )
        .json<{ data: { title: string }[] }>()
        .data.map((item) => item.title);
    expect(await titles('2026-03-31')).not.toContain('봄맞이 태양광 점검');
    expect(await titles('2026-04-15')).toContain('봄맞이 태양광 점검');
    expect(await titles('2026-05-01')).not.toContain('봄맞이 태양광 점검');
  });

  it('refuses bad input with 400 and never 5xx', async () => {
    const bad = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { id: '' } }),
      t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard?from=2026-02-30&to=2026-03-01',
        headers: { cookie: operatorCookie },
      }),
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/match-status/abc/end',
        headers: { cookie: operatorCookie },
        payload: { reason: 'x' },
      }),
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/match-option',
        headers: { cookie: adminCookie },
        payload: { propose1Days: -1 },
      }),
    ]);
    for (const response of bad) expect(response.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/match-status/999999/end',
      headers: { cookie: operatorCookie },
      payload: { reason: '없는 요청' },
    });
    expect(missing.statusCode).toBe(404);
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
    operatorCookie = await login('op01', 'operate123!');
    const moved = await read();
    expect(moved.to).toBe(kstToday());
    expect(moved.to > before.to).toBe(true);
    expect(moved.funnel.find((item) => item.step === 'requests')!.count).toBeGreaterThan(0);
  });
});
