import type { ReactNode } from 'react';
import { NavLink } from '../ui/link';
import styles from './console-shell.module.css';

export interface ConsoleNavItem {
  to: string;
  label: string;
}

interface ConsoleShellProps {
  /** Accessible name of the menu. */
  navLabel: string;
  brand: string;
  /** The console's home path: its link is active only on that exact path. */
  home: string;
  items: readonly ConsoleNavItem[];
  /** Who is signed in, shown above the logout button. */
  who: ReactNode;
  onLogout: () => void;
  /** The console's own secondary button style for the logout button. */
  logoutClassName?: string;
  mainClassName?: string;
  /** Fold the menu into rows above the page on narrow screens. */
  compact?: boolean;
  children: ReactNode;
}

/** The frame both desktop consoles share (operator and contractor): a side menu and the page. */
export function ConsoleShell({
  navLabel,
  brand,
  home,
  items,
  who,
  onLogout,
  logoutClassName,
  mainClassName,
  compact = false,
  children,
}: ConsoleShellProps) {
  return (
    <div className={compact ? `${styles.shell} ${styles.compact}` : styles.shell}>
      <nav className={styles.nav} aria-label={navLabel}>
        <p className={styles.brand}>{brand}</p>
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === home}
            className={({ isActive }) =>
              isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink
            }
          >
            {item.label}
          </NavLink>
        ))}
        <div className={styles.who}>
          {who}
          <br />
          <button
            type="button"
            className={[logoutClassName, styles.logout].filter(Boolean).join(' ')}
            onClick={onLogout}
          >
            로그아웃
          </button>
        </div>
      </nav>
      <main className={mainClassName}>{children}</main>
    </div>
  );
}
