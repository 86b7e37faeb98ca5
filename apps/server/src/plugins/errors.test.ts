import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './errors.js';
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
      payload: {
        loginId: 'nul-name',
        name: 'a\u0000b',
        role: 'operator',
        password: 'abcdefgh1234',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
    });
  });
});

describe('a database out of reach', () => {
  it('is told apart from other failures, whether the socket is refused or the server shuts down', async () => {
    // A real refusal from the driver: nothing listens on a port just freed.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/x` });
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnreachable(refused)).toBe(true);
    // Drizzle wraps the driver's error; an operator's shutdown is SQLSTATE 57P01.
    const shutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    expect(isDatabaseUnreachable(new Error('Failed query', { cause: shutdown }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // A client's bad value and a bug are not outages.
    expect(isDatabaseUnreachable(Object.assign(new Error('bad'), { code: '22021' }))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError('x is undefined'))).toBe(false);
  });
});
