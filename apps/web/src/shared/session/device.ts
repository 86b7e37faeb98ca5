import { DEVICE_ID_PATTERN } from '@haetbit/contracts';
import { openOwnerSession } from '../api/client';
import { readAccessToken, readStoredDeviceId, storeDeviceId } from './storage';

/** The object the native shell may inject into the WebView (docs/native-bridge.md). */
interface NativeBridge {
  getDeviceId?: () => string | null | undefined;
}

declare global {
  interface Window {
    HaetbitNative?: NativeBridge;
  }
}

/** The identity the app runs with, and another device id a link asked for, if any. */
export interface ResolvedDevice {
  deviceId: string | null;
  /** A `deviceId` link of another device than the one this tab runs with: not taken yet. */
  asked: string | null;
}

/**
 * Finds the shell's device id: the `deviceId` query parameter the shell opens the app with (kept in
 * sessionStorage and removed from the address bar), the native bridge, or what this session kept.
 * A link naming another device than the one this tab already runs with does not replace it here:
 * the guard takes it only once the server hands it over (`mayUseDevice`).
 */
export function resolveDeviceId(url: URL): ResolvedDevice {
  const fromQuery = url.searchParams.get('deviceId');
  if (fromQuery && DEVICE_ID_PATTERN.test(fromQuery)) {
    const stored = readStoredDeviceId();
    if (stored && stored !== fromQuery) return { deviceId: stored, asked: fromQuery };
    storeDeviceId(fromQuery);
    return { deviceId: fromQuery, asked: null };
  }
  let fromBridge: string | null | undefined;
  try {
    fromBridge = window.HaetbitNative?.getDeviceId?.();
  } catch {
    fromBridge = null;
  }
  if (fromBridge && DEVICE_ID_PATTERN.test(fromBridge)) {
    storeDeviceId(fromBridge);
    return { deviceId: fromBridge, asked: null };
  }
  return { deviceId: readStoredDeviceId(), asked: null };
}

/** Exchanges the device id for a session token unless a valid one is kept already. */
export async function ensureSession(deviceId: string): Promise<void> {
  if (readAccessToken()) return;
  await openOwnerSession(deviceId);
}

export function currentDeviceId(): string {
  const deviceId = readStoredDeviceId();
  if (!deviceId) throw new Error('no device id in this session');
  return deviceId;
}
