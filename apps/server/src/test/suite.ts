import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * One test app for the enclosing suite: created before its first test and closed after its last.
 * The answer is filled in by the time tests run, so they read `t.app` and `t.clock` as usual.
 */
export function testAppForSuite(options?: Parameters<typeof createTestApp>[0]): TestApp {
  const t = {} as TestApp;
  let created: TestApp | undefined;
  beforeAll(async () => {
    created = await createTestApp(options);
    Object.assign(t, created);
  });
  afterAll(async () => created?.close());
  return t;
}
