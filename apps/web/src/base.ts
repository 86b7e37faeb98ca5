// What both documents (the landing page and the app shell) need: the global styles before their
// first paint, the fonts after it, and the clean-up of a service worker no longer shipped.
import './app/global.css';

/**
 * After the first paint: the package's faces for characters the UI font does not have ('Pretendard
 * Fallback': addresses, names, operators' texts), about 50 KB of rules no first screen needs, and
 * the UI font itself, so the screens after the splash have it when they are laid out.
 */
export function loadFonts(): void {
  void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
  void document.fonts?.load("16px 'Pretendard Variable'", '햇빛').catch(() => undefined);
}

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
