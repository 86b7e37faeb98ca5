import type { ReactNode } from 'react';
import styles from './chat.module.css';

/** One chat bubble; bot bubbles fade in after `delayMs` so the questions appear in sequence. */
export function Bubble({
  from = 'bot',
  delayMs = 0,
  children,
}: {
  from?: 'bot' | 'user';
  delayMs?: number;
  children: ReactNode;
}) {
  return (
    <li
      className={from === 'bot' ? styles.bot : styles.user}
      style={{ animationDelay: `${delayMs}ms` }}
    >
      {from === 'bot' ? (
        <span className="visually-hidden">햇빛 매칭: </span>
      ) : (
        <span className="visually-hidden">나: </span>
      )}
      <div className={styles.bubble}>{children}</div>
    </li>
  );
}

export function Choices({ children }: { children: ReactNode }) {
  return <div className={styles.choices}>{children}</div>;
}
