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

  it.each([
    ['/api/partner/profile/logo', 400],
    // Not shortlisted there: refused before the body is read.
    ['/api/partner/requests/1/proposal', 403],
  ])('POST %s answers %i with {code, message}, not 500', async (url, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '\u0000',
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });
});
