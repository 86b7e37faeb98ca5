import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppGuard } from './guard';
import styles from './app-frame.module.css';

/** The fixed 414 px frame every /app screen renders in; the alim root gets its background class. */
export function AppFrame() {
  const { pathname } = useLocation();
  const passed = useAppGuard();
  useEffect(() => {
    document.body.classList.toggle('alim-root', pathname === '/app/alim');
    return () => document.body.classList.remove('alim-root');
  }, [pathname]);

  if (!passed) return null;
  return (
    <div className={styles.outer}>
      <div className={styles.frame} data-testid="app-frame">
        <Outlet />
      </div>
    </div>
  );
}
