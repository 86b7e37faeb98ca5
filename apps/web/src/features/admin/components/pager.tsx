import type { CSSProperties, ReactNode } from 'react';
import styles from '../admin.module.css';

/** Previous and next page of a console list, with where the list stands between them. */
export function Pager({
  page,
  pages,
  onPage,
  className,
  style,
  children,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className: string | undefined;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={className} style={style}>
      <button
        type="button"
        className={styles.buttonSecondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        이전
      </button>
      {children}
      <button
        type="button"
        className={styles.buttonSecondary}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        다음
      </button>
    </div>
  );
}
