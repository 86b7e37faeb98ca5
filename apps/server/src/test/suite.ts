import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Something the enclosing suite shares: started before its first test and closed after its last.
 * The answer is filled in by the time tests run, so they read its fields as usual.
 */
export function forSuite<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  // Empty until beforeAll runs; no test reads it earlier.
  const shared = {} as T;
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    Object.assign(shared, started);
  });
  afterAll(async () => started?.close());
  return shared;
}

/** One test app for the enclosing suite (`t.app`, `t.clock`). */
export const testAppForSuite = (options?: Parameters<typeof createTestApp>[0]): TestApp =>
  forSuite(() => createTestApp(options));
