import type { ReactNode } from 'react';
import styles from '../admin.module.css';

/** A console page's heading and the card of what its figures or list are filtered by. */
export function FilterCard({
  title,
  error,
  children,
}: {
  title: string;
  /** Why the page's read failed, shown in the card. */
  error?: Error | null;
  /** The filter fields, in one row. */
  children: ReactNode;
}) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.card}>
        <div className={styles.row}>{children}</div>
        {error && <p className={styles.error}>{error.message}</p>}
      </div>
    </>
  );
}
