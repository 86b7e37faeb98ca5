import { formatDeadline } from '../../../shared/format/date';
import { dDayLabel } from '../../../shared/format/d-day';
import styles from '../partner.module.css';

/**
 * 'D-n' / 'D-day' until a deadline with the instant itself ('12월 2일(수) 23:59', as the texts and
 * the owner's screens name it), then 마감됨, counted on the server's clock (it answers `serverNow`).
 */
export function DDay({ end, serverNow }: { end: string | null; serverNow: string }) {
  if (!end) return <span>-</span>;
  // Past its time the deadline says it ended, never 'D-day' with the date (server's clock).
  const closed = new Date(end).getTime() <= new Date(serverNow).getTime();
  const date = formatDeadline(end);
  if (closed) {
    return (
      <span>
        <span className={styles.ended}>마감됨</span> ({date})
      </span>
    );
  }
  return (
    <span>
      <span className={styles.dday}>{dDayLabel(end, new Date(serverNow))}</span> {date}
    </span>
  );
}
