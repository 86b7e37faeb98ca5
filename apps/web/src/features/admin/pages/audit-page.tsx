import { ConsoleTable } from '../../../shared/console/console-table';
import { useAudit } from '../api/admin-api';
import styles from '../admin.module.css';
import { formatDateTime } from './format';
import { auditActionLabel } from '../labels';

export function AuditPage() {
  const audit = useAudit();
  return (
    <>
      <h1 className={styles.title}>변경 기록</h1>
      <ConsoleTable
        className={styles.table}
        columns={['시각', '운영자', '작업', '대상', '변경 전', '변경 후']}
      >
        {audit.data?.data.map((item) => (
          <tr key={item.id}>
            <td>{formatDateTime(item.at)}</td>
            <td>{item.loginId}</td>
            <td>{auditActionLabel(item.action)}</td>
            <td>{item.target}</td>
            <td>
              <pre className={styles.pre}>{JSON.stringify(item.before, null, 1)}</pre>
            </td>
            <td>
              <pre className={styles.pre}>{JSON.stringify(item.after, null, 1)}</pre>
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
