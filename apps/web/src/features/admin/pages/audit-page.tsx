import { ConsoleTable } from '../../../shared/console/console-table';
import { useAudit } from '../api/get-audit';
import styles from '../admin.module.css';
import { formatDateTime } from './format';
import { auditActionLabel, auditChanges, auditTargetLabel } from '../labels';

export function AuditPage() {
  const audit = useAudit();
  return (
    <>
      <h1 className={styles.title}>변경 기록</h1>
      {audit.error && <p className={styles.error}>{audit.error.message}</p>}
      <ConsoleTable
        className={styles.table}
        columns={['시각', '운영자', '작업', '대상', '변경 내용']}
        empty={audit.data && audit.data.data.length === 0 && '아직 변경 기록이 없습니다.'}
      >
        {audit.data?.data.map((item) => (
          <tr key={item.id}>
            <td>{formatDateTime(item.at)}</td>
            <td>{item.loginId}</td>
            <td>{auditActionLabel(item.action)}</td>
            <td>{auditTargetLabel(item.target)}</td>
            <td>
              <ul className={styles.changes}>
                {auditChanges(item.before, item.after).map((change) => (
                  <li key={change.label}>
                    <span className={styles.muted}>{change.label}</span> {change.before} →{' '}
                    {change.after}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
