import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Splash } from '../features/home/splash';
import { useAppGuard } from './guard';
import styles from './app-frame.module.css';

/**
 * The fixed 414 px frame every /app screen renders in; the alim root gets its background class.
 * Until the session is settled and the first screen's code has loaded, the frame shows the splash
 * the document was served with (owner.html), so the app opens on one splash and never on a blank
 * page.
 */
export function AppFrame() {
  const { pathname } = useLocation();
  const passed = useAppGuard();
  useEffect(() => {
    document.body.classList.toggle('alim-root', pathname === '/app/alim');
    return () => document.body.classList.remove('alim-root');
  }, [pathname]);

  if (!passed) return <Splash />;
  return (
    <div className={styles.outer}>
      <div className={styles.frame} data-testid="app-frame">
        <Suspense fallback={<Splash />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
