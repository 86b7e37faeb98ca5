import { useAudit } from '../api/admin-api';
import styles from '../admin.module.css';
import { formatDateTime } from './format';

export function AuditPage() {
  const audit = useAudit();
  return (
    <>
      <h1 className={styles.title}>변경 기록</h1>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">시각</th>
            <th scope="col">운영자</th>
            <th scope="col">작업</th>
            <th scope="col">대상</th>
            <th scope="col">변경 전</th>
            <th scope="col">변경 후</th>
          </tr>
        </thead>
        <tbody>
          {audit.data?.data.map((item) => (
            <tr key={item.id}>
              <td>{formatDateTime(item.at)}</td>
              <td>{item.loginId}</td>
              <td>{item.action}</td>
              <td>{item.target}</td>
              <td>
                <pre className={styles.pre}>{JSON.stringify(item.before, null, 1)}</pre>
              </td>
              <td>
                <pre className={styles.pre}>{JSON.stringify(item.after, null, 1)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
