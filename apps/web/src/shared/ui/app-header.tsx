import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './app-header.module.css';

interface AppHeaderProps {
  title: string;
  /** Where 'back' goes when there is no history inside the app. */
  fallbackTo?: string;
  /** What stands at the right (a menu button); an empty space of the same width by default. */
  end?: ReactNode;
}

/** The screen header inside the app frame: back button and title. */
export function AppHeader({ title, fallbackTo = '/app', end }: AppHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="뒤로 가기"
        onClick={() => {
          if (window.history.length > 1 && window.history.state?.idx > 0) void navigate(-1);
          else void navigate(fallbackTo);
        }}
      >
        <span aria-hidden="true" className={styles.arrow} />
      </button>
      <h1 className={styles.title}>{title}</h1>
      {end ?? <span className={styles.spacer} />}
    </header>
  );
}
