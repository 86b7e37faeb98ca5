import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import type { Owner } from '../../test/journey.js';
import { periodDays } from '@haetbit/contracts';
import { operatorConsoleKit } from '../../test/operator-console-kit.js';

describe('operator console: settings and content', () => {
  const kit = operatorConsoleKit();
  const { openRequest } = kit;
  let t: TestApp;
  let adminCookie: string;
  let operatorCookie: string;
  beforeEach(() => {
    ({ t, adminCookie, operatorCookie } = kit);
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
    // Recruiting runs the option's days, to 23:59:59 of the last one (docs/decisions/019).
    expect(periodDays(fresh.reqDate, fresh.propose1EndDate)).toBe(5);
    expect(fresh.select1LimitCnt).toBe(4);
    expect(periodDays(old.reqDate, old.propose1EndDate)).not.toBe(5);
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
      (await t.app.inject({ method: 'GET', url: '/api/match-com/app-settings' })).json<
        Record<string, unknown>
      >();
    expect(await read()).toMatchObject({ guideVideoUrl: '', serviceOpen: true });
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
    expect(saved.json()).toMatchObject({ guideVideoUrl: url, serviceOpen: false });
    expect(await read()).toMatchObject({ guideVideoUrl: url, serviceOpen: false });
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
    expect(await read()).toMatchObject({ guideVideoUrl: '', serviceOpen: true });
  });

  it('sets the site’s store links, customer centre and company line, each unset until given', async () => {
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/match-com/app-settings' })).json<
        Record<string, unknown>
      >();
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/app-settings',
        headers: { cookie: adminCookie },
        payload: { guideVideoUrl: '', serviceOpen: true, ...payload },
      });
    // Nothing set yet: empty, so every page hides it (the hours are the spec's until changed).
    expect(await read()).toMatchObject({
      appStoreUrl: '',
      googlePlayUrl: '',
      customerPhone: '',
      customerEmail: '',
      customerHours: '평일 09:00-18:00',
      companyName: '',
      businessNumber: '',
    });
    for (const [field, value] of [
      ['appStoreUrl', 'https://example.com/app/id1'],
      ['appStoreUrl', 'http://apps.apple.com/kr/app/id1'],
      ['googlePlayUrl', 'https://apps.apple.com/kr/app/id1'],
      ['customerPhone', '15881234'],
      ['customerEmail', 'help-at-example'],
      ['businessNumber', '220-81-12342'],
      ['companyName', 'ㄱ'.repeat(101)],
    ] as const) {
      const refused = await put({ [field]: value });
      expect(refused.statusCode, `${field} ${value}`).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const site = {
      appStoreUrl: 'https://apps.apple.com/kr/app/haetbit/id6470000001',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=kr.haetbit.matching',
      customerPhone: '1600-1234',
      customerEmail: 'cs@haetbit.example',
      customerHours: '평일 10:00-17:00',
      companyName: '햇빛매칭 주식회사',
      representative: '김대표',
      companyAddress: '서울특별시 중구 세종대로 110',
      mailOrderNumber: '제2026-서울중구-0123호',
    };
    const saved = await put({ ...site, businessNumber: '220-81-12341' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...site, businessNumber: '2208112341' });
    // A site setting left out stays as it is; '' unsets it.
    await put({ customerPhone: '' });
    expect(await read()).toMatchObject({
      ...site,
      customerPhone: '',
      businessNumber: '2208112341',
    });
    await put(Object.fromEntries([...Object.keys(site), 'businessNumber'].map((key) => [key, ''])));
    expect(await read()).toMatchObject({ companyName: '', appStoreUrl: '', businessNumber: '' });
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
});
