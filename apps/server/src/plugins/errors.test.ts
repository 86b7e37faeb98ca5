import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie } from '../test/consoles.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('errors the database raises on a client value', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await operatorCookie(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 with {code, message} when a text holds a NUL character the database cannot store', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      headers: { cookie },
      payload: { loginId: 'nul-name', name: 'a\u0000b', role: 'operator', password: 'abcdefgh12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
    });
  });
});
