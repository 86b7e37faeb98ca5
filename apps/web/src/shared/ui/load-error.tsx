import { ApiError } from '../api/client';
import buttons from './button.module.css';
import styles from './load-error.module.css';

interface LoadErrorProps {
  /** What could not be loaded, as the owner names it: '매칭 현황을 불러오지 못했습니다.' */
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A read that failed: never shown as empty data ('진행 중인 매칭이 없습니다' while a match waits
 * would send the owner away). The server's own message, when it sent one, says why; a retry
 * button tries again.
 */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  const reason =
    error instanceof ApiError && error.code !== 'HTTP_ERROR'
      ? error.message
      : '네트워크 연결을 확인한 뒤 다시 시도해 주세요.';
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.reason}>{reason}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry} disabled={retrying}>
        {retrying ? '다시 불러오는 중…' : '다시 시도'}
      </button>
    </div>
  );
}
