// What both documents (the landing page and the app shell) need before their first paint: the
// web font's faces, the global styles, and the clean-up of a service worker no longer shipped.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './app/global.css';

/** The app ships no service worker; one left by an older deployment must not serve stale files. */
export function unregisterServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) =>
      Promise.all(registrations.map((registration) => registration.unregister())),
    )
    .catch(() => undefined);
}
