/** The attacker's tools shared by the security findings' tests (issue 20). */
import { randomInt } from 'node:crypto';
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

/** A multipart body with one file field `file`. */
export function multipartFile(fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----haetbit${randomInt(1_000_000_000)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

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

/** The smallest bytes that read as a PNG logo. */
export const LOGO_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);
