import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from '@haetbit/contracts';
import { testAppForSuite } from '../../test/suite.js';

describe('content calls', () => {
  const t = testAppForSuite();

  it('lists the cancel reasons including ETC', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/code/SM_CANCEL_CATE' });
    expect(response.statusCode).toBe(200);
    const codes = response.json<{ code: string; codeNm: string }[]>();
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(codes.at(-1)).toEqual({ code: 'ETC', codeNm: '기타' });
  });

  it('lists the FAQ categories in the spec order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/code/SM_FAQ_CATE' });
    expect(response.json<{ code: string }[]>().map((item) => item.code)).toEqual([
      ...FAQ_CATEGORIES,
    ]);
  });

  it('answers 404 for an unknown code group and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/code/SM_NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'UNKNOWN_CODE_GROUP',
      message: expect.any(String),
    });
    const malformed = await t.app.inject({
      method: 'GET',
      url: `/api/code/${encodeURIComponent("x'; drop table code;--")}`,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('serves at least three closed FAQ items in every category', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/faq?siteDiv=SM' });
    expect(response.statusCode).toBe(200);
    const items = response.json<{
      data: { category: string; subject: string; isOpen: boolean }[];
    }>().data;
    for (const category of FAQ_CATEGORIES) {
      expect(items.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(3);
    }
    expect(items.every((item) => item.isOpen === false && item.subject.length > 0)).toBe(true);
  });

  it('requires siteDiv SM for the FAQ', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/faq' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/faq?siteDiv=XX' })).statusCode).toBe(
      400,
    );
  });

  it('serves terms of use and privacy policy as a JSON string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/match-com/default-terms' });
    const documents = JSON.parse(response.json<{ contents: string }>().contents) as {
      category: string;
      content: { title: string; contents: string[] }[];
    }[];
    expect(documents.map((document) => document.category).sort()).toEqual(['PIPP', 'USE_TERMS']);
    expect(documents.every((document) => document.content.length >= 5)).toBe(true);
  });

  it('filters banners by category and publication date', async () => {
    const blog = await t.app.inject({
      method: 'GET',
      url: '/api/banner?siteDiv=SM&category=SUNNY_SCHOOL_BLOG',
    });
    const items = blog.json<{
      data: { category: string; postDate: string; imageFileId: string }[];
    }>().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.category === 'SUNNY_SCHOOL_BLOG')).toBe(true);
    const school = await t.app.inject({
      method: 'GET',
      url: '/api/banner?siteDiv=SM&category=SOLAR_SCHOOL',
    });
    expect(school.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
    const early = await t.app.inject({
      method: 'GET',
      url: '/api/banner?siteDiv=SM&searchDate=2000-01-01',
    });
    expect(early.json<{ data: unknown[] }>().data).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/banner?siteDiv=SM&category=NEWS' });
    expect(bad.statusCode).toBe(400);
    // Texts shaped like a date that name no day are refused, never passed to the database.
    for (const searchDate of ['6055-9785', '767127-67', '5719-43-11', '2026-02-30', '20261301']) {
      const notADay = await t.app.inject({
        method: 'GET',
        url: `/api/banner?siteDiv=SM&searchDate=${searchDate}`,
      });
      expect(notADay.statusCode, searchDate).toBe(400);
      expect(notADay.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('serves the match options and the power-profit defaults with their source', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/match-com/default-option' });
    expect(options.json()).toMatchObject({ propose1Days: expect.any(Number), select1LimitCnt: 5 });
    const defaults = await t.app.inject({
      method: 'GET',
      url: '/api/match-com/default/power-profit-calc',
    });
    expect(defaults.json()).toMatchObject({
      fitSmp: expect.any(Number),
      fitRec: expect.any(Number),
      land1: 1.2,
      land2: 1,
      roof1: 1.5,
      roof2: 1,
      source: expect.stringContaining('미확인'),
    });
  });

  it('lists installation reviews, filtered by install type', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/match-com/install-review' });
    const reviews = all.json<{ data: { installType: string; score: number }[] }>().data;
    expect(reviews.length).toBeGreaterThanOrEqual(30);
    const roofs = await t.app.inject({
      method: 'GET',
      url: '/api/match-com/install-review?installType=R',
    });
    expect(
      roofs
        .json<{ data: { installType: string }[] }>()
        .data.every((review) => review.installType === 'R'),
    ).toBe(true);
  });

  it('serves contractor business info and their logos as files', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/match-com/biz-info/1' });
    expect(info.statusCode).toBe(200);
    const body = info.json<{ comName: string; comLogoFileId: string }>();
    expect(body.comName.length).toBeGreaterThan(0);
    const logo = await t.app.inject({
      method: 'GET',
      url: `/api/file/viewer/${body.comLogoFileId}`,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');
    const download = await t.app.inject({ method: 'GET', url: `/api/file/${body.comLogoFileId}` });
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/match-com/biz-info/999999' })).statusCode,
    ).toBe(404);
  });

  it('answers 404 with the file-missing message for an unknown file and 400 for a bad id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/file/nope123' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'FILE_NOT_FOUND',
      message: '파일이 존재하지 않습니다.',
    });
    const viewer = await t.app.inject({ method: 'GET', url: '/api/file/viewer/nope123' });
    expect(viewer.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/api/file/..%2F..%2Fetc%2Fpasswd',
    });
    expect(traversal.statusCode).toBe(400);
  });

  it('seeds only once: a second seed run changes nothing', async () => {
    const { seedDatabase } = await import('../../db/seed/seed.js');
    expect(await seedDatabase(t.database.db, t.app.services, { demo: true })).toBe(false);
    const faq = await t.app.inject({ method: 'GET', url: '/api/faq?siteDiv=SM' });
    const ids = faq.json<{ data: { id: number }[] }>().data.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
