import { afterAll, beforeAll, expect } from 'vitest';
import type { ProviderResult } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import { startFakeServer, testHttp, type FakeServer } from './fake-server.js';
import { itHandlesFailures } from './failure-modes.js';

export interface PublicAdapterTestbed<Port> {
  /** The fake service of this test file, started before its tests and closed after them. */
  server: FakeServer;
  /** The adapter pointed at the fake service with a test key and the fast HTTP policy. */
  adapter(overrides?: Partial<PublicAdapterOptions>): Port;
  /** The shared failure cases (no key, 5xx, 4xx, timeout, network, bad body) for one call. */
  itHandlesFailures(call: (port: Port) => Promise<ProviderResult<unknown>>): void;
  /** The first request since the last `handle` went to `path` with at least these parameters. */
  expectFirstRequest(path: string, query: Record<string, string>): void;
}

/**
 * One contract-test setup for a public adapter: a local fake server for the file and an adapter
 * factory bound to it. Call at the top level of the test file.
 */
export function publicAdapterTestbed<Port>(
  create: (options: PublicAdapterOptions) => Port,
  defaults: Partial<PublicAdapterOptions> = {},
): PublicAdapterTestbed<Port> {
  let started: FakeServer | undefined;
  beforeAll(async () => {
    started = await startFakeServer();
  });
  afterAll(() => started?.close());
  const current = (): FakeServer => {
    if (!started) throw new Error('the fake server starts in beforeAll');
    return started;
  };
  const server: FakeServer = {
    get baseUrl() {
      return current().baseUrl;
    },
    get requests() {
      return current().requests;
    },
    handle: (handler) => current().handle(handler),
    close: () => current().close(),
  };
  return {
    server,
    adapter: (overrides = {}) =>
      create({
        baseUrl: server.baseUrl,
        key: 'test-key',
        http: testHttp,
        ...defaults,
        ...overrides,
      }),
    expectFirstRequest: (path, query) => {
      const request = server.requests[0];
      expect(request?.path).toBe(path);
      expect(Object.fromEntries(request?.query ?? [])).toMatchObject(query);
    },
    itHandlesFailures: (call) =>
      itHandlesFailures(
        () => server,
        (options) => call(create(options)),
      ),
  };
}
