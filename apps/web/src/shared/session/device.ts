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

/**
 * Finds the shell's device id: the `deviceId` query parameter the shell opens the app with (kept in
 * sessionStorage and removed from the address bar), the native bridge, or what this session kept.
 */
export function resolveDeviceId(url: URL): string | null {
  const fromQuery = url.searchParams.get('deviceId');
  if (fromQuery && DEVICE_ID_PATTERN.test(fromQuery)) {
    storeDeviceId(fromQuery);
    return fromQuery;
  }
  let fromBridge: string | null | undefined;
  try {
    fromBridge = window.HaetbitNative?.getDeviceId?.();
  } catch {
    fromBridge = null;
  }
  if (fromBridge && DEVICE_ID_PATTERN.test(fromBridge)) {
    storeDeviceId(fromBridge);
    return fromBridge;
  }
  return readStoredDeviceId();
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
