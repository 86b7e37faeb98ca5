import { dDayLabel } from '../../../shared/format/d-day';
import styles from '../partner.module.css';

/** 'D-n' / 'D-day' until a deadline, counted on the server's clock (it answers `serverNow`). */
export function DDay({ end, serverNow }: { end: string | null; serverNow: string }) {
  if (!end) return <span>-</span>;
  // Past its time the deadline reads 마감, not 'D-day' for the rest of that day (server's clock).
  const closed = new Date(end).getTime() <= new Date(serverNow).getTime();
  const label = closed ? '마감' : dDayLabel(end, new Date(serverNow));
  const date = new Date(end).toLocaleString('ko-KR', {
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <span>
      {label && <span className={styles.dday}>{label}</span>} {date}
    </span>
  );
}
