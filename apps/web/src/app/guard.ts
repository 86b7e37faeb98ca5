import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ensureSession, resolveDeviceId } from '../shared/session/device';

/**
 * The /app guard (spec section 2): a visitor outside the app shell, without a device id, goes to
 * the landing page. The device id given in the address bar is kept and removed from the URL.
 */
export async function appGuardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const deviceId = resolveDeviceId(url);
  if (!deviceId) throw redirect('/');
  try {
    await ensureSession(deviceId);
  } catch {
    // The session call failed (offline, server down): screens show their own empty states.
  }
  if (url.searchParams.has('deviceId')) {
    url.searchParams.delete('deviceId');
    throw redirect(`${url.pathname}${url.search}${url.hash}`);
  }
  return { deviceId };
}
