// What both documents (the landing page and the app shell) need: the global styles before their
// first paint, the fonts after it, and the clean-up of a service worker no longer shipped.
import './app/global.css';

/**
 * After the page has loaded (so after its first paint): the UI font, so the screens after the
 * splash and the landing's lower sections have it when they are laid out, and, where text comes
 * from people (`withFallbackFaces`: the app's addresses, names, operators' texts), the package's
 * faces for characters the UI font does not have ('Pretendard Fallback', about 50 KB of rules no
 * first screen needs). The landing page's words are all in the UI font (build/ui-font.test.ts).
 */
export function loadFonts({ withFallbackFaces }: { withFallbackFaces: boolean }): void {
  const load = () => {
    if (withFallbackFaces) {
      void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
    }
    void document.fonts?.load("16px 'Pretendard Variable'", '햇빛').catch(() => undefined);
  };
  if (document.readyState === 'complete') setTimeout(load, 0);
  else window.addEventListener('load', () => setTimeout(load, 0), { once: true });
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
