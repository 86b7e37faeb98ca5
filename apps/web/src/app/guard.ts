import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mayUseDevice } from '../shared/api/client';
import { ensureSession, resolveDeviceId } from '../shared/session/device';
import { storeDeviceId } from '../shared/session/storage';

/**
 * The /app guard (spec section 2): a visitor outside the app shell, without a device id, goes to
 * the landing page. The device id given in the address bar is kept and removed from the URL.
 * Returns whether the screens may render: once the device id is known and out of the address bar.
 * It checks again when the query string changes (as the data router's loader was revalidated),
 * keeping the current screen meanwhile.
 */
export function useAppGuard(): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [passed, setPassed] = useState(false);

  useEffect(() => {
    const url = new URL(`${pathname}${search}${hash}`, window.location.origin);
    const { deviceId, asked } = resolveDeviceId(url);
    if (!deviceId) {
      navigate('/', { replace: true });
      return;
    }
    if (asked) {
      // A link naming another device: taken only when the server hands it to this app (unclaimed,
      // or its secret is kept here), then with a fresh page so nothing of the other identity
      // stays in memory; otherwise ignored, and the tab keeps its own identity and session.
      url.searchParams.delete('deviceId');
      const rest = `${url.pathname}${url.search}${url.hash}`;
      void mayUseDevice(asked)
        .catch(() => false)
        .then((taken) => {
          if (!taken) {
            navigate(rest, { replace: true });
            return;
          }
          storeDeviceId(asked);
          window.location.replace(rest);
        });
      return;
    }
    // The session opens beside the first screen's code and data, not before them: every owner
    // call waits for the same exchange (shared/api/client.ts). A failed exchange (offline, server
    // down) shows in the screens' own error states.
    void ensureSession(deviceId).catch(() => undefined);
    if (url.searchParams.has('deviceId')) {
      url.searchParams.delete('deviceId');
      navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
      return;
    }
    setPassed(true);
    // Only the query string: moving between screens does not repeat the check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return passed;
}
