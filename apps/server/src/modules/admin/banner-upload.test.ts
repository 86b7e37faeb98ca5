import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie } from '../../test/consoles.js';
import { multipart, PDF, PNG } from '../../test/contractor-console-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Banner images go through the consoles' one upload path (a multipart form, field `file`) and the
 * one signature check: the bytes decide, never the name or the declared type.
 */
const SAMPLE_FILES = {
  png: PNG,
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
  pdf: PDF,
};
const multipartFile = (name: string, type: string, bytes: Buffer, field = 'file') =>
  multipart(field, name, type, bytes);

describe('operator banner images', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await operatorCookie(t.app);
  });
  afterAll(async () => t.close());

  const upload = (body: { payload: Buffer | object; headers?: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });

  it('stores a PNG or a JPEG and serves it back', async () => {
    for (const [name, type] of [
      ['spring.png', 'png'],
      ['spring.jpg', 'jpeg'],
    ] as const) {
      const uploaded = await upload(multipartFile(name, `image/${type}`, SAMPLE_FILES[type]));
      expect(uploaded.statusCode).toBe(201);
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/file/${uploaded.json<{ id: string }>().id}`,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain(`image/${type}`);
      expect(file.rawPayload.equals(SAMPLE_FILES[type])).toBe(true);
    }
  });

  it('refuses what its bytes are not, whatever its name and declared type', async () => {
    for (const bytes of [Buffer.from('<svg></svg>'), SAMPLE_FILES.pdf, Buffer.from('hello')]) {
      const refused = await upload(multipartFile('banner.png', 'image/png', bytes));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'IMAGE_NOT_ALLOWED' });
    }
  });

  it('refuses a file over 700 KB with 413 and a body that is no upload with 415', async () => {
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(700 * 1024)]);
    const tooLarge = await upload(multipartFile('big.png', 'image/png', big));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    const json = await upload({
      payload: { fileName: 'a.png', dataBase64: SAMPLE_FILES.png.toString('base64') },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload(multipartFile('a.png', 'image/png', SAMPLE_FILES.png, 'image'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'FILE_REQUIRED' });
  });

  it('writes one audit row per stored image and none for a refused one', async () => {
    const audit = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/audit?limit=100',
          headers: { cookie },
        })
      )
        .json<{ data: { action: string }[] }>()
        .data.filter((row) => row.action === 'file.upload').length;
    const before = await audit();
    await upload(multipartFile('x.png', 'image/png', Buffer.from('nope')));
    expect(await audit()).toBe(before);
    await upload(multipartFile('x.png', 'image/png', SAMPLE_FILES.png));
    expect(await audit()).toBe(before + 1);
  });

  it('names the uploaded image on a banner shown in its date window only', async () => {
    const uploaded = await upload(multipartFile('spring.png', 'image/png', SAMPLE_FILES.png));
    const imageFileId = uploaded.json<{ id: string }>().id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      headers: { cookie },
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
});
