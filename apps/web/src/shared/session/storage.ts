import { DEVICE_ID_PATTERN } from '@haetbit/contracts';
import { serverNowMs } from '../api/server-time';

/** sessionStorage keys: what the app remembers for the life of the WebView session. */
export const STORAGE_KEYS = {
  deviceId: 'deviceId',
  accessToken: 'accessToken',
  accessTokenExpiresAt: 'accessTokenExpiresAt',
  isAccess: 'isAccess',
  userInfo: 'userInfo',
  /** The walkthrough's slide and consent tick, kept while the owner reads the terms. */
  walkthrough: 'walkthrough',
} as const;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be disabled in some WebViews; the app then works for this page view only.
  }
}

/** A valid token that has not expired on the server's clock, or null. */
export function readAccessToken(): string | null {
  const token = read(STORAGE_KEYS.accessToken);
  const expiresAt = Number(read(STORAGE_KEYS.accessTokenExpiresAt));
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= serverNowMs() + 60_000) return null;
  return token;
}

/**
 * Forgets the session and the user read in it (the owner deleted their data, 내 정보 관리): the
 * next call opens a new session; the server issued the device a new claim by then.
 */
export function forgetOwnerSession(): void {
  write(STORAGE_KEYS.accessToken, null);
  write(STORAGE_KEYS.accessTokenExpiresAt, null);
  write(STORAGE_KEYS.userInfo, null);
}

export function storeAccessToken(token: string, expiresAtIso: string): void {
  write(STORAGE_KEYS.accessToken, token);
  write(STORAGE_KEYS.accessTokenExpiresAt, String(new Date(expiresAtIso).getTime()));
}

/**
 * The secret the server issued to a device on its first exchange (decision 003), kept in
 * localStorage per device id: it outlives the WebView session, and without it the device's
 * sessions cannot be opened again (only recovery by phone number brings its requests back).
 */
const SECRET_PREFIX = 'deviceSecret:';

export function readDeviceSecret(deviceId: string): string | null {
  try {
    return window.localStorage.getItem(`${SECRET_PREFIX}${deviceId}`);
  } catch {
    return null;
  }
}

export function storeDeviceSecret(deviceId: string, secret: string): void {
  try {
    window.localStorage.setItem(`${SECRET_PREFIX}${deviceId}`, secret);
  } catch {
    // Storage can be disabled in some WebViews; the device then lasts for this page view.
  }
}

export function readStoredDeviceId(): string | null {
  const value = read(STORAGE_KEYS.deviceId);
  return value && DEVICE_ID_PATTERN.test(value) ? value : null;
}

/** Keeps the shell's device id; the session and user of another device are dropped with it. */
export function storeDeviceId(deviceId: string): void {
  if (read(STORAGE_KEYS.deviceId) !== deviceId) {
    write(STORAGE_KEYS.accessToken, null);
    write(STORAGE_KEYS.accessTokenExpiresAt, null);
    write(STORAGE_KEYS.userInfo, null);
  }
  write(STORAGE_KEYS.deviceId, deviceId);
}

export function readFlag(key: string): boolean {
  return read(key) === 'true';
}

export function writeFlag(key: string, value: boolean): void {
  write(key, value ? 'true' : null);
}

export function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  write(key, JSON.stringify(value));
}
