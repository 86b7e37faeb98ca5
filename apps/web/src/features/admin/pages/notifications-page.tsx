import { ConsoleTable } from '../../../shared/console/console-table';
import { useNotifications } from '../api/get-notifications';
import styles from '../admin.module.css';
import { formatDateTime } from './format';
import { MessageBody } from '../../../shared/console/message-body';
import {
  notificationChannelLabel,
  notificationKindLabel,
  notificationStatusLabel,
} from '../labels';

export function NotificationsPage() {
  const list = useNotifications();
  return (
    <>
      <h1 className={styles.title}>알림 발송 내역</h1>
      <p className={styles.muted}>최근 100건. 실패한 발송은 간격을 두고 다시 시도합니다.</p>
      {list.error && <p className={styles.error}>{list.error.message}</p>}
      <ConsoleTable
        className={styles.table}
        columns={['시각', '매칭', '종류', '받는 사람', '내용', '상태']}
        empty={list.data && list.data.data.length === 0 && '아직 보낸 알림이 없습니다.'}
      >
        {list.data?.data.map((item) => (
          <tr key={item.id}>
            <td>{formatDateTime(item.createdAt)}</td>
            <td>{item.matchReqId ? `#${item.matchReqId}` : '-'}</td>
            <td>{notificationKindLabel(item.kind)}</td>
            <td>
              {item.recipient}
              <br />
              <span className={styles.muted}>{notificationChannelLabel(item.channel)}</span>
            </td>
            <td>
              <MessageBody className={styles.pre} body={item.body} />
            </td>
            <td>
              {notificationStatusLabel(item.status)} ({item.attempts}회)
              {item.lastError && <p className={styles.error}>{item.lastError}</p>}
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
