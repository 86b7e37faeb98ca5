import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerCookie } from '../../test/consoles.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('contractor uploads with a broken multipart body', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await partnerCookie(t.app, 'partner13');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/api/partner/profile/logo', '/api/partner/requests/1/proposal'])(
    'POST %s answers 400 with {code, message}, not 500',
    async (url) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '\u0000',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    },
  );
});
