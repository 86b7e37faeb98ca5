import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchReqListByStatus } from '@haetbit/contracts';
import { ApiError, callApi } from './client';
import { serverNowMs } from './server-time';

const DEVICE_ID = 'A_client-test-0001';
const SERVER_NOW = '2030-01-10T00:00:00.000Z';

/** The calls the transport made: path and bearer token. */
let calls: { path: string; token: string | null }[] = [];
/** What the server answers to the owner's list, by the token the call carries. */
let listAnswer: (token: string | null) => { status: number; body: unknown };
let issued = 0;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-server-time': SERVER_NOW },
  });
}

beforeEach(() => {
  const storage = new Map<string, string>();
  vi.stubGlobal('window', {
    location: { origin: 'http://app.test' },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  storage.set('deviceId', DEVICE_ID);
  // A token kept from before, still valid as far as the app knows the server's clock.
  storage.set('accessToken', 'old-token');
  storage.set('accessTokenExpiresAt', String(serverNowMs() + 86_400_000));
  calls = [];
  issued = 0;
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const token = headers.authorization?.replace('Bearer ', '') ?? null;
    calls.push({ path: url.pathname, token });
    if (url.pathname === '/api/session') {
      issued += 1;
      return answer(201, { token: `new-token-${issued}`, expiresAt: '2030-01-17T00:00:00.000Z' });
    }
    const { status, body } = listAnswer(token);
    return answer(status, body);
  });
});

afterEach(() => vi.unstubAllGlobals());

const expired = {
  status: 401,
  body: { code: 'INVALID_SESSION', message: '세션이 유효하지 않습니다.' },
};

describe('owner transport', () => {
  it('renews a session the server refuses and sends the call once more', async () => {
    listAnswer = (token) => (token === 'old-token' ? expired : { status: 200, body: { data: [] } });
    await expect(
      callApi(matchReqListByStatus, { query: { deviceId: DEVICE_ID } }),
    ).resolves.toEqual({ data: [] });
    expect(calls).toEqual([
      { path: '/api/match-req', token: 'old-token' },
      { path: '/api/session', token: null },
      { path: '/api/match-req', token: 'new-token-1' },
    ]);
    // The server's clock came with the answers.
    expect(Math.abs(serverNowMs() - Date.parse(SERVER_NOW))).toBeLessThan(60_000);
  });

  it('gives up after one renewal', async () => {
    listAnswer = () => expired;
    await expect(
      callApi(matchReqListByStatus, { query: { deviceId: DEVICE_ID } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls.filter((call) => call.path === '/api/session')).toHaveLength(1);
  });

  it('shares one renewal between calls refused at the same time', async () => {
    listAnswer = (token) => (token === 'old-token' ? expired : { status: 200, body: { data: [] } });
    await Promise.all([
      callApi(matchReqListByStatus, { query: { deviceId: DEVICE_ID } }),
      callApi(matchReqListByStatus, { query: { deviceId: DEVICE_ID } }),
    ]);
    expect(issued).toBe(1);
  });
});
