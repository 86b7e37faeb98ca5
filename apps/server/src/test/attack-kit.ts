/** The attacker's tools shared by the security findings' tests (issue 20). */
import type { FastifyInstance } from 'fastify';
import { memoryFileStorage, type FileStorage } from '../modules/files/storage.js';
import type { Owner } from './journey.js';
import { mintedBearer as mintSession, newDeviceId, type TestApp } from './test-app.js';

/** The settings a production start needs, so a config loads without demo mode. */
export const productionEnv = {
  SESSION_SECRET: 'p'.repeat(64),
  PUBLIC_BASE_URL: 'https://haetbit.example',
  DATA_DIR: '/tmp/haetbit-test-unused',
};

/** A session the attacker opened earlier (elsewhere): a valid bearer of a brand-new device. */
export async function mintedOwner(app: TestApp): Promise<Owner> {
  const deviceId = newDeviceId();
  const authorization = await mintSession(
    app.app,
    app.config.sessionSecret,
    deviceId,
    new Date(app.clock.now().getTime() + 3600_000),
  );
  return { deviceId, authorization };
}
export const mintedBearer = async (app: TestApp) => (await mintedOwner(app)).authorization;

/** A console sign-in from `remoteAddress` (the partner console's form names the account userId). */
export function loginFrom(
  app: FastifyInstance,
  remoteAddress: string,
  consoleName: 'admin' | 'partner',
  account: { id: string; password: string },
  headers: Record<string, string> = {},
) {
  const { id, password } = account;
  return app.inject({
    method: 'POST',
    url: `/api/${consoleName}/login`,
    remoteAddress,
    headers,
    payload: consoleName === 'partner' ? { userId: id, password } : { id, password },
  });
}

/** One try of a password spray: a common password for a made-up account (`spray<index>`). */
export const sprayedLogin = (
  app: FastifyInstance,
  consoleName: 'admin' | 'partner',
  index: number,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  loginFrom(
    app,
    remoteAddress,
    consoleName,
    { id: `spray${index}`, password: 'Password1!' },
    headers,
  );

/** The seeded accounts with their right passwords. */
export const SEEDED_ADMIN = { id: 'admin', password: 'admin1234!' };
export const SEEDED_PARTNER = { id: 'partner01', password: 'demo1234!' };

/** Memory storage that lets the test see which keys hold bytes. */
export function watchedStorage(): FileStorage & { keys: Set<string> } {
  const inner = memoryFileStorage();
  const keys = new Set<string>();
  return {
    keys,
    async put(key, bytes) {
      keys.add(key);
      await inner.put(key, bytes);
    },
    get: (key) => inner.get(key),
    async delete(key) {
      keys.delete(key);
      await inner.delete(key);
    },
  };
}

/**
 * The longest the event loop stood still while `work` ran: a timer due every few milliseconds
 * notes how late each tick came. A pattern that backtracks blocks every request the server holds,
 * which shows here as one late tick, whatever the machine's speed.
 */
export async function longestEventLoopStallMs(work: () => Promise<unknown>): Promise<number> {
  const periodMs = 5;
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - periodMs);
    last = now;
  }, periodMs);
  try {
    await work();
    // One more tick after the work, so a stall at its very end is counted too.
    await new Promise((resolve) => setTimeout(resolve, periodMs * 2));
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last - periodMs);
}
